import type { Knex } from 'knex';
import { rebuildPlayRollups } from '../../server/features/plays/play-rollups';
import { markCounted } from '../../database/seeds/demo/plays';
import { insertRows, type Row } from '../../database/seeds/support/bulk-insert';
import { Random } from '../../database/seeds/support/random';

const DAY_MS = 86_400_000;

/**
 * A month of listening sessions (load, play, then pause or end with the seconds heard) over the
 * catalogue's songs that have a duration, a few songs taking most plays, from 5,000 listeners.
 */
export async function monthOfPlays(knex: Knex, events: number, now: Date): Promise<void> {
  const random = new Random('bench:charts');
  const songs = await knex('songs').whereNotNull('duration_seconds').orderBy('id').select<{ id: number; duration_seconds: number }[]>('id', 'duration_seconds');
  const listeners = Array.from({ length: 5000 }, () => random.hex(64));
  const rows: Row[] = [];
  while (rows.length < events) {
    const song = songs[Math.floor(random.next() ** 3 * songs.length)]!;
    const start = now.getTime() - random.next() * 30 * DAY_MS;
    const heard = random.chance(0.55) ? song.duration_seconds : random.int(1, song.duration_seconds);
    const base = { name: 'Song', song_id: song.id, listener: random.pick(listeners), counted: false };
    rows.push(
      { ...base, event_category: 'load', seconds_listened: 0, created_at: new Date(start) },
      { ...base, event_category: 'play', seconds_listened: 0, created_at: new Date(start + 1000) },
      { ...base, event_category: heard === song.duration_seconds ? 'ended' : 'pause', seconds_listened: heard, created_at: new Date(start + 1000 + heard * 1000) },
    );
  }
  rows.length = events;
  markCounted(rows);
  await knex.transaction(async (trx) => {
    await insertRows(trx, 'play_events', rows, 5000);
    await rebuildPlayRollups(trx);
  });
}

