import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import session, { MemoryStore, type SessionData } from 'express-session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { SESSION_COOKIE } from '../../server/app';
import { saveSessionBeforeRedirect } from '../../server/http/save-session-before-redirect';

/** express-session's own memory store, answering writes late like a busy database would. */
class SlowStore extends MemoryStore {
  writes: string[] = [];
  override set(sid: string, data: SessionData, callback?: (err?: unknown) => void): void {
    setTimeout(() => {
      super.set(sid, data, (error) => {
        this.writes.push(sid);
        callback?.(error);
      });
    }, 150);
  }
}

const listen = async (handler: http.RequestListener) => {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
};

/** GETs `url` and reports what the store had written when the response headers arrived: the moment a browser follows a redirect. */
function writesWhenHeadersArrive(url: string, store: SlowStore): Promise<{ status: number; writes: string[] }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        const seen = { status: res.statusCode ?? 0, writes: [...store.writes] };
        res.resume();
        res.on('end', () => resolve(seen));
      })
      .on('error', reject);
  });
}

describe('saveSessionBeforeRedirect', () => {
  const store = new SlowStore();
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    const app = express();
    app.use(session({ secret: 'test', store, resave: false, saveUninitialized: false }));
    app.use(saveSessionBeforeRedirect());
    app.get('/sign-in', (req, res) => {
      (req.session as { userId?: number }).userId = 7;
      res.redirect('/');
    });
    app.get('/elsewhere', (_req, res) => res.redirect('/'));
    ({ server, base } = await listen(app));
  });
  afterAll(() => new Promise((resolve) => server?.close(resolve)));

  it('when a route changes the session and redirects, then the headers go out only once the store has it', async () => {
    const seen = await writesWhenHeadersArrive(`${base}/sign-in`, store);
    expect(seen.status).toBe(302);
    expect(seen.writes).toHaveLength(1);
  });

  it('when a route redirects without changing the session, then nothing is written', async () => {
    store.writes = [];
    const seen = await writesWhenHeadersArrive(`${base}/elsewhere`, store);
    expect(seen.status).toBe(302);
    expect(store.writes).toEqual([]);
  });
});

describe('the app', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ demo: true });
  });
  afterAll(async () => ctx?.close());

  it('when a visitor is redirected, then no session cookie is set and no session row is written', async () => {
    const { server, base } = await listen(ctx.app);
    try {
      const before = Number((await ctx.knex('sessions').count('* as n').first())?.n);
      const res = await fetch(`${base}/auth/google?redirect=%2Ffavorites`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.getSetCookie().some((line) => line.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
      expect(Number((await ctx.knex('sessions').count('* as n').first())?.n)).toBe(before);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
