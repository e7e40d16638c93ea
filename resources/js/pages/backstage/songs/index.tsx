import { router } from '@inertiajs/react';
import type { BackstageSongListItem, SongFilter } from '../../../../../server/features/songs/songs.backstage.queries';
import { ListFilters } from '../../../components/backstage/list-controls';
import { ProcessingBadge } from '../../../components/backstage/processing-status';
import { recordListPage } from '../../../components/backstage/record-list';
import type { Translate } from '@common/i18n/translator';
import type { MessageId } from '@common/i18n/catalogue/en';
import { formatShortDate } from '@common/format';

const retry = (id: number) => router.post('/api/backstage/retry', { id }, { preserveScroll: true });

/** A song's processing state, with a retry for a failure that is not in the trash. */
const status = (t: Translate) => (song: BackstageSongListItem) => (
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

/** Spec §2 /backstage/songs: each song with its processing status (spec §4), a retry for failures; search, filters, sort, trash. */
export default recordListPage<BackstageSongListItem, { filter: SongFilter | null; filters: SongFilter[] }>({
  noun: 'song',
  rows: 'songs',
  name: (song) => song.name,
  thumb: (song) => song.cover_url,
  subtitle: (song) => (
    <>
      <span className="sm:hidden">{song.artist.name}</span>
      {song.album && <span className="block">{song.album.name}</span>}
    </>
  ),
  above: ({ list, filter, filters }, t) => {
    const labels = Object.fromEntries(filters.map((key) => [key, t(`backstage.songs.filter.${key}` as MessageId)]));
    return <ListFilters path="/backstage/songs" state={list} filter={filter} filters={filters} labels={labels} allLabel={t('backstage.songs.all')} />;
  },
  columns: (t) => [
    { label: t('backstage.col.artist'), sort: 'artist', wide: true, cell: (song) => song.artist.name },
    { label: t('backstage.col.status'), cell: status(t) },
    { label: t('backstage.col.updated'), sort: 'updated_at', wide: true, className: 'whitespace-nowrap text-stone-500', cell: (song) => formatShortDate(song.updated_at, t) },
  ],
});
