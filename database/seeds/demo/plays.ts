import type { Knex } from 'knex';
import type { Row } from '../support/bulk-insert';
import { addDays } from '../support/dates';
import { Random } from '../support/random';
import type { DemoContext } from './context';
import type { DemoEpisode } from './podcasts';
import type { DemoSong } from './songs';
import { PLAY_WINDOW_MS } from '../../../server/features/plays/play-window';

const DAYS = 30;
const LISTENERS = 400;

type Trend = 'rising' | 'fading' | 'steady';

/**
 * Plays per day relative to a song's usual level, `daysAgo` counting back from now. Rising songs
 * dominate the last week and fading ones peaked three weeks ago, so "trending this week" and
 * "top of the month" visibly disagree.
 */
function rate(trend: Trend, daysAgo: number): number {
  if (trend === 'rising') return daysAgo < 7 ? 3 : 0.4;
  if (trend === 'fading') return daysAgo < 7 ? 0.15 : daysAgo >= 14 && daysAgo < 28 ? 3 : 0.8;
  return 1;
}

interface Subject {
  name: 'Song' | 'Episode';
  id: number;
  seconds: number;
  /** Nobody can play something before it was published. */
  since: Date;
  weight: number;
  trend: Trend;
}

/**
 * Thirty days of playback reports. A listening session is `load`, usually `play`, then `ended`
 * or `pause` with the seconds heard. Popularity is skewed: a few songs get most plays.
 */
export function buildPlayEvents(ctx: DemoContext, songs: readonly DemoSong[], episodes: readonly DemoEpisode[]): Row[] {
  const random = new Random('demo:plays');
  const listeners = Array.from({ length: LISTENERS }, () => random.hex(64));
  const subjects: Subject[] = [
    ...songs
      .filter((s) => s.mp3 && s.durationSeconds)
      .map((s) => ({
        name: 'Song' as const,
        id: s.id,
        seconds: s.durationSeconds!,
        since: s.createdAt,
        weight: 0.05 + 1.1 * random.next() ** 4,
        trend: random.pick<Trend>(['rising', 'fading', 'steady', 'steady', 'steady', 'steady']),
      })),
    ...episodes.map((e) => ({
      name: 'Episode' as const,
      id: e.id,
      seconds: e.seconds,
      since: e.pubDate,
      weight: 0.1 + 0.3 * random.next(),
      trend: 'steady' as const,
    })),
  ];

  const rows: Row[] = [];
  for (const subject of subjects) {
    for (let daysAgo = 0; daysAgo < DAYS; daysAgo++) {
      const expected = subject.weight * rate(subject.trend, daysAgo);
      const sessions = Math.floor(expected) + (random.chance(expected % 1) ? 1 : 0);
      for (let n = 0; n < sessions; n++) {
        const start = addDays(ctx.now, -(daysAgo + random.next()));
        const end = start.getTime() + (subject.seconds + 5) * 1000;
        if (start < subject.since || end > ctx.now.getTime()) continue;
        rows.push(...session(random, subject, start, random.pick(listeners)));
      }
    }
  }
  markCounted(rows);
  return rows;
}

/** The rule the server applies to reported plays: one counted play per listener and subject per window. */
export function markCounted(rows: Row[]): void {
  const lastCounted = new Map<string, number>();
  const plays = rows
    .filter((row) => row.event_category === 'play')
    .sort((a, b) => (a.created_at as Date).getTime() - (b.created_at as Date).getTime());
  for (const row of plays) {
    const key = `${row.listener}|${row.name}|${row.song_id ?? row.episode_id}`;
    const at = (row.created_at as Date).getTime();
    const last = lastCounted.get(key);
    row.counted = last === undefined || at - last >= PLAY_WINDOW_MS;
    if (row.counted) lastCounted.set(key, at);
  }
}

function session(random: Random, subject: Subject, start: Date, listener: string): Row[] {
  const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
  const base = {
    name: subject.name,
    song_id: subject.name === 'Song' ? subject.id : null,
    episode_id: subject.name === 'Episode' ? subject.id : null,
    listener,
    counted: false,
  };
  const events: Row[] = [{ ...base, event_category: 'load', seconds_listened: 0, created_at: start }];
  // Some visitors open the player and leave before it starts.
  if (random.chance(0.08)) return events;
  events.push({ ...base, event_category: 'play', seconds_listened: 0, created_at: at(1) });
  if (random.chance(0.55)) {
    events.push({ ...base, event_category: 'ended', seconds_listened: subject.seconds, created_at: at(1 + subject.seconds) });
  } else {
    const heard = random.int(1, Math.max(1, subject.seconds - 1));
    events.push({ ...base, event_category: 'pause', seconds_listened: heard, created_at: at(1 + heard) });
  }
  return events;
}

/** songs.plays_count is the number of counted `play` reports, so counts and charts agree. */
export async function syncPlaysCount(db: Knex): Promise<void> {
  await db.raw(`
    update songs set plays_count = p.plays
    from (
      select song_id, count(*) as plays from play_events
      where name = 'Song' and counted
      group by song_id
    ) p
    where songs.id = p.song_id`);
}
