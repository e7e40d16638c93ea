import type { Knex } from 'knex';
import { ValidationError, type FieldErrors } from '../../http/errors';
import { PLAY_WINDOW_MS } from './play-window';
import { addToRollups } from './play-rollups';
import type { PlayEventInput } from './plays.schema';

export interface Listener {
  /** listenerKey(): a hash, never the raw identity. */
  key: string;
  userId: number | null;
}

type SubjectName = PlayEventInput['name'];
const subjectKey = (name: SubjectName, id: number) => `${name}:${id}`;
const subjectOf = (event: PlayEventInput) => ({
  name: event.name,
  id: (event.name === 'Song' ? event.song_id : event.episode_id)!,
});

/**
 * Stores a batch of playback reports from one listener, in one transaction, timed by the server
 * (a client's clock cannot back-date or bunch up plays). A `play` counts, and bumps the song's
 * plays_count, only when this listener's last counted play of the same item is 30 minutes old or
 * more; every report is stored either way. Seconds heard are capped at the item's length. The
 * charts' hourly buckets take the counted plays and the seconds heard in the same transaction.
 * Unknown songs or episodes reject the whole batch (422) before anything is written.
 */
export async function ingestPlays(knex: Knex, events: PlayEventInput[], listener: Listener, now = new Date()) {
  const durations = await subjectDurations(knex, events);
  return knex.transaction(async (trx) => {
    const counted = await countPlays(trx, events, listener.key, now);
    const pending = new Set(counted);
    const rows = events.map((event) => {
      const subject = subjectOf(event);
      const key = subjectKey(subject.name, subject.id);
      // Only the first play of an item in the batch carries the count.
      const isCounted = event.event_category === 'play' && pending.delete(key);
      const heard = event.event_category === 'pause' || event.event_category === 'ended' ? (event.seconds ?? 0) : 0;
      return {
        name: subject.name,
        event_category: event.event_category,
        song_id: subject.name === 'Song' ? subject.id : null,
        episode_id: subject.name === 'Episode' ? subject.id : null,
        user_id: listener.userId,
        listener: listener.key,
        seconds_listened: Math.round(Math.min(heard, durations.get(key) ?? heard)),
        counted: isCounted,
        created_at: now,
      };
    });
    await trx('play_events').insert(rows);
    const songIds = rows.filter((row) => row.counted && row.song_id !== null).map((row) => row.song_id!);
    if (songIds.length) {
      // Counters only: these writes do not move the kept lists' version (a busy day would make every
      // visit a miss); a list that reads plays_count is never kept (server/db/kept-list-ids.ts).
      await trx.raw(`select set_config('hees.counters_only', 'on', true)`);
      await trx('songs').whereIn('id', songIds).increment('plays_count', 1);
      // The genres' copy of plays_count, which orders their most played songs (similar songs).
      await trx('song_genre').whereIn('song_id', songIds).increment('plays_count', 1);
    }
    await addToRollups(trx, { songIds, seconds: rows.reduce((sum, row) => sum + row.seconds_listened, 0), at: now });
    return { stored: rows.length, counted: counted.size };
  });
}

/**
 * The sliding window, decided in one statement: the upsert inserts a first listen, moves an old one
 * forward, and leaves a recent one alone. RETURNING lists exactly the rows it wrote, so concurrent
 * batches from the same listener cannot both count (the second waits on the row lock, then sees
 * the new time).
 */
async function countPlays(trx: Knex.Transaction, events: PlayEventInput[], listener: string, now: Date): Promise<Set<string>> {
  const plays = new Map<string, { name: SubjectName; id: number }>();
  for (const event of events) {
    if (event.event_category !== 'play') continue;
    const subject = subjectOf(event);
    plays.set(subjectKey(subject.name, subject.id), subject);
  }
  if (plays.size === 0) return new Set();
  const written = await trx('play_listens')
    .insert([...plays.values()].map(({ name, id }) => ({ listener, name, subject_id: id, counted_at: now })))
    .onConflict(['listener', 'name', 'subject_id'])
    .merge(['counted_at'])
    .where('play_listens.counted_at', '<=', new Date(now.getTime() - PLAY_WINDOW_MS))
    .returning<{ name: SubjectName; subject_id: number }[]>(['name', 'subject_id']);
  return new Set(written.map((row) => subjectKey(row.name, row.subject_id)));
}

/** Each reported item's length in seconds (null when unknown); a 422 naming every unknown item. */
async function subjectDurations(knex: Knex, events: PlayEventInput[]): Promise<Map<string, number | null>> {
  const idsOf = (name: SubjectName) => [...new Set(events.filter((e) => e.name === name).map((e) => subjectOf(e).id))];
  const lengths = (table: string, ids: number[]) =>
    ids.length ? knex(table).whereIn('id', ids).select<{ id: number; duration_seconds: number | null }[]>('id', 'duration_seconds') : [];
  const [songs, episodes] = await Promise.all([lengths('songs', idsOf('Song')), lengths('episodes', idsOf('Episode'))]);
  const durations = new Map<string, number | null>([
    ...songs.map((row) => [subjectKey('Song', row.id), row.duration_seconds] as const),
    ...episodes.map((row) => [subjectKey('Episode', row.id), row.duration_seconds] as const),
  ]);

  const errors: FieldErrors = {};
  events.forEach((event, index) => {
    const subject = subjectOf(event);
    if (durations.has(subjectKey(subject.name, subject.id))) return;
    const field = subject.name === 'Song' ? 'song_id' : 'episode_id';
    errors[`events.${index}.${field}`] = [`No ${subject.name.toLowerCase()} has the id ${subject.id}.`];
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return durations;
}

/** Listens older than the window decide nothing any more. */
export async function pruneListens(knex: Knex, now = new Date()): Promise<number> {
  return knex('play_listens').where('counted_at', '<', new Date(now.getTime() - PLAY_WINDOW_MS)).delete();
}
