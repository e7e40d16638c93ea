import type { Activity } from '../../../../../server/backstage/activity-log';
import type { BackstagePlaylist } from '../../../../../server/features/playlists/playlists.backstage';
import { PlaylistForm, playlistFields } from '../../../components/backstage/playlist-form';
import { recordEditPage } from '../../../components/backstage/record-screens';

/** /backstage/playlist/{id}/edit: a real edit (the spec's is a placeholder). */
export default recordEditPage({
  noun: 'playlist',
  record: ({ playlist }: { title: string; playlist: BackstagePlaylist; history: Activity[] }) => playlist,
  heading: (playlist) => playlist.name,
  viewHref: (playlist) => `/playlist/${playlist.id}`,
  form: ({ playlist }, edit) => <PlaylistForm initial={playlistFields(playlist)} {...edit} coverUrl={playlist.cover_url} />,
});
