import type { Paginated } from '../../../types/props';
import type { ListStateProps } from '../../../../../server/backstage/list-query';
import type { BackstageArtistListItem } from '../../../../../server/features/artists/artists.backstage.queries';
import { RecordList } from '../../../components/backstage/record-list';
import { useT } from '../../../i18n/i18n-context';

/** Spec §2 /backstage/artists: name and songs_count, each row to its edit screen; search, sort and trash. */
export default function ArtistsList({ title, artists, list }: { title: string; artists: Paginated<BackstageArtistListItem>; list: ListStateProps }) {
  const t = useT();
  return (
    <RecordList
      title={title}
      path="/backstage/artists"
      noun="artist"
      rows={artists}
      list={list}
      name={(artist) => artist.name}
      subtitle={(artist) => artist.stage_name}
      columns={[
        { label: t('backstage.col.type'), wide: true, cell: (artist) => artist.content_type_label },
        { label: t('backstage.col.songs'), sort: 'songs_count', className: 'text-right tabular-nums', cell: (artist) => artist.songs_count },
      ]}
    />
  );
}
