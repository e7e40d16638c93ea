import type { Paginated } from '../../../types/props';
import type { ListStateProps } from '../../../../../server/backstage/list-query';
import type { BackstageArtistListItem } from '../../../../../server/features/artists/artists.backstage.queries';
import { RecordList } from '../../../components/backstage/record-list';

/** Spec §2 /backstage/artists: name and songs_count, each row to its edit screen; search, sort and trash. */
export default function ArtistsList({ title, artists, list }: { title: string; artists: Paginated<BackstageArtistListItem>; list: ListStateProps }) {
  return (
    <RecordList
      title={title}
      path="/backstage/artists"
      noun={{ one: 'artist', many: 'artists' }}
      rows={artists}
      list={list}
      name={(artist) => artist.name}
      subtitle={(artist) => artist.stage_name}
      columns={[
        { label: 'Type', wide: true, cell: (artist) => artist.content_type_label },
        { label: 'Songs', sort: 'songs_count', className: 'text-right tabular-nums', cell: (artist) => artist.songs_count },
      ]}
    />
  );
}
