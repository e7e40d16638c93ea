import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/database';
import { createLogger } from '../../server/logger';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { dropIdleConnections } from '../helpers/pool';

/**
 * Search statements are prepared once per connection, and the app keeps a list of what each
 * connection holds. That list must stay true whatever happens to the connection underneath: the pool
 * closing an idle connection after 30 s (on PGlite the next connection reaches the same session, whose
 * statements are still prepared), or statements deallocated behind the app's back.
 *
 * One connection, so the search after the event runs on the connection it touched: PGlite has only
 * one; on a server the apps share a pool of one. Each search goes through a new app (a cache of its own),
 * so the answer comes from the database, not from the cache.
 */
describe('search when the connection underneath changes', () => {
  let ctx: TestContext;
  let db: Database;
  beforeAll(async () => {
    ctx = await createTestContext({ demo: true, clientAssets: () => ({ version: 'v1', tags: '' }) });
    db = ctx.db.kind === 'pglite' ? ctx.db : await openDatabase({ url: ctx.db.url, poolMax: 1 });
  });
  afterAll(async () => {
    if (db !== ctx?.db) await db?.close();
    await ctx?.close();
  });

  const search = async (query: string) => {
    const app = createApp({ config: ctx.config, db, logger: createLogger('silent'), clientAssets: () => ({ version: 'v1', tags: '' }) });
    try {
      const res = await request(app).get('/api/searchy').query({ query });
      return { status: res.status, body: res.body as Record<string, unknown> };
    } finally {
      app.shutdown();
    }
  };

  it('answers the same after the pool closed its idle connection and opened another', async () => {
    const before = await search('Maxamed');
    expect(before.status).toBe(200);
    expect((before.body.songs as unknown[]).length).toBeGreaterThan(0);

    expect(await dropIdleConnections(db.knex)).toBe(1);
    expect(await search('Maxamed')).toEqual(before);
    // And again, now that the new connection has prepared them itself.
    expect(await search('Maxamed')).toEqual(before);
  });

  it('answers the same after its statements were deallocated behind its back', async () => {
    const before = await search('Cawaale');
    expect(before.status).toBe(200);
    await db.knex.raw('deallocate all');
    expect(await search('Cawaale')).toEqual(before);
  });
});
