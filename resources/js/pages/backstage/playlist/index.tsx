import type { Paginated } from '../../../types/props';
import type { ListStateProps } from '../../../../../server/backstage/list-query';
import type { BackstagePlaylistListItem } from '../../../../../server/features/playlists/playlists.backstage';
import { RecordList } from '../../../components/backstage/record-list';
import { useT } from '../../../i18n/i18n-context';

/** Spec §2 /backstage/playlist: each playlist with its name and song count. */
export default function PlaylistsList({ title, playlists, list }: { title: string; playlists: Paginated<BackstagePlaylistListItem>; list: ListStateProps }) {
  const t = useT();
  return (
    <RecordList
      title={title}
      path="/backstage/playlist"
      noun="playlist"
      rows={playlists}
      list={list}
      name={(playlist) => playlist.name}
      thumb={(playlist) => playlist.cover_url}
      columns={[{ label: t('backstage.col.songs'), sort: 'songs_count', className: 'text-right tabular-nums', cell: (playlist) => playlist.songs_count }]}
    />
  );
}
