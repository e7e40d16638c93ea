import type { Paginated } from '../../../types/props';
import type { ListStateProps } from '../../../../../server/backstage/list-query';
import type { BackstagePlaylistListItem } from '../../../../../server/features/playlists/playlists.backstage';
import { RecordList } from '../../../components/backstage/record-list';

/** Spec §2 /backstage/playlist: each playlist with its name and song count. */
export default function PlaylistsList({ title, playlists, list }: { title: string; playlists: Paginated<BackstagePlaylistListItem>; list: ListStateProps }) {
  return (
    <RecordList
      title={title}
      path="/backstage/playlist"
      noun={{ one: 'playlist', many: 'playlists' }}
      rows={playlists}
      list={list}
      name={(playlist) => playlist.name}
      thumb={(playlist) => playlist.cover_url}
      columns={[{ label: 'Songs', sort: 'songs_count', className: 'text-right tabular-nums', cell: (playlist) => playlist.songs_count }]}
    />
  );
}
