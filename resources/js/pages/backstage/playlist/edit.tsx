import { Head } from '@inertiajs/react';
import type { Activity } from '../../../../../server/backstage/activity-log';
import type { BackstagePlaylist } from '../../../../../server/features/playlists/playlists.backstage';
import { BackstageHeading } from '../../../components/backstage/form-parts';
import { PlaylistForm, playlistFields } from '../../../components/backstage/playlist-form';
import { EditLayout, HistoryPanel, TrashedBanner, TrashPanel } from '../../../components/backstage/record-panels';
import { useT } from '../../../i18n/i18n-context';

/** /backstage/playlist/{id}/edit: a real edit (the spec's is a placeholder). */
export default function EditPlaylist({ title, playlist, history }: { title: string; playlist: BackstagePlaylist; history: Activity[] }) {
  const t = useT();
  const url = `/backstage/playlist/${playlist.id}`;
  return (
    <>
      <Head title={title} />
      <BackstageHeading title={playlist.name}>
        {!playlist.deleted_at && (
          <a href={`/playlist/${playlist.id}`} target="_blank" rel="noopener" className="rounded-full px-4 py-2 font-semibold text-teal-700 hover:bg-teal-50">
            {t('backstage.record.viewPage')}
          </a>
        )}
      </BackstageHeading>
      <EditLayout
        trashed={!!playlist.deleted_at}
        banner={<TrashedBanner url={url} noun="playlist" />}
        form={<PlaylistForm initial={playlistFields(playlist)} submit={{ method: 'put', url, version: playlist.version }} reloadUrl={`${url}/edit`} coverUrl={playlist.cover_url} />}
        aside={
          <>
            <HistoryPanel entries={history} />
            <TrashPanel url={url} noun="playlist" listPath="/backstage/playlist" trashed={!!playlist.deleted_at} />
          </>
        }
      />
    </>
  );
}
