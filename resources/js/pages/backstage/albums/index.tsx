import type { BackstageAlbumListItem } from '../../../../../server/features/albums/albums.backstage';
import { recordListPage } from '../../../components/backstage/record-list';

/** Albums (the spec names only the strip link): cover, name, artist, tracks and release date. */
export default recordListPage<BackstageAlbumListItem>({
  noun: 'album',
  rows: 'albums',
  name: (album) => album.name,
  thumb: (album) => album.cover_url,
  columns: (t) => [
    { label: t('backstage.col.artist'), wide: true, cell: (album) => album.artist.name },
    { label: t('backstage.col.tracks'), className: 'text-right tabular-nums', cell: (album) => album.songs_count },
    { label: t('backstage.col.released'), sort: 'released_at', wide: true, cell: (album) => album.released_at ?? '' },
  ],
});
