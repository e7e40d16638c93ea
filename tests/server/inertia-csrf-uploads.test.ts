import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { Router, type RequestHandler } from 'express';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { cookieValue } from '../helpers/http';
import { uploadedFiles } from '../../server/http/multipart/multipart-gate';
import type { UploadRoute } from '../../server/http/multipart/upload-routes';

/** The test routes that take files, as a feature declares its own. */
const uploadRoutes: UploadRoute[] = [
  { method: 'PUT', path: '/inertia-test/upload', access: 'anyone', files: { cover: 1 }, maxFileBytes: 1024 },
  { method: 'PUT', path: '/inertia-test/upload-redirect', access: 'anyone', files: { cover: 1 }, maxFileBytes: 1024 },
  { method: 'PUT', path: '/inertia-test/upload-then-fail', access: 'anyone', files: { audio: 1 }, maxFileBytes: 1024 },
];

// Protocol items 17-18 (docs/inertia-protocol.md): CSRF tokens and multipart uploads with _method.

let genreCounter = 0;

function testRoutes(knex: TestContext['knex']) {
  const router = Router();
  router.get('/inertia-test/page', async (_req, res) => {
    await res.inertia.render('test/page');
  });
  // A write that changes the database, so a refused request can be shown to change nothing.
  router.post('/inertia-test/genres', async (_req, res) => {
    genreCounter += 1;
    await knex('genres').insert({ name: `Genre ${genreCounter}`, slug: `genre-${genreCounter}-${Date.now()}` });
    res.status(201).json({ created: true });
  });

  const describeUpload: RequestHandler = (req, res) => {
    const files = uploadedFiles(req);
    res.json({
      method: req.method,
      body: req.body,
      files: files.map((file) => ({
        field: file.fieldname,
        originalName: file.originalname,
        storedName: path.basename(file.path),
        folder: path.dirname(file.path),
        content: readFileSync(file.path, 'utf8'),
      })),
    });
  };
  router.put('/inertia-test/upload', describeUpload);
  router.post('/inertia-test/upload', (_req, res) => {
    res.json({ method: 'POST' });
  });
  router.put('/inertia-test/upload-redirect', (_req, res) => res.redirect('/inertia-test/page'));
  router.put('/inertia-test/upload-then-fail', () => {
    throw new Error('disk full');
  });
  return router;
}

const cookieHeader = (res: request.Response, name: string): string => {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const found = cookies.find((c) => c.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie`);
  return found;
};

let ctx: TestContext;
let uploadDir: string;
beforeAll(async () => {
  ctx = await createTestContext({
    clientAssets: () => ({ version: 'v1', tags: '' }),
    extraRoutes: (app) => [testRoutes(app.db.knex)],
    extraUploadRoutes: uploadRoutes,
  });
  uploadDir = path.join(ctx.storageDir, 'tmp', 'uploads');
});
afterAll(async () => ctx?.close());

const genreCount = async () => Number((await ctx.knex('genres').count({ n: '*' }).first())?.n ?? 0);

/** Waits briefly for the upload folder to be emptied: clean-up runs when the response closes. */
async function uploadFolderAfterResponse(): Promise<string[]> {
  for (let i = 0; i < 50; i++) {
    const left = readdirSync(uploadDir);
    if (left.length === 0) return left;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return readdirSync(uploadDir);
}

describe('item 17: a readable XSRF-TOKEN cookie; a cookie-authenticated write without a valid X-XSRF-TOKEN gets 419 and changes nothing', () => {
  it('sets no cookie on a visitor\'s page (shared caches may keep it), and a non-HttpOnly XSRF-TOKEN for the whole site at /csrf-token', async () => {
    const page = await request(ctx.app).get('/inertia-test/page').expect(200);
    expect(page.headers['set-cookie']).toBeUndefined();
    const res = await request(ctx.app).get('/csrf-token').expect(204);
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = cookieHeader(res, 'XSRF-TOKEN');
    expect(cookie).not.toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookieValue(res, 'XSRF-TOKEN').length).toBeGreaterThan(20);
  });

  it('refuses a cookie-carrying write without the token, with a wrong one, or with another visitor\'s, and inserts nothing', async () => {
    const agent = request.agent(ctx.app);
    const token = cookieValue(await agent.get('/csrf-token').expect(204), 'XSRF-TOKEN');
    const otherToken = cookieValue(await request(ctx.app).get('/csrf-token').expect(204), 'XSRF-TOKEN');
    expect(otherToken).not.toBe(token);
    const before = await genreCount();

    const missing = await agent.post('/inertia-test/genres').set('X-Inertia', 'true').send({});
    expect(missing.status).toBe(419);
    const wrong = await agent.post('/inertia-test/genres').set('X-XSRF-TOKEN', `${token}x`).send({});
    expect(wrong.status).toBe(419);
    const forged = await agent.post('/inertia-test/genres').set('X-XSRF-TOKEN', 'abc.def').send({});
    expect(forged.status).toBe(419);
    const someoneElses = await agent.post('/inertia-test/genres').set('X-XSRF-TOKEN', otherToken).send({});
    expect(someoneElses.status).toBe(419);
    const formField = await agent.post('/inertia-test/genres').type('form').send({ _token: 'nope' });
    expect(formField.status).toBe(419);

    expect(await genreCount()).toBe(before);
  });

  it('refuses a write riding on the session cookie alone, and one with a forged cookie and matching header', async () => {
    const before = await genreCount();
    const sessionOnly = await request(ctx.app).post('/inertia-test/genres').set('Cookie', 'hees_session=s%3Aabc.def').send({});
    expect(sessionOnly.status).toBe(419);
    const forgedPair = await request(ctx.app)
      .post('/inertia-test/genres')
      .set('Cookie', 'XSRF-TOKEN=abc.def')
      .set('X-XSRF-TOKEN', 'abc.def')
      .send({});
    expect(forgedPair.status).toBe(419);
    expect(await genreCount()).toBe(before);
  });

  it('accepts the write with the token from the cookie (header or _token field)', async () => {
    const agent = request.agent(ctx.app);
    const token = cookieValue(await agent.get('/csrf-token').expect(204), 'XSRF-TOKEN');
    const before = await genreCount();
    await agent.post('/inertia-test/genres').set('X-XSRF-TOKEN', token).set('X-Inertia', 'true').send({}).expect(201);
    expect(await genreCount()).toBe(before + 1);
    await agent.post('/inertia-test/genres').type('form').send({ _token: token }).expect(201);
    expect(await genreCount()).toBe(before + 2);
  });

  it('does not refuse a bearer-token request without cookies', async () => {
    const before = await genreCount();
    const res = await request(ctx.app).post('/inertia-test/genres').set('Authorization', 'Bearer x').send({});
    expect(res.status).not.toBe(419);
    expect(res.status).toBe(201);
    expect(await genreCount()).toBe(before + 1);
  });
});

describe('item 18: a multipart POST with _method=put reaches the PUT route with "1"/"0", a[b], a[] fields and the file', () => {
  it('parses the fields and the file, and empties the temporary folder after the response', async () => {
    const res = await request(ctx.app)
      .post('/inertia-test/upload')
      .field('_method', 'put')
      .field('title', 'Hooyo')
      .field('published', '1')
      .field('explicit', '0')
      .field('meta[status]', 'draft')
      .field('meta[lyric][language]', 'so')
      .field('tags[]', 'qaraami')
      .field('tags[]', 'jaas')
      .attach('cover', Buffer.from('fake image bytes'), { filename: 'cover art.jpg', contentType: 'image/jpeg' });
    expect(res.status).toBe(200);
    expect(res.body.method).toBe('PUT');
    expect(res.body.body).toEqual({
      title: 'Hooyo',
      published: '1',
      explicit: '0',
      meta: { status: 'draft', lyric: { language: 'so' } },
      tags: ['qaraami', 'jaas'],
    });
    expect(res.body.files).toHaveLength(1);
    const [file] = res.body.files;
    expect(file).toMatchObject({ field: 'cover', originalName: 'cover art.jpg', content: 'fake image bytes' });
    // Stored under a name of our own inside the temporary folder, never the client's name.
    expect(file.folder).toBe(uploadDir);
    expect(file.storedName).not.toContain('cover');

    expect(await uploadFolderAfterResponse()).toEqual([]);
  });

  it('answers 303 to an Inertia multipart POST overridden to PUT that redirects', async () => {
    const res = await request(ctx.app)
      .post('/inertia-test/upload-redirect')
      .set('X-Inertia', 'true')
      .set('X-Inertia-Version', 'v1')
      .field('_method', 'put')
      .field('done', '1')
      .attach('cover', Buffer.from('img'), 'c.jpg');
    expect(res.status).toBe(303);
    expect(res.headers['location']).toBe('/inertia-test/page');
    expect(await uploadFolderAfterResponse()).toEqual([]);
  });

  it('still empties the temporary folder after a failing handler', async () => {
    const res = await request(ctx.app)
      .post('/inertia-test/upload-then-fail')
      .set('X-Inertia', 'true')
      .set('X-Inertia-Version', 'v1')
      .field('_method', 'PUT')
      .attach('audio', Buffer.from('mp3'), 'song.mp3');
    expect(res.status).toBe(500);
    expect(await uploadFolderAfterResponse()).toEqual([]);
  });

  it('removes the file of an upload refused for CSRF', async () => {
    const agent = request.agent(ctx.app);
    await agent.get('/csrf-token').expect(204);
    const res = await agent.post('/inertia-test/upload').field('_method', 'put').attach('cover', Buffer.from('x'), 'c.jpg');
    expect(res.status).toBe(419);
    expect(await uploadFolderAfterResponse()).toEqual([]);
  });

  it('only overrides POST to PUT/PATCH/DELETE', async () => {
    const res = await request(ctx.app).post('/inertia-test/upload').field('_method', 'get').field('x', '1');
    expect(res.status).toBe(200);
    expect(res.body.method).toBe('POST');
  });
});
