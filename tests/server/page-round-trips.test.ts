import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { clientAssets, inertiaGet } from '../helpers/inertia';
import { announcedDuring } from '../helpers/round-trips';

/**
 * A public page's reads travel to the database in as few round trips as their dependencies allow
 * (server/db/generic-plan.ts: the kept-plan reads a page asks at once share one): the cost of a read
 * there is mostly its round trip.
 */
describe('round trips of a public page to the database', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // The lists' totals kept for a minute, as in production (the tests' default counts on every request).
    ctx = await createTestContext({ demo: true, clientAssets, env: { FIGURES_REFRESH_SECONDS: '60' } });
  });
  afterAll(async () => ctx?.close());

  /** How many reads each round trip of one Inertia visit carried, the kept figures read by a visit before. */
  const roundTrips = async (path: string) => {
    await inertiaGet(ctx.app, path).expect(200);
    const { announced } = await announcedDuring(ctx.knex, () => inertiaGet(ctx.app, path).expect(200));
    return announced.map((query) => query.together?.length ?? 1);
  };

  it('a genre: the genre and its page of song ids together, then the songs', async () => {
    const { genre_id: id } = (await ctx.knex('song_genre').select('genre_id').count('* as n').groupBy('genre_id').orderBy('n', 'desc').first()) as { genre_id: number };
    expect(await roundTrips(`/genre?id=${id}`)).toEqual([2, 1]);
    expect(await roundTrips(`/genre?id=${id}&page=2`)).toEqual([2, 1]);
  });

  it("an artist's songs: the artist, their count and the page of ids together, then the songs", async () => {
    const { artist_id: id } = (await ctx.knex('songs').whereNull('deleted_at').select('artist_id').count('* as n').groupBy('artist_id').orderBy('n', 'desc').first()) as { artist_id: number };
    expect(await roundTrips(`/artist/${id}/songs`)).toEqual([3, 1]);
  });

  it('/just-added: the kept order\'s version, then the cards, both kept-plan reads (so they share round trips with other requests\' reads)', async () => {
    await inertiaGet(ctx.app, '/just-added?page=2').expect(200);
    const { announced } = await announcedDuring(ctx.knex, () => inertiaGet(ctx.app, '/just-added?page=2').expect(200));
    expect(announced.map(({ sql, keptPlan }) => [/list_changes/.test(sql) ? 'version' : /"songs"\."id" = any/.test(sql) || /songs\.id = any/.test(sql) ? 'cards' : sql, keptPlan])).toEqual([
      ['version', true],
      ['cards', true],
    ]);
  });

  it("an artist's page: its five reads in one", async () => {
    const { id } = (await ctx.knex('artists').whereNull('deleted_at').orderBy('id').first('id'))!;
    expect(await roundTrips(`/artist/${id}`)).toEqual([5]);
  });
});
