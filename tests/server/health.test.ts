import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';

describe('GET /healthz', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  it('reports the database as reachable', async () => {
    const res = await request(ctx.app).get('/healthz').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', database: { status: 'ok', kind: ctx.db.kind } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('carries a request id, keeping a well-formed one the caller sent', async () => {
    const res = await request(ctx.app).get('/healthz').set('X-Request-Id', 'probe-12345678');
    expect(res.headers['x-request-id']).toBe('probe-12345678');
    const fresh = await request(ctx.app).get('/healthz').set('X-Request-Id', 'bad id with spaces');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 503 when the database is gone', async () => {
    const other = await createTestContext();
    await other.db.close();
    const res = await request(other.app).get('/healthz').expect(503);
    expect(res.body).toMatchObject({ status: 'error', database: { status: 'unreachable' } });
    other.app.shutdown();
  });
});
