import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import request from 'supertest';
import { createApp, type App } from '../../server/app';
import { ACQUIRE_TIMEOUT_MS, openDatabase } from '../../server/db/database';
import { HEALTH_CHECK_TIMEOUT_MS } from '../../server/features/health/health.routes';
import { createLogger } from '../../server/logger';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { openDatabaseWithOutages, type Outage } from '../helpers/outage';
import { pageOf, setCookie } from '../helpers/http';

const MAINTENANCE = { title: 'Service Unavailable', description: 'Sorry, we are doing some maintenance. Please check back soon.' };
const clientAssets = () => ({ version: 'v1', tags: '' });

/** A browser's cookies after signing in as the demo listener, as one Cookie header any app over the same database accepts. */
async function signInCookies(app: App): Promise<string> {
  const form = await request(app).get('/csrf-token').expect(204);
  const xsrf = setCookie(form, 'XSRF-TOKEN')!;
  const posted = await request(app)
    .post('/auth/dev')
    .set('Cookie', `XSRF-TOKEN=${encodeURIComponent(xsrf)}`)
    .set('X-XSRF-TOKEN', xsrf)
    .send({ account: 'listener' })
    .expect(302);
  return `XSRF-TOKEN=${encodeURIComponent(xsrf)}; hees_session=${encodeURIComponent(setCookie(posted, 'hees_session')!)}`;
}

/** The maintenance page, as a browser gets it (HTML) and as an Inertia visit gets it (JSON). */
function expectMaintenancePage(res: request.Response) {
  expect(res.status).toBe(503);
  const page = pageOf(res);
  expect(page.component).toBe('error');
  // The page speaks the default language, Somali; JSON answers keep the English message.
  expect(page.props).toMatchObject({ status: 503, title: 'Adeeggu ma shaqaynayo', description: 'Waan ka xunnahay, dayactir ayaan samaynaynaa. Fadlan dib u soo noqo wax yar kadib.' });
  expect(res.headers['cache-control']).toBe('no-store');
}

/**
 * The database going away (stopped, restarting, unreachable) is answered with the spec's
 * maintenance page (503) and `{message}` 503 on /api, never a 500 or a hang, whichever part of the
 * request meets it first: the session store, the authentication, or the page itself. Once the database
 * is back the same app serves again, without a restart. On PGlite the embedded database is stopped
 * and started again on its data; on PostgreSQL a proxy in front of the server cuts every connection.
 */
describe('when the database goes away', () => {
  let ctx: TestContext;
  let outage: Outage;
  let cookie: string;
  let bearer: string;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    const opened = await openDatabaseWithOutages();
    outage = opened.outage;
    ctx = await createTestContext({ demo: true, db: opened.db, clientAssets });
    cookie = await signInCookies(ctx.app);
    const afterSignIn = pageOf(await request(ctx.app).get('/favorites').set('Cookie', cookie).expect(200));
    bearer = `Bearer ${afterSignIn.props.tokens!.token}`;
  });
  afterEach(async () => {
    await outage?.end();
    expect(unhandled).toEqual([]);
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await ctx?.close();
  });

  const signedIn = async (app: App) => {
    const page = pageOf(await request(app).get('/favorites').set('Cookie', cookie).expect(200));
    expect(page.props.auth.user).toMatchObject({ name: expect.any(String) });
  };

  it('answers the maintenance page and 503 JSON while it is down, and serves again once it is back', { timeout: 120_000 }, async () => {
    const { app } = ctx;
    await request(app).get('/').expect(200);
    await request(app).get('/api/homepage').expect(200);

    await outage.begin();
    // Pages, as a first visit and as an Inertia visit.
    expectMaintenancePage(await request(app).get('/'));
    expectMaintenancePage(await request(app).get('/song/1').set('X-Inertia', 'true').set('X-Inertia-Version', 'v1'));
    // The API, the search included.
    for (const url of ['/api/homepage', '/api/searchy?query=maxamed']) {
      const res = await request(app).get(url).expect(503);
      expect(res.body).toEqual({ message: MAINTENANCE.description });
    }
    // A signed-in browser: its session cannot be read.
    expectMaintenancePage(await request(app).get('/favorites').set('Cookie', cookie));
    // The apps: their token cannot be checked.
    expect((await request(app).get('/api/user').set('Authorization', bearer).expect(503)).body).toEqual({ message: MAINTENANCE.description });
    expectMaintenancePage(await request(app).get('/').set('Authorization', bearer));
    // A write: its rate-limit counter cannot be counted.
    expect((await request(app).post('/api/analytics/plays').send({ events: [] }).expect(503)).body).toEqual({ message: MAINTENANCE.description });
    await request(app).get('/healthz').expect(503);

    await outage.end();
    await request(app).get('/').expect(200);
    await request(app).get('/api/homepage').expect(200);
    await request(app).get('/healthz').expect(200);
    await signedIn(app);
    expect((await request(app).get('/api/user').set('Authorization', bearer).expect(200)).body).toMatchObject({ name: 'Demo Listener' });
  });

  it('serves sessions from an app that was started while the database was down, once it is back', { timeout: 120_000 }, async () => {
    await outage.begin();
    const app = createApp({ config: ctx.config, db: ctx.db, logger: createLogger('silent'), clientAssets });
    try {
      expectMaintenancePage(await request(app).get('/favorites').set('Cookie', cookie));
      await outage.end();
      await signedIn(app);
    } finally {
      app.shutdown();
    }
  });

  it('answers within seconds when the database does not answer at all', async () => {
    // A server that accepts connections and never says a word: a host that went silent.
    const silent = new Set<net.Socket>();
    const hole = net.createServer((socket) => silent.add(socket));
    await new Promise<void>((resolve) => hole.listen(0, '127.0.0.1', resolve));
    const port = (hole.address() as net.AddressInfo).port;
    const db = await openDatabase({ url: `postgres://postgres@127.0.0.1:${port}/hees`, poolMax: 2, logger: createLogger('silent') });
    const app = createApp({ config: ctx.config, db, logger: createLogger('silent'), clientAssets });
    try {
      let started = performance.now();
      await request(app).get('/healthz').expect(503);
      expect(performance.now() - started).toBeLessThan(HEALTH_CHECK_TIMEOUT_MS + 2_000);

      // Each connection attempt gives up after CONNECT_TIMEOUT_MS, and no query waits for one longer
      // than ACQUIRE_TIMEOUT_MS (the health check's attempt may still hold the pool's place).
      started = performance.now();
      expectMaintenancePage(await request(app).get('/'));
      expect(performance.now() - started).toBeLessThan(ACQUIRE_TIMEOUT_MS + 3_000);
    } finally {
      app.shutdown();
      await db.close();
      const closed = new Promise((resolve) => hole.close(resolve));
      for (const socket of silent) socket.destroy();
      await closed;
    }
  });
});
