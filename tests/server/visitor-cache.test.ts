import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import express from 'express';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { openFreshDatabase } from '../helpers/database';
import { signInAs, type SignedIn } from '../helpers/sign-in';
import { pageOf } from '../helpers/http';
import { VERSION, clientAssets } from '../helpers/inertia';
import { CACHE_HEADER, visitorCache } from '../../server/http/visitor-cache';
import { PublicContentGeneration, announcePublicChange } from '../../server/lib/public-content-generation';
import { createLogger } from '../../server/logger';
import type { Database } from '../../server/db/database';

// Issue 16: visitors' answers are served from memory, keyed by all that changes them, never a
// signed-in person's, and a backstage write (through any instance) or a job's result ends them.

const CACHED = { VISITOR_CACHE_SECONDS: '30', PUBLIC_CONTENT_CHECK_MS: '100' };

let ctx: TestContext;
let admin: SignedIn;
let artistId: number;
beforeAll(async () => {
  ctx = await createTestContext({ demo: true, clientAssets, env: CACHED });
  admin = await signInAs(ctx.app, 'admin');
  artistId = (await ctx.knex('artists').whereNull('deleted_at').orderBy('id').first('id')).id;
});
afterAll(async () => ctx?.close());

const visitor = (url: string) => request(ctx.app).get(url);
const artistName = (res: request.Response) => (pageOf(res).props.artist as { name: string }).name;

async function renameThroughBackstage(app: TestContext['app'], token: string, id: number, name: string) {
  const row = await ctx.knex('artists').where('id', id).first();
  await request(app)
    .put(`/backstage/artists/${id}`)
    .set('Authorization', `Bearer ${token}`)
    .set('Accept', 'application/json')
    .send({ name, content_type: row.content_type, version: row.version })
    .expect(200);
}

describe('a visitor’s page', () => {
  it('is made once, then served from memory byte for byte; a backstage save shows at once', async () => {
    const url = `/artist/${artistId}`;
    const first = await visitor(url).expect(200);
    expect(first.headers[CACHE_HEADER.toLowerCase()]).toBe('miss');
    const second = await visitor(url).expect(200);
    expect(second.headers[CACHE_HEADER.toLowerCase()]).toBe('hit');
    expect(second.text).toBe(first.text);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    // Each answer keeps its own request id and sets no cookie.
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await visitor(url).set('X-Request-Id', 'proxy-given-1').expect(200)).headers['x-request-id']).toBe('proxy-given-1');
    // A hit is answered before the security headers' middleware runs: it carries the ones kept with it.
    for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'vary']) {
      expect(second.headers[name], name).toBe(first.headers[name]);
      expect(second.headers[name], name).toBeTruthy();
    }
    expect(second.headers['set-cookie']).toBeUndefined();

    // A change made behind the app's back is not seen: the page really came from memory.
    const original = artistName(first);
    await ctx.knex('artists').where('id', artistId).update({ name: 'Changed Behind The Back' });
    expect(artistName(await visitor(url).expect(200))).toBe(original);

    await renameThroughBackstage(ctx.app, admin.token, artistId, 'Magac Cusub');
    const after = await visitor(url).expect(200);
    expect(after.headers[CACHE_HEADER.toLowerCase()]).toBe('miss');
    expect(artistName(after)).toBe('Magac Cusub');
  });

  it('answers a browser that holds the same copy with 304', async () => {
    const url = `/artist/${artistId}`;
    const { headers } = await visitor(url).expect(200);
    const again = await visitor(url).set('If-None-Match', headers.etag!).expect(304);
    expect(again.headers[CACHE_HEADER.toLowerCase()]).toBe('hit');
    expect(again.text).toBe('');
  });

  it('is kept apart per Inertia request, partial reload, encoding and data saver', async () => {
    const url = '/';
    await visitor(url).expect(200);
    const html = await visitor(url).expect(200);
    expect(html.headers[CACHE_HEADER.toLowerCase()]).toBe('hit');
    expect(html.type).toBe('text/html');

    const inertia = () => visitor(url).set('X-Inertia', 'true').set('X-Inertia-Version', VERSION);
    expect((await inertia().expect(200)).headers[CACHE_HEADER.toLowerCase()]).toBe('miss');
    const json = await inertia().expect(200);
    expect(json.headers[CACHE_HEADER.toLowerCase()]).toBe('hit');
    expect(json.body.component).toBe('home');

    const partial = await inertia().set('X-Inertia-Partial-Component', 'home').set('X-Inertia-Partial-Data', 'trending').expect(200);
    expect(partial.headers[CACHE_HEADER.toLowerCase()]).toBe('miss');
    expect(Object.keys(partial.body.props)).not.toEqual(Object.keys(json.body.props));

    // Kept compressed, as it went out (supertest decompresses both): each client gets its own encoding.
    // (A page without the home page's random promo picks, so two renders are the same text.)
    const encoded = (encoding: string) => visitor('/just-added').set('Accept-Encoding', encoding).expect(200);
    await encoded('br');
    const br = await encoded('br');
    const gzip = await encoded('gzip');
    expect(br.headers[CACHE_HEADER.toLowerCase()]).toBe('hit');
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBeLessThan(br.text.length / 4);
    expect(gzip.headers[CACHE_HEADER.toLowerCase()]).toBe('miss');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.text).toBe(gzip.text);

    const saver = await visitor(url).set('Cookie', 'data_saver=on').expect(200);
    expect(saver.headers[CACHE_HEADER.toLowerCase()]).toBe('miss');
    expect((pageOf(saver).props.app as { saveData: boolean }).saveData).toBe(true);
  });

  it('shares one copy between browsers whose different headers get the same bytes, and never mixes those that do not', async () => {
    const url = '/smart';
    const state = (res: request.Response) => res.headers[CACHE_HEADER.toLowerCase()];
    const english = await visitor(url).set('Accept-Language', 'en-GB,en;q=0.9').set('Accept-Encoding', 'gzip, deflate, br, zstd').expect(200);
    expect(state(english)).toBe('miss');
    expect(english.headers['content-encoding']).toBe('br');
    // Another English-speaking browser that also ends up with brotli: the same copy.
    const other = await visitor(url).set('Accept-Language', 'en-US').set('Accept-Encoding', 'br;q=1.0, gzip;q=0.8').expect(200);
    expect(state(other)).toBe('hit');
    expect(other.text).toBe(english.text);
    // "gzip, br" is brotli too (the compressor prefers it on a tie), so it is the same copy.
    expect(state(await visitor(url).set('Accept-Language', 'en').set('Accept-Encoding', 'gzip, br').expect(200))).toBe('hit');
    // The menu's choice of Somali, or a browser asking for Somali first: the Somali page, its own copy.
    const chosen = await visitor(url).set('Accept-Language', 'en-US').set('Cookie', 'lang=so').set('Accept-Encoding', 'br').expect(200);
    expect(state(chosen)).toBe('miss');
    expect(chosen.text).toContain('<html lang="so">');
    const asked = await visitor(url).set('Accept-Language', 'so-SO,so;q=0.9,en;q=0.5').set('Accept-Encoding', 'br').expect(200);
    expect(state(asked)).toBe('hit');
    expect(asked.text).toBe(chosen.text);
    // A browser that takes gzip only gets gzip, never the brotli copy.
    const gzip = await visitor(url).set('Accept-Language', 'en-US').set('Accept-Encoding', 'gzip').expect(200);
    expect(state(gzip)).toBe('miss');
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('keeps the promo’s device choice: a phone never gets a desktop’s copy', async () => {
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile';
    await visitor('/api/homepage').set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64)').expect(200);
    const phone = await visitor('/api/homepage').set('User-Agent', android).expect(200);
    expect(phone.headers[CACHE_HEADER.toLowerCase()]).toBe('miss');
    expect((await visitor('/api/homepage').set('User-Agent', android).expect(200)).headers[CACHE_HEADER.toLowerCase()]).toBe('hit');
  });
});

describe('what is never kept', () => {
  it('a signed-in person’s answers: neither served from nor put into memory', async () => {
    const listener = await signInAs(ctx.app, 'listener');
    const url = `/song/${(await ctx.knex('songs').orderBy('id').first('id')).id}`;
    const mine = await listener.agent.get(url).expect(200);
    expect(mine.headers[CACHE_HEADER.toLowerCase()]).toBeUndefined();
    expect(pageOf(mine).props.auth.user).not.toBeNull();
    const theirs = await visitor(url).expect(200);
    expect(theirs.headers[CACHE_HEADER.toLowerCase()]).toBe('miss');
    expect(pageOf(theirs).props.auth.user).toBeNull();
    const app = await request(ctx.app).get('/api/homepage').set('Authorization', `Bearer ${listener.token}`).expect(200);
    expect(app.headers[CACHE_HEADER.toLowerCase()]).toBeUndefined();
  });

  it('errors, and answers that set a cookie', async () => {
    await visitor('/artist/99999999').expect(404);
    expect((await visitor('/artist/99999999').expect(404)).headers[CACHE_HEADER.toLowerCase()]).toBe('miss');
    await visitor('/csrf-token').expect(204);
    expect((await visitor('/csrf-token').expect(204)).headers[CACHE_HEADER.toLowerCase()]).toBe('miss');
  });
});

describe('several instances on one database', () => {
  let other: TestContext;
  beforeAll(async () => {
    other = await createTestContext({ db: ctx.db, clientAssets, env: CACHED });
  });
  afterAll(() => other?.app.shutdown());

  it('a save through one instance reaches the other’s kept pages within its check interval', async () => {
    const url = `/api/artist/${artistId}`;
    await request(other.app).get(url).expect(200);
    expect((await request(other.app).get(url).expect(200)).headers[CACHE_HEADER.toLowerCase()]).toBe('hit');
    await renameThroughBackstage(ctx.app, admin.token, artistId, 'Magac Kale');
    await expect.poll(async () => (await request(other.app).get(url).expect(200)).body.data.name, { timeout: 3_000 }).toBe('Magac Kale');
  });

  it('a finished job’s announcement (what the worker does) ends them too', async () => {
    const url = `/api/artist/${artistId}`;
    await request(other.app).get(url).expect(200);
    await ctx.knex('artists').where('id', artistId).update({ name: 'Set By A Job' });
    await announcePublicChange(ctx.knex);
    await expect.poll(async () => (await request(other.app).get(url).expect(200)).body.data.name, { timeout: 3_000 }).toBe('Set By A Job');
  });
});

describe('the cache on its own', () => {
  let db: Database;
  let clock = 0;
  const logger = createLogger('silent');
  beforeAll(async () => {
    db = await openFreshDatabase();
  });
  afterAll(async () => db?.close());

  function appWith(maxBytes: number, generation = new PublicContentGeneration(db.knex, 60_000)) {
    const cache = visitorCache({ sessionCookie: 'hees_session', originOf: () => 'http://localhost:3000', ttlMs: 1_000, maxBytes, generation, logger, now: () => clock });
    const app = express();
    app.use(cache.middleware);
    app.get('/page/:n', (req, res) => {
      res.type('html').send(`<p>${req.params.n}</p>`.padEnd(2_000, ' '));
    });
    app.get('/private', (_req, res) => {
      res.set('Cache-Control', 'no-store').json({ secret: true });
    });
    app.get('/picture', (_req, res) => {
      res.type('png').send(Buffer.alloc(4_000, 7));
    });
    app.get('/by-host', (req, res) => {
      res.vary('Host').json({ host: req.hostname });
    });
    // Answers that take until `release()`: what two visitors asking at once get.
    app.get('/slow/:type', async (req, res) => {
      made[req.params.type] = (made[req.params.type] ?? 0) + 1;
      if (req.params.type === 'png') res.type('png').write(Buffer.alloc(1_000, 1));
      await gate;
      if (req.params.type === 'png') res.end(Buffer.alloc(1_000, 2));
      else res.type('html').send('<p>slow</p>');
    });
    return { app, cache };
  }
  let made: Record<string, number> = {};
  let release = () => {};
  let gate = Promise.resolve();
  const closeGate = () => {
    made = {};
    gate = new Promise<void>((resolve) => (release = resolve));
  };
  const state = (res: request.Response) => res.headers[CACHE_HEADER.toLowerCase()];

  it('stays within its bytes, the least recently used going first', async () => {
    const { app, cache } = appWith(16_000);
    for (let n = 0; n < 20; n++) await request(app).get(`/page/${n}`).expect(200);
    expect(cache.stats().bytes).toBeLessThanOrEqual(16_000);
    expect(cache.stats().entries).toBeGreaterThan(3);
    expect(state(await request(app).get('/page/19'))).toBe('hit');
    expect(state(await request(app).get('/page/0'))).toBe('miss');
  });

  it('makes a page asked for twice at once only once: the second visitor gets the first one’s copy', async () => {
    const { app } = appWith(1_000_000);
    closeGate();
    const first = request(app).get('/slow/html').then((res) => res);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = request(app).get('/slow/html').then((res) => res);
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    const answers = await Promise.all([first, second]);
    expect(answers.map((res) => res.text)).toEqual(['<p>slow</p>', '<p>slow</p>']);
    expect(answers.map(state)).toEqual(['miss', 'hit']);
    expect(made.html).toBe(1);
  });

  it('does not hold a second visitor behind an answer it will not keep (a file streaming)', async () => {
    const { app } = appWith(1_000_000);
    closeGate();
    const first = request(app).get('/slow/png').buffer(true).then((res) => res);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = request(app).get('/slow/png').buffer(true).then((res) => res);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The second is being made while the first still streams: it did not wait for it.
    expect(made.png).toBe(2);
    release();
    const answers = await Promise.all([first, second]);
    expect(answers.map(state)).toEqual(['miss', 'miss']);
    expect(answers.map((res) => (res.body as Buffer).length)).toEqual([2_000, 2_000]);
  });

  it('lets a kept answer go after its time', async () => {
    const { app } = appWith(1_000_000);
    await request(app).get('/page/1');
    expect(state(await request(app).get('/page/1'))).toBe('hit');
    clock += 1_001;
    expect(state(await request(app).get('/page/1'))).toBe('miss');
  });

  it('never keeps no-store answers, files of other types, nor answers varying on a header the key leaves out', async () => {
    const { app, cache } = appWith(1_000_000);
    for (let i = 0; i < 2; i++) {
      expect(state(await request(app).get('/private'))).toBe('miss');
      expect(state(await request(app).get('/by-host'))).toBe('miss');
      expect(state(await request(app).get('/picture'))).toBe('miss');
    }
    expect(cache.stats().entries).toBe(0);
  });

  it('keeps serving what it kept while the database is down, and asks it at most once an interval', async () => {
    const own = await openFreshDatabase();
    // The generation runs on the test's clock too: moving it past the check interval makes the next
    // request read the (closed) database, where a real sleep only hoped the interval was over.
    const generation = new PublicContentGeneration(own.knex, 50, () => clock);
    const { app } = appWith(1_000_000, generation);
    await request(app).get('/page/7');
    expect(state(await request(app).get('/page/7'))).toBe('hit');
    await own.close();
    clock += 51;
    const during = await request(app).get('/page/7').expect(200);
    expect(state(during)).toBe('hit');
    // What was not kept is made by the route as usual (this one needs no database).
    expect(state(await request(app).get('/page/8').expect(200))).toBe('miss');
    // A cache that never read the number goes without itself, and says so only by its absence.
    const cold = appWith(1_000_000, new PublicContentGeneration(own.knex, 50));
    expect(state(await request(cold.app).get('/page/9').expect(200))).toBeUndefined();
  });
});
