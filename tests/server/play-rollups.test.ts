import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { Knex } from 'knex';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { ingestPlays } from '../../server/features/plays/plays.ingest';
import { rebuildPlayRollups } from '../../server/features/plays/play-rollups';
import { minutesByMonth, minutesStreamed, topSongs, trendingArtists, trendingSongs } from '../../server/features/plays/plays.queries';
import { daysAgo, lastWeek } from '../../server/features/home/home.queries';
import { Random } from '../../database/seeds/support/random';
import { rawMinutesByMonth, rawMinutesStreamed, rawTopSongs, rawTrendingArtists, rawTrendingSongs } from '../helpers/raw-charts';

const MINUTE = 60_000;
const DAY = 86_400_000;
const ALL = 10_000;
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

/** Every bucket, in key order, as plain numbers. */
async function buckets(knex: Knex) {
  const rows = (table: string, key: string) =>
    knex(table).orderBy(['hour', key]).select(key, 'hour', 'plays', 'trend_weight');
  const seconds = await knex('play_seconds_hourly').orderBy('hour').select('hour', 'seconds');
  return {
    songs: await rows('song_plays_hourly', 'song_id'),
    artists: await rows('artist_plays_hourly', 'artist_id'),
    seconds: seconds.map((row) => ({ hour: row.hour, seconds: Number(row.seconds) })),
  };
}

describe('charts from hourly rollups give the figures of counting every play event', () => {
  let ctx: TestContext;
  const now = new Date();

  beforeAll(async () => {
    // The demo seed writes a month of plays in bulk (the seed helpers); two more weeks go through ingestPlays.
    ctx = await createTestContext({ demo: true });
    const songs = await ctx.knex('songs').whereNotNull('duration_seconds').orderBy('id').limit(40).select('id', 'duration_seconds');
    const episode = await ctx.knex('episodes').orderBy('id').first('id');
    const random = new Random('play-rollups.test');
    // One song per batch, at minutes that are never on the hour: no two songs share a play history,
    // so no two trending scores are equal and a tie cannot be broken differently by rounding.
    for (let at = now.getTime() - 14 * DAY; at < now.getTime() - MINUTE; at += random.int(20, 300) * MINUTE + random.int(1, 59_999)) {
      const target = random.pick(songs);
      const events = [
        { name: 'Song' as const, event_category: 'play' as const, song_id: target.id },
        { name: 'Song' as const, event_category: 'pause' as const, song_id: target.id, seconds: random.int(1, target.duration_seconds) },
        ...(random.chance(0.2) ? [{ name: 'Episode' as const, event_category: 'ended' as const, episode_id: episode.id, seconds: 90 }] : []),
      ];
      await ingestPlays(ctx.knex, events, { key: `listener-${random.int(1, 30)}`, userId: null }, new Date(at));
    }
  });
  afterAll(async () => ctx?.close());

  it('keeps the buckets equal to a recount of play_events after ingesting plays over two weeks', async () => {
    const kept = await buckets(ctx.knex);
    expect(kept.songs.length).toBeGreaterThan(100);
    let recounted!: Awaited<ReturnType<typeof buckets>>;
    // Recount inside a transaction that is then undone, so the kept buckets stay for the other tests.
    await ctx.knex
      .transaction(async (trx) => {
        await rebuildPlayRollups(trx);
        recounted = await buckets(trx);
        throw new Error('undo');
      })
      .catch((error: Error) => expect(error.message).toBe('undo'));
    for (const key of ['songs', 'artists'] as const) {
      expect(kept[key].map(({ trend_weight: _, ...row }) => row)).toEqual(recounted[key].map(({ trend_weight: _, ...row }) => row));
      kept[key].forEach((row, i) => expect(row.trend_weight).toBeCloseTo(recounted[key][i]!.trend_weight, 9));
    }
    expect(kept.seconds).toEqual(recounted.seconds);
  });

  // Windows starting on the hour, and at odd minutes, so the part-hours read from raw events count too.
  const instants = [0, 17 * MINUTE + 3_001, 2 * DAY + 41 * MINUTE, 5 * DAY + 60 * MINUTE].map((back) => new Date(now.getTime() - back));

  it.each(instants.map((at) => [at.toISOString(), at]))('ranks trending songs and artists as the raw events do, at %s', async (_, at) => {
    const since = daysAgo(7, (at as Date).getTime());
    const songs = await trendingSongs(ctx.knex, since, ALL, at as Date);
    expect(songs.length).toBeGreaterThan(30);
    expect(ids(songs)).toEqual(ids(await rawTrendingSongs(ctx.knex, since, ALL, at as Date)));
    const artists = await trendingArtists(ctx.knex, since, ALL, at as Date);
    expect(artists.length).toBeGreaterThan(5);
    expect(ids(artists)).toEqual(ids(await rawTrendingArtists(ctx.knex, since, ALL, at as Date)));
  });

  it('ranks the top songs of a span as the raw events do: the last complete week, odd spans, a span inside one hour', async () => {
    const week = lastWeek(now);
    const spans: { since: Date; until?: Date }[] = [
      week,
      { since: new Date(now.getTime() - 9 * DAY - 13 * MINUTE), until: new Date(now.getTime() - 2 * DAY + 29 * MINUTE) },
      { since: new Date(now.getTime() - 3 * DAY - 50 * MINUTE), until: new Date(now.getTime() - 3 * DAY - 45 * MINUTE) },
      { since: new Date(now.getTime() - 4 * DAY - 10 * MINUTE) },
    ];
    for (const { since, until } of spans) {
      expect(ids(await topSongs(ctx.knex, since, ALL, until))).toEqual(ids(await rawTopSongs(ctx.knex, since, ALL, until)));
    }
    expect((await topSongs(ctx.knex, week.since, ALL, week.until)).length).toBeGreaterThan(30);
  });

  it('gives the same minutes streamed, over the last 30 days and per calendar month', async () => {
    // 10 days back starts inside the ingested fortnight, where every hour has reports.
    for (const since of instants.flatMap((at) => [daysAgo(30, at.getTime()), daysAgo(10, at.getTime())])) {
      expect(await minutesStreamed(ctx.knex, since)).toBe(await rawMinutesStreamed(ctx.knex, since));
    }
    const yearAgo = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth() + 1, 1));
    const months = await minutesByMonth(ctx.knex, yearAgo);
    expect(months.length).toBeGreaterThanOrEqual(2);
    expect(months).toEqual(await rawMinutesByMonth(ctx.knex, yearAgo));
  });

  it('counts a play reported to the API in its hour at once, for the song, its artist and the minutes heard', async () => {
    const target = await ctx.knex('songs').whereNotNull('mp3').orderBy('id', 'desc').first('id', 'artist_id', 'duration_seconds');
    const events = [
      { name: 'Song', event_category: 'play', song_id: target.id },
      { name: 'Song', event_category: 'ended', song_id: target.id, seconds: target.duration_seconds },
    ];
    const res = await request(ctx.app).post('/api/analytics/plays').set('User-Agent', 'rollups-listener').send({ events }).expect(202);
    expect(res.body.data.counted).toBe(1);

    const stored = await ctx.knex('play_events').where({ song_id: target.id, counted: true }).orderBy('id', 'desc').first('created_at');
    const hour = new Date(Math.floor(new Date(stored.created_at).getTime() / 3_600_000) * 3_600_000);
    const inHour = (q: Knex.QueryBuilder) => q.where('play_events.created_at', '>=', hour).andWhere('play_events.created_at', '<', new Date(hour.getTime() + 3_600_000));
    const count = async (q: Knex.QueryBuilder) => Number((await q.modify(inHour).count<{ n: string }[]>('* as n'))[0]!.n);
    const expected = {
      song: await count(ctx.knex('play_events').where({ song_id: target.id, counted: true })),
      artist: await count(ctx.knex('play_events').join('songs', 'songs.id', 'play_events.song_id').where({ 'songs.artist_id': target.artist_id, counted: true })),
      seconds: Number((await ctx.knex('play_events').modify(inHour).sum<{ s: string }[]>('seconds_listened as s'))[0]!.s),
    };
    const song = await ctx.knex('song_plays_hourly').where({ song_id: target.id, hour }).first('plays');
    const artist = await ctx.knex('artist_plays_hourly').where({ artist_id: target.artist_id, hour }).first('plays');
    const heard = await ctx.knex('play_seconds_hourly').where({ hour }).first('seconds');
    expect({ song: song.plays, artist: artist.plays, seconds: Number(heard.seconds) }).toEqual(expected);
    expect(expected.song).toBeGreaterThanOrEqual(1);
    expect(expected.seconds).toBeGreaterThanOrEqual(target.duration_seconds);
  });
});
