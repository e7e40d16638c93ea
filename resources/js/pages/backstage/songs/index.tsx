import { router } from '@inertiajs/react';
import type { Paginated } from '../../../types/props';
import type { ListStateProps } from '../../../../../server/backstage/list-query';
import type { BackstageSongListItem, SongFilter } from '../../../../../server/features/songs/songs.backstage.queries';
import { ListFilters } from '../../../components/backstage/list-controls';
import { ProcessingBadge } from '../../../components/backstage/processing-status';
import { RecordList } from '../../../components/backstage/record-list';
import { useT } from '../../../i18n/i18n-context';
import type { MessageId } from '@common/i18n/catalogue/en';
import { formatShortDate } from '@common/format';

const PATH = '/backstage/songs';

interface SongsListProps {
  title: string;
  songs: Paginated<BackstageSongListItem>;
  list: ListStateProps;
  filter: SongFilter | null;
  filters: SongFilter[];
}

/** Spec §2 /backstage/songs: each song with its processing status (spec §4), a retry for failures; search, filters, sort, trash. */
export default function SongsList({ title, songs, list, filter, filters }: SongsListProps) {
  const t = useT();
  const filterLabels = Object.fromEntries(filters.map((key) => [key, t(`backstage.songs.filter.${key}` as MessageId)]));
  const retry = (id: number) => router.post('/api/backstage/retry', { id }, { preserveScroll: true });
  const status = (song: BackstageSongListItem) => (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <ProcessingBadge state={song.status} />
        {song.status === 'fail' && !song.deleted_at && (
          <button type="button" onClick={() => retry(song.id)} className="rounded-full border border-stone-300 px-2.5 py-0.5 text-xs font-semibold text-stone-700 hover:bg-stone-100">
            {t('backstage.songs.retry')}<span className="sr-only"> {song.name}</span>
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
      noun="song"
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
        { label: t('backstage.col.artist'), sort: 'artist', wide: true, cell: (song) => song.artist.name },
        { label: t('backstage.col.status'), cell: status },
        { label: t('backstage.col.updated'), sort: 'updated_at', wide: true, className: 'whitespace-nowrap text-stone-500', cell: (song) => formatShortDate(song.updated_at, t) },
      ]}
    >
      <ListFilters path={PATH} state={list} filter={filter} filters={filters} labels={filterLabels} allLabel={t('backstage.songs.all')} />
    </RecordList>
  );
}
