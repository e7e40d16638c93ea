import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';

/**
 * /just-added keeps its whole order per data version (server/db/kept-list-ids.ts): a write to the
 * songs shows in its page and its total at the next request, with FIGURES_REFRESH_SECONDS as in
 * production (the minute for which other figures are kept does not hold it back).
 */
describe('the total and pages of /just-added, kept per data version', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ demo: true, env: { FIGURES_REFRESH_SECONDS: '60' } });
  });
  afterAll(async () => ctx?.close());

  it('shows a trashed song gone from its page and its total at once', async () => {
    const first = (await request(ctx.app).get('/api/just-added').expect(200)).body;
    const newest = first.data[0].id as number;
    await ctx.knex('songs').where('id', newest).update({ deleted_at: new Date() });
    try {
      const again = (await request(ctx.app).get('/api/just-added').expect(200)).body;
      // The trashed song is gone from the page at once, and the next song takes its place...
      expect(again.data.map((song: { id: number }) => song.id)).not.toContain(newest);
      expect(again.data[0].id).toBe(first.data[1].id);
      // ...and the total no longer counts it.
      const counted = Number((await ctx.knex('songs').whereNull('deleted_at').count('* as n'))[0]!.n);
      expect(again.total).toBe(first.total - 1);
      expect(counted).toBe(again.total);
    } finally {
      await ctx.knex('songs').where('id', newest).update({ deleted_at: null });
    }
    expect((await request(ctx.app).get('/api/just-added').expect(200)).body.data[0].id).toBe(newest);
  });

  it('reads deep pages in the same order as the whole list', async () => {
    const all = await ctx.knex('songs').whereNull('deleted_at').orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).pluck('id');
    const page = (await request(ctx.app).get('/api/just-added?page=3').expect(200)).body;
    expect(page.data.map((song: { id: number }) => song.id)).toEqual(all.slice(50, 75));
    expect(page).toMatchObject({ current_page: 3, per_page: 25, total: all.length, last_page: Math.ceil(all.length / 25) });
  });
});
