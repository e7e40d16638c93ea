import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';

/**
 * Public lists' totals are counted once a minute per instance (FIGURES_REFRESH_SECONDS), not on
 * every page: the rows of a page are always read fresh. The rest of the suite counts on every request.
 */
describe('the totals of public song lists, kept by the instance', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ demo: true, env: { FIGURES_REFRESH_SECONDS: '60' } });
  });
  afterAll(async () => ctx?.close());

  it('pages /just-added from fresh rows while its total is the one counted within the minute', async () => {
    const first = (await request(ctx.app).get('/api/just-added').expect(200)).body;
    const newest = first.data[0].id as number;
    await ctx.knex('songs').where('id', newest).update({ deleted_at: new Date() });
    try {
      const again = (await request(ctx.app).get('/api/just-added').expect(200)).body;
      // The trashed song is gone from the page at once, and the next song takes its place...
      expect(again.data.map((song: { id: number }) => song.id)).not.toContain(newest);
      expect(again.data[0].id).toBe(first.data[1].id);
      // ...while the total is the kept count (proof that it was not counted again).
      expect(again.total).toBe(first.total);
      const counted = Number((await ctx.knex('songs').whereNull('deleted_at').count('* as n'))[0]!.n);
      expect(counted).toBe(first.total - 1);
    } finally {
      await ctx.knex('songs').where('id', newest).update({ deleted_at: null });
    }
  });

  it('reads deep pages in the same order as the whole list', async () => {
    const all = await ctx.knex('songs').whereNull('deleted_at').orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).pluck('id');
    const page = (await request(ctx.app).get('/api/just-added?page=3').expect(200)).body;
    expect(page.data.map((song: { id: number }) => song.id)).toEqual(all.slice(50, 75));
    expect(page).toMatchObject({ current_page: 3, per_page: 25, total: all.length, last_page: Math.ceil(all.length / 25) });
  });
});
