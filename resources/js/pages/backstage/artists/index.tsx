import { Head, Link } from '@inertiajs/react';
import type { Paginated } from '../../../types/props';
import type { ListStateProps } from '../../../../../server/backstage/list-query';
import type { BackstageArtistListItem } from '../../../../../server/features/artists/artists.backstage.queries';
import { BackstageHeading } from '../../../components/backstage/form-parts';
import { ListToolbar, SortHeader } from '../../../components/backstage/list-controls';
import { Pager } from '../../../components/pager';

const PATH = '/backstage/artists';

interface ArtistsListProps {
  title: string;
  artists: Paginated<BackstageArtistListItem>;
  list: ListStateProps;
}

/** Spec §2 /backstage/artists: name and songs_count, each row to its edit screen; search, sort and trash. */
export default function ArtistsList({ title, artists, list }: ArtistsListProps) {
  return (
    <>
      <Head title={title} />
      <BackstageHeading title={list.trashed ? 'Artists in the trash' : 'Artists'}>
        <Link href="/backstage" className="rounded-full px-4 py-2 font-semibold text-stone-600 hover:bg-stone-200">
          Cancel
        </Link>
        <Link href={`${PATH}/create`} className="rounded-full bg-teal-700 px-5 py-2 font-semibold text-white shadow-sm hover:bg-teal-800">
          Create
        </Link>
      </BackstageHeading>
      <ListToolbar path={PATH} state={list} noun="artists" />
      <p className="mb-2 text-sm text-stone-500">
        {artists.total.toLocaleString('en')} {artists.total === 1 ? 'artist' : 'artists'}
        {list.q && ` matching “${list.q}”`}
      </p>
      {artists.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center text-stone-600">
          {list.trashed ? 'The trash is empty.' : 'No artist matches this search.'}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-stone-200 bg-stone-50 text-stone-600">
              <tr>
                <SortHeader path={PATH} state={list} column="name" label="Name" />
                <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                  Type
                </th>
                <SortHeader path={PATH} state={list} column="songs_count" label="Songs" className="text-right" />
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Edit</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {artists.data.map((artist) => (
                <tr key={artist.id} className="hover:bg-stone-50">
                  <td className="px-4 py-3">
                    <Link href={`${PATH}/${artist.id}/edit`} className="font-semibold text-stone-900 hover:text-teal-800">
                      {artist.name}
                    </Link>
                    {artist.stage_name && <span className="block text-xs text-stone-500">{artist.stage_name}</span>}
                  </td>
                  <td className="hidden px-4 py-3 text-stone-600 sm:table-cell">{artist.content_type_label}</td>
                  <td className="px-4 py-3 text-right tabular-nums text-stone-700">{artist.songs_count}</td>
                  <td className="px-4 py-3 text-right">
                    <Link href={`${PATH}/${artist.id}/edit`} className="font-semibold text-teal-700 hover:text-teal-900">
                      Edit<span className="sr-only"> {artist.name}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={artists} label="Artist pages" />
    </>
  );
}
