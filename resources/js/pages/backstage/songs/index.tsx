import { router } from '@inertiajs/react';
import type { Paginated } from '../../../types/props';
import type { ListStateProps } from '../../../../../server/backstage/list-query';
import type { BackstageSongListItem, SongFilter } from '../../../../../server/features/songs/songs.backstage.queries';
import { ListFilters } from '../../../components/backstage/list-controls';
import { ProcessingBadge } from '../../../components/backstage/processing-status';
import { RecordList } from '../../../components/backstage/record-list';

const PATH = '/backstage/songs';
const FILTER_LABELS: Record<SongFilter, string> = { 'no-audio': 'Without audio', failed: 'Failed', smart: 'Smart', 'no-lyrics': 'No lyrics' };
const DAY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

interface SongsListProps {
  title: string;
  songs: Paginated<BackstageSongListItem>;
  list: ListStateProps;
  filter: SongFilter | null;
  filters: SongFilter[];
}

/** Spec §2 /backstage/songs: each song with its processing status (spec §4), a retry for failures; search, filters, sort, trash. */
export default function SongsList({ title, songs, list, filter, filters }: SongsListProps) {
  const retry = (id: number) => router.post('/api/backstage/retry', { id }, { preserveScroll: true });
  const status = (song: BackstageSongListItem) => (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <ProcessingBadge state={song.status} />
        {song.status === 'fail' && !song.deleted_at && (
          <button type="button" onClick={() => retry(song.id)} className="rounded-full border border-stone-300 px-2.5 py-0.5 text-xs font-semibold text-stone-700 hover:bg-stone-100">
            Retry<span className="sr-only"> {song.name}</span>
          </button>
        )}
      </div>
      {song.message && <p className="mt-1 max-w-xs text-xs text-stone-500">{song.message}</p>}
    </>
  );
  return (
    <RecordList
      title={title}
      path={PATH}
      noun={{ one: 'song', many: 'songs' }}
      rows={songs}
      list={list}
      name={(song) => song.name}
      thumb={(song) => song.cover_url}
      subtitle={(song) => (
        <>
          <span className="sm:hidden">{song.artist.name}</span>
          {song.album && <span className="block">{song.album.name}</span>}
        </>
      )}
      columns={[
        { label: 'Artist', sort: 'artist', wide: true, cell: (song) => song.artist.name },
        { label: 'Status', cell: status },
        { label: 'Updated', sort: 'updated_at', wide: true, className: 'whitespace-nowrap text-stone-500', cell: (song) => DAY.format(new Date(song.updated_at)) },
      ]}
    >
      <ListFilters path={PATH} state={list} filter={filter} filters={filters} labels={FILTER_LABELS} allLabel="All songs" />
    </RecordList>
  );
}
