import { once } from 'node:events';
import type http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';
import { heldRequest, multipartBody, portOf, rawRequest } from '../helpers/raw-http';
import { ffmpeg, sine } from '../helpers/tone';
import { createHttpServer } from '../../server/http/http-server';
import { drainHttpServer } from '../../server/http/drain';

// Issue 33, graceful drain: on SIGTERM server/main.ts runs drainHttpServer over its server. Here the
// same function over the app on a real socket: readiness fails first while liveness holds, requests
// in flight (a slow backstage save, an upload) finish, and new connections are refused after.

let ctx: BackstageContext;
let server: http.Server;
let artistId: number;
const mp3 = ffmpeg(...sine(2, { channels: 1 }), '-c:a', 'libmp3lame', '-f', 'mp3', '-');

beforeAll(async () => {
  ctx = await backstageContext();
  artistId = (await ctx.knex('artists').whereNull('deleted_at').orderBy('id').first('id')).id;
});
afterAll(async () => {
  server?.closeAllConnections();
  await ctx?.close();
});

async function listen(): Promise<http.Server> {
  const started = createHttpServer(ctx.app, ctx.config.timeouts);
  started.listen(0, '127.0.0.1');
  await once(started, 'listening');
  return started;
}

/** Whether a new TCP connection is accepted at the port. */
const connects = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

const get = (path: string) => rawRequest(server, { method: 'GET', path, headers: {} });

describe('graceful drain', () => {
  it('/readyz answers 200 while the instance takes traffic', async () => {
    server = await listen();
    const ready = await get('/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ status: 'ok' });
    expect(ready.head).toMatch(/cache-control: no-store/i);
    server.close();
  });

  it('fails readiness first, keeps liveness, finishes a slow save and an upload in flight, then refuses new connections', async () => {
    server = await listen();
    const port = portOf(server);
    const auth = { Authorization: `Bearer ${ctx.admin.token}`, Accept: 'application/json' };
    // A backstage save whose JSON body is half sent, and an upload with half its file sent.
    const save = JSON.stringify({ name: 'Heestii Dhexda', artist: artistId });
    const slowSave = heldRequest(server, { method: 'POST', path: '/backstage/songs', headers: { ...auth, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(save) }, body: save }, 10);
    const boundary = 'drainboundary';
    const upload = multipartBody(boundary, [{ name: 'audio', filename: 'take.mp3', type: 'audio/mpeg', content: mp3 }]);
    const slowUpload = heldRequest(server, { method: 'POST', path: '/api/backstage/audio-uploader', headers: { ...auth, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': upload.length }, body: upload }, upload.length >> 1);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const drained = drainHttpServer(server, ctx.app.context.readiness, { delayMs: 800, timeoutMs: 10_000 });
    // During the delay: not ready, still alive, still serving, and each answer closes its connection.
    const ready = await get('/readyz');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ status: 'draining' });
    const health = await get('/healthz');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ status: 'ok' });
    expect(health.head).toMatch(/^connection: close$/im);

    // After the delay the listening socket is closed: a balancer's new connection is refused at once.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await connects(port)).toBe(false);

    // The requests in flight are still being read, and finish.
    slowSave.sendRest();
    slowUpload.sendRest();
    const saved = await slowSave.answer;
    expect(saved.status).toBe(201);
    const songId = JSON.parse(saved.body).data.id as number;
    expect(await ctx.knex('songs').where('id', songId).first()).toMatchObject({ name: 'Heestii Dhexda', artist_id: artistId });
    const uploaded = await slowUpload.answer;
    expect(uploaded.status).toBe(200);
    const audioPath = JSON.parse(uploaded.body).audio_path as string;
    expect(audioPath).toMatch(/^audio\/[0-9a-f]{32}\.mp3$/);
    expect(await ctx.app.context.storage.size(audioPath)).toBe(mp3.length);
    expect(await drained).toBe(true);
  });

  it('cuts what is still in flight once DRAIN_TIMEOUT_MS has run out', async () => {
    server = await listen();
    const body = JSON.stringify({ name: 'Never finished', artist: artistId });
    const stuck = heldRequest(server, { method: 'POST', path: '/backstage/songs', headers: { Authorization: `Bearer ${ctx.admin.token}`, Accept: 'application/json', 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) }, body }, 5);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    expect(await drainHttpServer(server, ctx.app.context.readiness, { delayMs: 0, timeoutMs: 300 })).toBe(false);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect((await stuck.answer).status).toBe(0);
    expect(await ctx.knex('songs').where('name', 'Never finished').first()).toBeUndefined();
  });
});
