import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { Router, type RequestHandler } from 'express';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { SESSION_COOKIE } from '../../server/app';

/** Routes that say whether the request reached them with a session, and one that stores something in it. */
function testRoutes() {
  const router = Router();
  const answer: RequestHandler = (req, res) => void res.json({ session: Boolean(req.session) });
  router.get('/session-test', answer);
  router.get('/auth/session-test', answer);
  router.post('/session-test', (req, res) => {
    req.session.errors = {};
    res.json({ session: true });
  });
  return [router];
}

const sessionCookieOf = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))?.split(';')[0];

describe('which requests get a session (server/http/session-where-needed.ts)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ extraRoutes: testRoutes });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('a visitor reading a page or /api gets none: nothing is made for it, and no cookie is set', async () => {
    for (const method of ['get', 'head'] as const) {
      const res = await request(ctx.app)[method]('/session-test').expect(200);
      if (method === 'get') expect(res.body).toEqual({ session: false });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(Number((await ctx.knex('sessions').count({ n: '*' }).first())?.n)).toBe(0);
  });

  it('a write may start one, and the browser that holds it then has it on every read', async () => {
    const agent = request.agent(ctx.app);
    const write = await agent.post('/session-test').expect(200);
    expect(sessionCookieOf(write)).toBeDefined();
    expect(Number((await ctx.knex('sessions').count({ n: '*' }).first())?.n)).toBe(1);
    expect((await agent.get('/session-test').expect(200)).body).toEqual({ session: true });
  });

  it('the sign-in paths have one on a GET (they keep Google\'s state and the return address in it)', async () => {
    expect((await request(ctx.app).get('/auth/session-test').expect(200)).body).toEqual({ session: true });
  });

  it('a made-up session cookie still reaches express-session, which gives the request a fresh session', async () => {
    const res = await request(ctx.app).get('/session-test').set('Cookie', `${SESSION_COOKIE}=s:made-up.signature`).expect(200);
    expect(res.body).toEqual({ session: true });
    expect(sessionCookieOf(res)).toBeUndefined(); // empty, so not saved
    expect(Number((await ctx.knex('sessions').count({ n: '*' }).first())?.n)).toBe(1); // the write's, above
  });
});
