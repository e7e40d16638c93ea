import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { homeCharts, CHART_LENGTH } from '../../server/features/home/home-charts';
import { topSongs, trendingArtists, trendingSongs } from '../../server/features/plays/plays.queries';
import { daysAgo, lastWeek } from '../../server/features/home/home.queries';
import { floorHour } from '../../server/features/plays/hours';

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
const HOUR = 3_600_000;

describe('the home charts, ranked once a minute per instance', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext({ demo: true });
  });
  afterAll(async () => ctx?.close());

  /** Gives `songId` (and its artist) more plays in the last hour than any song has in a week. */
  async function boost(songId: number) {
    const hour = floorHour(new Date(Date.now() - HOUR));
    const song = await ctx.knex('songs').where({ id: songId }).first('artist_id');
    await ctx.knex('song_plays_hourly').insert({ song_id: songId, hour, plays: 100_000, trend_weight: 100_000 }).onConflict(['hour', 'song_id']).merge();
    await ctx.knex('artist_plays_hourly').insert({ artist_id: song.artist_id, hour, plays: 100_000, trend_weight: 100_000 }).onConflict(['hour', 'artist_id']).merge();
  }

  it('shows what the chart queries rank, on the page and in the apps’ JSON alike', async () => {
    const charts = homeCharts(ctx.knex, { maxAgeMs: 60_000 });
    const lists = await charts.lists();
    const week = lastWeek();
    expect(ids(lists.trending)).toEqual(ids(await trendingSongs(ctx.knex, daysAgo(7), CHART_LENGTH.trending)));
    expect(ids(lists.artists)).toEqual(ids(await trendingArtists(ctx.knex, daysAgo(7), CHART_LENGTH.artists)));
    expect(ids(lists.topWeek)).toEqual(ids(await topSongs(ctx.knex, week.since, CHART_LENGTH.topWeek, week.until)));
    expect(lists.trending).toHaveLength(12);
    expect(lists.artists.length).toBeGreaterThan(3);
    expect(lists.trending[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), artist_name: expect.any(String) });

    const api = await request(ctx.app).get('/api/homepage').expect(200);
    expect(api.body.data.trending.map((song: { id: number }) => song.id)).toEqual(ids(lists.trending));
    expect(api.body.data.topSongs.map((song: { id: number }) => song.id)).toEqual(ids(lists.topWeek));
  });

  it('keeps its order until it is older than its age, reading names and the trash fresh on every request', async () => {
    let now = Date.now();
    const charts = homeCharts(ctx.knex, { maxAgeMs: 60_000, now: () => now });
    const before = await charts.lists();
    const [first, second] = before.trending;
    const outsider = await ctx.knex('songs').whereNull('deleted_at').whereNotIn('id', ids(before.trending)).orderBy('id').first('id', 'artist_id');
    await boost(outsider.id);
    await ctx.knex('songs').where({ id: second!.id }).update({ name: 'Magac Cusub' });
    await ctx.knex('songs').where({ id: first!.id }).update({ deleted_at: new Date() });
    try {
      const held = await charts.lists();
      // The order is the one ranked before the boost; the trashed song is gone and a spare fills its place.
      expect(ids(held.trending)).toEqual(ids(before.trending).slice(1).concat(ids(held.trending).slice(-1)));
      expect(held.trending).toHaveLength(12);
      expect(ids(held.trending)).not.toContain(outsider.id);
      expect(held.trending.find((song) => song.id === second!.id)!.name).toBe('Magac Cusub');

      // Past its age: the old order is answered once more, the new one follows from the background.
      now += 61_000;
      expect(ids((await charts.lists()).trending)).not.toContain(outsider.id);
      await vi.waitFor(async () => expect((await charts.lists()).trending[0]!.id).toBe(outsider.id));
      expect((await charts.lists()).artists[0]!.id).toBe(outsider.artist_id);
    } finally {
      await ctx.knex('songs').where({ id: first!.id }).update({ deleted_at: null });
    }
  });

  it('ranks a new week before showing it, rather than answering the last week’s chart', async () => {
    let now = Date.now();
    const charts = homeCharts(ctx.knex, { maxAgeMs: 60_000, now: () => now });
    expect((await charts.lists()).trending.length).toBeGreaterThan(0);
    // A fortnight on, with no plays since: nothing trends and last week had no plays.
    now += 14 * 24 * HOUR;
    const later = await charts.lists();
    expect(later.trending).toEqual([]);
    expect(later.topWeek).toEqual([]);
  });
});
