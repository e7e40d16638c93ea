import { Head } from '@inertiajs/react';
import type { Activity } from '../../../../../server/backstage/activity-log';
import type { BackstageArtist } from '../../../../../server/features/artists/artists.backstage.queries';
import { ArtistForm, artistFields } from '../../../components/backstage/artist-form';
import { BackstageHeading } from '../../../components/backstage/form-parts';
import { EditLayout, HistoryPanel, TrashedBanner, TrashPanel } from '../../../components/backstage/record-panels';
import { useT } from '../../../i18n/i18n-context';

interface EditArtistProps {
  title: string;
  artist: BackstageArtist;
  history: Activity[];
  contentTypes: { code: string; label: string }[];
}

/** Spec §2 /backstage/artists/{id}/edit, with the trash, the public page and the record's history. */
export default function EditArtist({ title, artist, history, contentTypes }: EditArtistProps) {
  const t = useT();
  const url = `/backstage/artists/${artist.id}`;
  return (
    <>
      <Head title={title} />
      <BackstageHeading title={artist.name}>
        {!artist.deleted_at && (
          <a href={`/artist/${artist.id}`} target="_blank" rel="noopener" className="rounded-full px-4 py-2 font-semibold text-teal-700 hover:bg-teal-50">
            {t('backstage.record.viewPage')}
          </a>
        )}
      </BackstageHeading>
      <EditLayout
        trashed={!!artist.deleted_at}
        banner={<TrashedBanner url={url} noun="artist" />}
        form={<ArtistForm initial={artistFields(artist)} contentTypes={contentTypes} submit={{ method: 'put', url, version: artist.version }} reloadUrl={`${url}/edit`} imageUrl={artist.image_url} />}
        aside={
          <>
            <HistoryPanel entries={history} />
            <TrashPanel url={url} noun="artist" listPath="/backstage/artists" trashed={!!artist.deleted_at} />
          </>
        }
      />
    </>
  );
}
