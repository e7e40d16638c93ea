import type { BackstagePlaylistListItem } from '../../../../../server/features/playlists/playlists.backstage';
import { recordListPage } from '../../../components/backstage/record-list';

/** Spec §2 /backstage/playlist: each playlist with its name and song count. */
export default recordListPage<BackstagePlaylistListItem>({
  noun: 'playlist',
  rows: 'playlists',
  name: (playlist) => playlist.name,
  thumb: (playlist) => playlist.cover_url,
  columns: (t) => [{ label: t('backstage.col.songs'), sort: 'songs_count', className: 'text-right tabular-nums', cell: (playlist) => playlist.songs_count }],
});
