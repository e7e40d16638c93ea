import type { BackstageArtistListItem } from '../../../../../server/features/artists/artists.backstage.queries';
import { recordListPage } from '../../../components/backstage/record-list';

/** Spec §2 /backstage/artists: name, songs_count and followers_count (issue 35), each row to its edit screen; search, sort and trash. */
export default recordListPage<BackstageArtistListItem>({
  noun: 'artist',
  rows: 'artists',
  name: (artist) => artist.name,
  subtitle: (artist) => artist.stage_name,
  columns: (t) => [
    { label: t('backstage.col.type'), wide: true, cell: (artist) => artist.content_type_label },
    { label: t('backstage.col.songs'), sort: 'songs_count', className: 'text-right tabular-nums', cell: (artist) => artist.songs_count },
    { label: t('backstage.col.followers'), sort: 'followers_count', className: 'text-right tabular-nums', cell: (artist) => artist.followers_count },
  ],
});
