import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { once } from 'node:events';
import type http from 'node:http';
import { Router, type RequestHandler } from 'express';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';
import { abortedRequest, multipartBody, rawRequest } from '../helpers/raw-http';
import { leftInUploadFolder as leftIn, uploadFolderOf } from '../helpers/upload-folder';
import { uploadedFiles } from '../../server/http/multipart/multipart-gate';
import type { UploadRoute } from '../../server/http/multipart/upload-routes';

// Multipart bodies are read only by routes declared to take files, after the guards (issue: hostile clients).

const KB = 1024;
const uploadRoutes: UploadRoute[] = [
  { method: 'POST', path: '/api/backstage/test-upload', access: 'admin', files: { image: 1 }, maxFileBytes: 64 * KB },
  { method: 'POST', path: '/api/open-upload', access: 'anyone', files: { audio: 2 }, maxFileBytes: 256 * KB },
];

function uploadTestRoutes(): Router {
  const router = Router();
  const describe: RequestHandler = (req, res) => {
    res.json({ fields: req.body, files: uploadedFiles(req).map((file) => ({ field: file.fieldname, size: file.size })) });
  };
  router.post('/api/backstage/test-upload', describe);
  router.post('/api/open-upload', describe);
  return router;
}

let ctx: BackstageContext;
let server: http.Server;
let uploadDir: string;

beforeAll(async () => {
  ctx = await backstageContext({ extraRoutes: () => [uploadTestRoutes()], extraUploadRoutes: uploadRoutes });
  uploadDir = uploadFolderOf(ctx.storageDir);
  server = ctx.app.listen(0, '127.0.0.1');
  // The raw-socket tests read its port: it has one once it listens.
  await once(server, 'listening');
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await ctx?.close();
});

const leftInUploadFolder = () => leftIn(uploadDir);

const stillAnswers = async () => (await request(ctx.app).get('/healthz')).status;
const bigFile = Buffer.alloc(200 * KB, 7);

describe('a client that drops the connection in the middle of a file', () => {
  it('leaves the process up and no file behind, on an unknown path and on a route that takes files', async () => {
    const boundary = 'xXbOuNdArYXx';
    const body = multipartBody(boundary, [{ name: 'audio', filename: 'song.mp3', content: bigFile }]);
    for (const target of ['/no/such/path', '/api/song/1/lyrics', '/api/open-upload']) {
      await abortedRequest(server, {
        method: 'POST',
        path: target,
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': body.length },
        body,
        abortAfter: 100 * KB,
      });
      expect(await stillAnswers()).toBe(200);
    }
    expect(await leftInUploadFolder()).toEqual([]);
  });

  it('survives 50 uploads aborted at once, and the temporary folder ends empty', async () => {
    const boundary = 'p4r4ll3l';
    const body = multipartBody(boundary, [{ name: 'audio', filename: 'a.mp3', content: bigFile }]);
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        abortedRequest(server, {
          method: 'POST',
          path: '/api/open-upload',
          headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': body.length },
          body,
          abortAfter: 1 * KB + i * 3 * KB,
        }),
      ),
    );
    expect(await stillAnswers()).toBe(200);
    expect(await leftInUploadFolder()).toEqual([]);
  });
});

describe('a multipart body where no route takes files', () => {
  it('is refused with 415 and a message, unread, for visitors and signed-in people alike', async () => {
    const favoritesBefore = await ctx.knex('favorites').count({ n: '*' }).first();
    const visitor = await request(ctx.app).post('/api/song/1/lyrics').attach('lyrics', Buffer.from('x'), 'a.txt');
    expect(visitor.status).toBe(415);
    expect(visitor.body.message).toBe('This address does not take file uploads.');
    const signedIn = await ctx.listener.agent
      .put('/api/favorite/1')
      .set('X-XSRF-TOKEN', ctx.listener.xsrf)
      .attach('file', Buffer.from('x'), 'a.bin');
    expect(signedIn.status).toBe(415);
    expect(await ctx.knex('favorites').count({ n: '*' }).first()).toEqual(favoritesBefore);
    expect(await leftInUploadFolder()).toEqual([]);
  });
});

describe('a route that takes files checks who sends them before reading a byte', () => {
  it('answers 401 to a visitor, 403 to a listener and 419 without the XSRF header, writing nothing', async () => {
    const visitor = await request(ctx.app).post('/api/backstage/test-upload').attach('image', bigFile, 'a.png');
    expect(visitor.status).toBe(401);
    const listenerAnswer = await ctx.listener.agent.post('/api/backstage/test-upload').set('X-XSRF-TOKEN', ctx.listener.xsrf).attach('image', bigFile, 'a.png');
    expect(listenerAnswer.status).toBe(403);
    const noXsrf = await ctx.admin.agent.post('/api/backstage/test-upload').attach('image', Buffer.from('png'), 'a.png');
    expect(noXsrf.status).toBe(419);
    expect(await leftInUploadFolder()).toEqual([]);
  });

  it('takes the admin\'s file with the token in the header, and empties the folder afterwards', async () => {
    const res = await ctx.admin.agent
      .post('/api/backstage/test-upload')
      .set('X-XSRF-TOKEN', ctx.admin.xsrf)
      .field('component', 'artists')
      .attach('image', Buffer.from('png bytes'), 'a.png');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ fields: { component: 'artists' }, files: [{ field: 'image', size: 9 }] });
    const bearer = await request(ctx.app)
      .post('/api/backstage/test-upload')
      .set('Authorization', `Bearer ${ctx.admin.token}`)
      .attach('image', Buffer.from('png'), 'b.png');
    expect(bearer.status).toBe(200);
    expect(await leftInUploadFolder()).toEqual([]);
  });
});

describe('limits of a route that takes files', () => {
  const post = () => ctx.admin.agent.post('/api/backstage/test-upload').set('X-XSRF-TOKEN', ctx.admin.xsrf);

  it('refuses a file past the route\'s size with 413, whether declared up front or found while reading', async () => {
    const declared = await post().attach('image', Buffer.alloc(300 * KB), 'big.png');
    expect(declared.status).toBe(413);
    expect(declared.body.message).toMatch(/too large/);
    // Within the declared total (two files' worth) but one file past the limit: found while reading.
    const found = await request(ctx.app).post('/api/open-upload').attach('audio', Buffer.alloc(300 * KB), 'big.mp3');
    expect(found.status).toBe(413);
    expect(await leftInUploadFolder()).toEqual([]);
  });

  it('refuses a field that takes no file, and more files than a field takes, with 422 naming the field', async () => {
    const wrongField = await post().attach('cover', Buffer.from('x'), 'c.png');
    expect(wrongField.status).toBe(422);
    expect(wrongField.body.errors).toEqual({ cover: ['This field does not take a file, or not this many.'] });
    const tooMany = await post().attach('image', Buffer.from('x'), 'a.png').attach('image', Buffer.from('y'), 'b.png');
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors).toHaveProperty('image');
    expect(await leftInUploadFolder()).toEqual([]);
  });

  it('answers 400 to a body without a boundary, with a wrong boundary, or cut short', async () => {
    const body = multipartBody('right', [{ name: 'audio', filename: 'a.mp3', content: Buffer.from('abc') }]);
    const cases = [
      { type: 'multipart/form-data', body },
      { type: 'multipart/form-data; boundary=wrong', body },
      { type: 'multipart/form-data; boundary=right', body: body.subarray(0, body.length - 20) },
      { type: 'multipart/form-data; boundary=right', body: Buffer.from('--right\r\nnot a header\r\n\r\n') },
    ];
    for (const { type, body: sent } of cases) {
      const res = await rawRequest(server, {
        method: 'POST',
        path: '/api/open-upload',
        headers: { 'Content-Type': type, 'Content-Length': sent.length, Accept: 'application/json' },
        body: sent,
      });
      expect(res.status, `${type}: ${res.body}`).toBe(400);
      expect(JSON.parse(res.body).message).toMatch(/could not be read/);
    }
    expect(await stillAnswers()).toBe(200);
    expect(await leftInUploadFolder()).toEqual([]);
  });
});
