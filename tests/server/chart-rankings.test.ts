import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { homeCharts, CHART_LENGTH, UNCHANGED_RERANK_MS } from '../../server/features/home/home-charts';
import { keepChartRankings, readKeptRanking } from '../../server/features/home/chart-rankings';
import { CHARTS_JOB, CHARTS_EVERY_MS } from '../../server/features/home/charts.job';
import { topSongs, trendingArtists, trendingSongs } from '../../server/features/plays/plays.queries';
import { daysAgo, lastWeek } from '../../server/features/home/home.queries';
import { JOB_SCHEDULES, jobHandlers } from '../../server/app-jobs';
import { startWorker } from '../../server/jobs/worker';
import { createLogger } from '../../server/logger';
import { floorHour } from '../../server/features/plays/hours';
import { monthOfPlays } from '../bench/month-of-plays';
import { rawTopSongs, rawTrendingArtists, rawTrendingSongs } from '../helpers/raw-charts';

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
const HOUR = 3_600_000;

/** The statements `work` runs, as knex sends them. */
async function statementsOf(ctx: TestContext, work: () => Promise<unknown>): Promise<string[]> {
  const sql: string[] = [];
  const listen = (query: { sql: string }) => sql.push(query.sql);
  ctx.knex.on('query', listen);
  try {
    await work();
  } finally {
    ctx.knex.off('query', listen);
  }
  return sql;
}

describe('the kept chart ranking (issue 34)', () => {
  let ctx: TestContext;
  const now = Date.now();
  const week = lastWeek(new Date(now));

  beforeAll(async () => {
    ctx = await createTestContext({ demo: true });
    // A month of listening over the demo catalogue on top of the seed's plays, as the benchmarks write it.
    await monthOfPlays(ctx.knex, 30_000, new Date(now));
  });
  afterAll(async () => ctx?.close());

  it('ranks a seeded month as the per-request queries did, and as counting every play event does', async () => {
    const ranked = await keepChartRankings(ctx.knex, { now, weekStart: week.since.getTime() });
    expect(ranked).not.toBeNull();
    const kept = await readKeptRanking(ctx.knex);
    expect(kept.ranks).toEqual(ranked);
    expect(kept.rollupVersion).toBe(kept.currentVersion);
    const since = daysAgo(7, now);
    const deep = { trending: CHART_LENGTH.trending + 4, artists: CHART_LENGTH.artists + 4, topWeek: CHART_LENGTH.topWeek + 4 };
    // The old request path: the same queries over the rollups, run for the request.
    expect(kept.ranks.trending).toEqual(ids(await trendingSongs(ctx.knex, since, deep.trending, new Date(now))));
    expect(kept.ranks.artists).toEqual(ids(await trendingArtists(ctx.knex, since, deep.artists, new Date(now))));
    expect(kept.ranks.topWeek).toEqual(ids(await topSongs(ctx.knex, week.since, deep.topWeek, week.until)));
    // And before the rollups: every counted play event of the window.
    expect(kept.ranks.trending).toEqual(ids(await rawTrendingSongs(ctx.knex, since, deep.trending, new Date(now))));
    expect(kept.ranks.artists).toEqual(ids(await rawTrendingArtists(ctx.knex, since, deep.artists, new Date(now))));
    expect(kept.ranks.topWeek).toEqual(ids(await rawTopSongs(ctx.knex, week.since, deep.topWeek, week.until)));
    expect(kept.ranks.trending).toHaveLength(deep.trending);
    expect(kept.ranks.topWeek).toHaveLength(deep.topWeek);

    // What visitors get is that ranking, the page and the apps' JSON alike.
    const api = await request(ctx.app).get('/api/homepage').expect(200);
    expect(api.body.data.trending.map((song: { id: number }) => song.id)).toEqual(kept.ranks.trending.slice(0, CHART_LENGTH.trending));
    expect(api.body.data.artists.map((artist: { id: number }) => artist.id)).toEqual(kept.ranks.artists.slice(0, CHART_LENGTH.artists));
    expect(api.body.data.topSongs.map((song: { id: number }) => song.id)).toEqual(kept.ranks.topWeek.slice(0, CHART_LENGTH.topWeek));
  });

  it('answers a visitor from the kept ranking without reading a play or a bucket', async () => {
    const charts = homeCharts(ctx.knex, { maxAgeMs: 60_000, now: () => now });
    await charts.lists();
    const sql = await statementsOf(ctx, () => charts.lists());
    expect(sql.length).toBeLessThanOrEqual(3);
    expect(sql.join('\n')).not.toMatch(/play_events|_hourly/);
    // FIGURES_REFRESH_SECONDS=0 reads the kept ranking too while no play came since (the rollups' version).
    const uncached = homeCharts(ctx.knex, { maxAgeMs: 0, now: () => now });
    expect((await statementsOf(ctx, () => uncached.lists())).join('\n')).not.toMatch(/play_events|_hourly/);
  });

  it('with FIGURES_REFRESH_SECONDS=0, ranks again before answering once plays were added', async () => {
    const charts = homeCharts(ctx.knex, { maxAgeMs: 0 });
    const before = await charts.lists();
    const outsider = await ctx.knex('songs').whereNull('deleted_at').whereNotIn('id', ids(before.trending)).orderBy('id').first('id');
    await ctx.knex('song_plays_hourly').insert({ song_id: outsider.id, hour: floorHour(new Date(Date.now() - HOUR)), plays: 100_000, trend_weight: 100_000 }).onConflict(['hour', 'song_id']).merge();
    expect((await charts.lists()).trending[0]!.id).toBe(outsider.id);
    await ctx.knex('song_plays_hourly').where({ song_id: outsider.id }).delete();
    expect(ids((await charts.lists()).trending)).not.toContain(outsider.id);
  });

  it('with FIGURES_REFRESH_SECONDS=0 and no plays since, answers the kept ranking and ranks again beside the answer once it is a minute old', async () => {
    await keepChartRankings(ctx.knex, { now: Date.now(), weekStart: lastWeek().since.getTime() });
    const kept = await readKeptRanking(ctx.knex);
    const later = kept.computedAt! + UNCHANGED_RERANK_MS + 1_000;
    const charts = homeCharts(ctx.knex, { maxAgeMs: 0, now: () => later });
    expect(ids((await charts.lists()).trending)).toEqual(kept.ranks.trending.slice(0, CHART_LENGTH.trending));
    // The new ranking is made in the background, stamped with the answer's time.
    await expect.poll(async () => (await readKeptRanking(ctx.knex)).computedAt, { timeout: 10_000 }).toBe(later);
  });

  it('ranks one at a time: while another ranker holds the lease, visitors get the kept ranking at once', async () => {
    const charts = homeCharts(ctx.knex, { maxAgeMs: 0 });
    const before = ids((await charts.lists()).trending);
    await ctx.knex('chart_state').update({ lease_until: new Date(Date.now() + 60_000) });
    try {
      const outsider = await ctx.knex('songs').whereNull('deleted_at').whereNotIn('id', before).orderBy('id').first('id');
      await ctx.knex('song_plays_hourly').insert({ song_id: outsider.id, hour: floorHour(new Date(Date.now() - HOUR)), plays: 100_000, trend_weight: 100_000 });
      expect(await keepChartRankings(ctx.knex, { now: Date.now(), weekStart: lastWeek().since.getTime() })).toBeNull();
      const sql = await statementsOf(ctx, () => charts.lists());
      expect(sql.join('\n')).not.toMatch(/play_events|_hourly/);
      expect(ids((await charts.lists()).trending)).toEqual(before);
      // A lapsed lease (a ranker that died) is taken by the next ranker.
      await ctx.knex('chart_state').update({ lease_until: new Date(Date.now() - 1000) });
      expect((await charts.lists()).trending[0]!.id).toBe(outsider.id);
      await ctx.knex('song_plays_hourly').where({ song_id: outsider.id }).delete();
    } finally {
      await ctx.knex('chart_state').update({ lease_until: null });
    }
  });

  it('is ranked by a scheduled job, whether or not anyone visits', async () => {
    expect(JOB_SCHEDULES).toContainEqual({ kind: CHARTS_JOB, everyMs: CHARTS_EVERY_MS });
    await ctx.knex('chart_state').update({ computed_at: null, week_start: null });
    await ctx.knex('chart_rankings').delete();
    await startWorker({ knex: ctx.knex, logger: createLogger('silent'), handlers: jobHandlers(ctx.app.context), untilIdle: true, schedules: [{ kind: CHARTS_JOB, everyMs: CHARTS_EVERY_MS }] })
      .done;
    const kept = await readKeptRanking(ctx.knex);
    expect(kept.weekStart).toBe(lastWeek().since.getTime());
    expect(kept.computedAt).toBeGreaterThan(now - 1000);
    expect(kept.ranks.trending).toEqual(ids(await trendingSongs(ctx.knex, daysAgo(7, kept.computedAt!), CHART_LENGTH.trending + 4, new Date(kept.computedAt!))));
    const done = await ctx.knex('jobs').where({ kind: CHARTS_JOB, state: 'done' }).count('* as n').first();
    expect(Number(done?.n)).toBe(1);
  });

  it("moves the rollups' version for a write made with another search path (psql on a DATABASE_SCHEMA catalogue)", async () => {
    const version = async () => Number((await ctx.knex.raw<{ rows: { last_value: string }[] }>('select last_value from play_rollups_version')).rows[0]!.last_value);
    const before = await version();
    const schema = (await ctx.knex.raw<{ rows: { schema: string }[] }>('select current_schema() as schema')).rows[0]!.schema;
    await ctx.knex.transaction(async (trx) => {
      await trx.raw('set local search_path = pg_catalog');
      await trx.raw('update ??.song_plays_hourly set plays = plays where false', [schema]);
    });
    expect(await version()).toBeGreaterThan(before);
  });
});
