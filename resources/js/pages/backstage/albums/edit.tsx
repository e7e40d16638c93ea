import { Head } from '@inertiajs/react';
import type { Activity } from '../../../../../server/backstage/activity-log';
import type { BackstageAlbum } from '../../../../../server/features/albums/albums.backstage';
import { BackstageHeading } from '../../../components/backstage/form-parts';
import { AlbumForm, albumFields } from '../../../components/backstage/album-form';
import { EditLayout, HistoryPanel, TrashedBanner, TrashPanel } from '../../../components/backstage/record-panels';
import { useT } from '../../../i18n/i18n-context';

export default function EditAlbum({ title, album, history }: { title: string; album: BackstageAlbum; history: Activity[] }) {
  const t = useT();
  const url = `/backstage/albums/${album.id}`;
  return (
    <>
      <Head title={title} />
      <BackstageHeading title={album.name}>
        {!album.deleted_at && (
          <a href={`/album/${album.id}`} target="_blank" rel="noopener" className="rounded-full px-4 py-2 font-semibold text-teal-700 hover:bg-teal-50">
            {t('backstage.record.viewPage')}
          </a>
        )}
      </BackstageHeading>
      <EditLayout
        trashed={!!album.deleted_at}
        banner={<TrashedBanner url={url} noun="album" />}
        form={<AlbumForm initial={albumFields(album)} submit={{ method: 'put', url, version: album.version }} reloadUrl={`${url}/edit`} coverUrl={album.cover_url} />}
        aside={
          <>
            <HistoryPanel entries={history} />
            <TrashPanel url={url} noun="album" listPath="/backstage/albums" trashed={!!album.deleted_at} />
          </>
        }
      />
    </>
  );
}
