import type { JobsContext } from '../../jobs/jobs-context';
import type { JobHandler } from '../../jobs/worker';
import { keepSimilarSongs, songsDueForSimilarRanking } from './similar-songs';

/** How often the refresh runs, and how many songs one run ranks at most, in statements of BATCH. */
export const SIMILAR_SONGS_EVERY_MS = 10 * 60_000;
const PER_RUN = 2_000;
const BATCH = 50;

/**
 * Ranks the similar songs of the songs that have no kept ranking (new, or just edited), then of
 * those whose ranking is older than a day, and keeps them. At 2,000 songs every 10 minutes a
 * catalogue of 100,000 is ranked again about every 8 hours. A batch of 50 is one statement of about
 * 0.1 s on PostgreSQL at that size (2 ms a song): short, because on the embedded database, whose one
 * connection serves the pages too, visitors' reads wait behind it; a stop (the signal) is heard
 * between batches.
 *
 * Its result is not announced as a public content change (`visible: false`): a kept ranking moves a
 * little at a time, and dropping every visitor's cached page every 10 minutes for it would cost more
 * than the few seconds those pages stay cached.
 */
export function similarSongsJob({ db: { knex } }: JobsContext): JobHandler {
  return async (_payload, { signal, logger }) => {
    const due = await songsDueForSimilarRanking(knex, PER_RUN);
    let kept = 0;
    for (let start = 0; start < due.length && !signal.aborted; start += BATCH) {
      kept += await keepSimilarSongs(knex, due.slice(start, start + BATCH));
    }
    if (kept) logger.info({ songs: kept }, 'similar songs ranked');
    return { visible: false };
  };
}
