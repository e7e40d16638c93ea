import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type http from 'node:http';
import net from 'node:net';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { pageOf, setCookie } from '../helpers/http';
import { portOf, rawRequest } from '../helpers/raw-http';
import { createHttpServer } from '../../server/http/http-server';

// One input boundary: what PostgreSQL cannot store, prototype keys, absurd nesting and slow bodies
// are refused with a clear 4xx before any handler runs (issue: hostile clients).

let ctx: TestContext;
let server: http.Server;
const lyrics = 'Hooyo macaan, hooyo macaan, adaa i koriyay';

beforeAll(async () => {
  ctx = await createTestContext({ demo: true, env: { REQUEST_BODY_TIMEOUT_MS: '400', HEADERS_TIMEOUT_MS: '400' } });
  server = createHttpServer(ctx.app, ctx.config.timeouts).listen(0, '127.0.0.1');
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await ctx?.close();
});

const submissions = async () => Number((await ctx.knex('lyrics_submissions').count({ n: '*' }).first())?.n);

describe('text PostgreSQL cannot store', () => {
  it('refuses a NUL in lyrics or in the submitter\'s name with 422 naming the field, and stores nothing', async () => {
    const before = await submissions();
    const inLyrics = await request(ctx.app).post('/api/song/1/lyrics').send({ lyrics: `${lyrics}\u0000` });
    expect(inLyrics.status).toBe(422);
    expect(inLyrics.body.errors).toEqual({ lyrics: [expect.stringMatching(/cannot be stored/)] });
    const inName = await request(ctx.app).post('/api/song/1/lyrics').type('form').send(`lyrics=${encodeURIComponent(lyrics)}&submitter_name=Ali%00`);
    expect(inName.status).toBe(422);
    expect(inName.body.errors).toHaveProperty('submitter_name');
    expect(await submissions()).toBe(before);
  });

  it('sends the page form back with the error under the field, as other validation errors are', async () => {
    const agent = request.agent(ctx.app);
    const xsrf = setCookie(await agent.get('/csrf-token').expect(204), 'XSRF-TOKEN')!;
    const before = await submissions();
    const res = await agent
      .post('/song/1/lyrics')
      .set('Host', 'hees.test')
      .set('Referer', 'http://hees.test/song/1')
      .set('X-XSRF-TOKEN', xsrf)
      .send({ lyrics, submitter_name: 'Ali\u0000' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/song/1');
    const errors = pageOf(await agent.get('/song/1')).props.errors as Record<string, string>;
    // Said in the page's language (Somali without a cookie): the server's English, from its catalogue.
    expect(errors.submitter_name).toBe('Qoraalkan waxaa ku jira xaraf aan la kaydin karin (NUL ama xaraf jaban).');
    expect(await submissions()).toBe(before);
  });

  it('refuses lone surrogates from JSON escapes, in values and in keys', async () => {
    for (const body of ['{"lyrics":"\\ud800 hooyo macaan hooyo macaan"}', '{"lyrics":"hooyo \\udfff macaan hooyo macaan"}', '{"\\ud800":1}']) {
      const res = await request(ctx.app).post('/api/song/1/lyrics').set('Content-Type', 'application/json').send(body);
      expect(res.status, body).toBe(422);
    }
    // A proper pair (an emoji) is fine.
    const emoji = await request(ctx.app).post('/api/song/1/lyrics').send({ lyrics: `${lyrics} \ud83c\udfb5` });
    expect(emoji.status).toBe(201);
  });

  it('answers 400, not 500, to a NUL in a search, page or API', async () => {
    expect((await request(ctx.app).get('/api/searchy?query=maxa%00med')).status).toBe(400);
    const page = await request(ctx.app).get('/search?query=%00');
    expect(page.status).toBe(400);
    expect(page.text).toContain('xaraf aan la akhriyi karin');
    expect((await request(ctx.app).get('/search?query=%00').set('Cookie', 'lang=en')).text).toContain('cannot be read');
  });

  it('answers 404 to a path with an encoded NUL', async () => {
    expect((await request(ctx.app).get('/pages/about%00')).status).toBe(404);
    expect((await request(ctx.app).get('/api/song/1%00')).status).toBe(404);
  });
});

describe('bodies shaped to hurt', () => {
  it('refuses prototype keys with 400', async () => {
    for (const body of ['{"__proto__":{"isAdmin":true}}', '{"a":{"constructor":{"prototype":{"x":1}}}}']) {
      const res = await request(ctx.app).post('/api/song/1/lyrics').set('Content-Type', 'application/json').send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/key that is not allowed/);
    }
    const form = await request(ctx.app).post('/api/song/1/lyrics').type('form').send('__proto__[x]=1&lyrics=abc');
    expect([400, 422]).toContain(form.status);
  });

  it('refuses JSON nested 5,000 deep with 400, and the server goes on answering', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const res = await request(ctx.app).post('/api/song/1/lyrics').set('Content-Type', 'application/json').send(deep);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/nested too deeply/);
    const arrays = await request(ctx.app).post('/api/analytics/plays').set('Content-Type', 'application/json').send(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(arrays.status).toBe(400);
    expect((await request(ctx.app).get('/healthz')).status).toBe(200);
  });

  it('refuses a body with more values than any form has with 413', async () => {
    const res = await request(ctx.app).post('/api/analytics/plays').send({ events: Array.from({ length: 12_000 }, () => 1) });
    expect(res.status).toBe(413);
  });
});

describe('clients that never finish', () => {
  it('answers 408 and closes the connection when a body stops arriving', async () => {
    const started = Date.now();
    const res = await rawRequest(server, {
      method: 'POST',
      path: '/api/song/1/lyrics',
      headers: { 'Content-Type': 'application/json', 'Content-Length': 500 },
      body: '{"lyrics":"only the start',
    });
    expect(res.status).toBe(408);
    expect(JSON.parse(res.body)).toEqual({ message: 'The request took too long to arrive.' });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('closes a connection whose headers never end', async () => {
    const started = Date.now();
    const closed = await new Promise<string>((resolve) => {
      const socket = net.connect(portOf(server), '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(answer));
      socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    });
    expect(closed).toMatch(/^(HTTP\/1\.1 408|)/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
