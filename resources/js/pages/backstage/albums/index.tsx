import type { Paginated } from '../../../types/props';
import type { ListStateProps } from '../../../../../server/backstage/list-query';
import type { BackstageAlbumListItem } from '../../../../../server/features/albums/albums.backstage';
import { RecordList } from '../../../components/backstage/record-list';
import { useT } from '../../../i18n/i18n-context';

/** Albums (the spec names only the strip link): cover, name, artist, tracks and release date. */
export default function AlbumsList({ title, albums, list }: { title: string; albums: Paginated<BackstageAlbumListItem>; list: ListStateProps }) {
  const t = useT();
  return (
    <RecordList
      title={title}
      path="/backstage/albums"
      noun="album"
      rows={albums}
      list={list}
      name={(album) => album.name}
      thumb={(album) => album.cover_url}
      columns={[
        { label: t('backstage.col.artist'), wide: true, cell: (album) => album.artist.name },
        { label: t('backstage.col.tracks'), className: 'text-right tabular-nums', cell: (album) => album.songs_count },
        { label: t('backstage.col.released'), sort: 'released_at', wide: true, cell: (album) => album.released_at ?? '' },
      ]}
    />
  );
}
