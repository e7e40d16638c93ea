import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { ffmpeg, sine } from '../helpers/tone';
import { jobHandlers } from '../../server/app-jobs';
import { startWorker } from '../../server/jobs/worker';
import { createLogger } from '../../server/logger';
import { queueSongStems } from '../../server/features/songs/song-processing';

/** Test audio made with ffmpeg: a "voice" (440 Hz) in the centre and "instruments" (660 Hz left, 880 Hz right) at the sides. */
const work = mkdtempSync(path.join(tmpdir(), 'hees-stems-'));
const STEREO = path.join(work, 'stereo.mp3');
const MONO = path.join(work, 'mono.mp3');
const TONE = path.join(work, 'tone.mp3');
beforeAll(() => {
  ffmpeg('-f', 'lavfi', '-i', 'sine=f=440:d=6', '-f', 'lavfi', '-i', 'sine=f=660:d=6', '-f', 'lavfi', '-i', 'sine=f=880:d=6',
    '-filter_complex', '[0][1]amerge=inputs=2,pan=stereo|c0=c0+c1|c1=c0[a];[a][2]amerge=inputs=2,pan=stereo|c0=c0|c1=c1+c2', '-c:a', 'libmp3lame', '-b:a', '128k', STEREO);
  ffmpeg(...sine(6), '-c:a', 'libmp3lame', '-b:a', '128k', MONO);
  ffmpeg(...sine(3, { frequency: 300, channels: 1 }), '-c:a', 'libmp3lame', '-b:a', '64k', TONE);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The level of one frequency in a file (a narrow band-pass, then RMS), in dB. */
function bandLevel(file: string, hz: number): number {
  const { stderr } = spawnSync('ffmpeg', ['-hide_banner', '-nostdin', '-i', file, '-af', `bandpass=f=${hz}:width_type=q:w=20,astats=measure_perchannel=none:measure_overall=RMS_level`, '-f', 'null', '-'], { encoding: 'utf8' });
  return Number(/RMS level dB:\s*(-?[\d.]+)/.exec(stderr)?.[1]);
}

async function smartSong(ctx: TestContext, mix: string): Promise<number> {
  const [{ id: artistId }] = await ctx.knex('artists').insert({ name: 'Xasan', slug: `xasan-${Math.random()}`, content_type: 'HSA' }).returning('id');
  const mp3 = `audio/songs/${Math.random().toString(16).slice(2).padEnd(32, '0').slice(0, 32)}.mp3`;
  await ctx.app.context.storage.put(mp3, { file: mix }, 'audio/mpeg');
  const [{ id }] = await ctx
    .knex('songs')
    .insert({ name: 'Laba', slug: `laba-${Math.random()}`, artist_id: artistId, mp3, duration_seconds: 6, meta: JSON.stringify({ is_smart: true, is_youtube: false }) })
    .returning('id');
  await queueSongStems(ctx.knex, id);
  return id;
}
const runJobs = async (ctx: TestContext) => {
  await startWorker({ knex: ctx.knex, logger: createLogger('silent'), handlers: jobHandlers(ctx.app.context), untilIdle: true }).done;
};

describe('stems with the built-in ffmpeg method', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  it('splits a stereo mix: music-only loses the centre, vocals-only the sides; labelled approximate in the API', async () => {
    const id = await smartSong(ctx, STEREO);
    await runJobs(ctx);
    const song = await ctx.knex('songs').where('id', id).first();
    expect(song.meta.stems).toEqual({ method: 'ffmpeg', approximate: true, cost_usd: null, from: song.mp3 });
    const music = path.join(ctx.storageDir, 'media', song.smart_music);
    const vocals = path.join(ctx.storageDir, 'media', song.smart_vocals);
    expect(bandLevel(STEREO, 440) - bandLevel(music, 440)).toBeGreaterThan(12); // the centre voice, taken out
    expect(Math.abs(bandLevel(STEREO, 660) - bandLevel(music, 660))).toBeLessThan(4); // the sides, kept
    expect(bandLevel(STEREO, 660) - bandLevel(vocals, 660)).toBeGreaterThan(12);
    const item = (await request(ctx.app).post('/api/_song').send({ id, type: 'SONG', stream: 'VOCAL' }).expect(200)).body.data;
    expect(item).toMatchObject({ stream: 'VOCAL', smart: { vocals: `/media/${song.smart_vocals}`, music: `/media/${song.smart_music}`, method: 'ffmpeg', approximate: true } });
  });

  it('refuses a mono recording with the reason instead of making silence', async () => {
    const id = await smartSong(ctx, MONO);
    await runJobs(ctx);
    const song = await ctx.knex('songs').where('id', id).first();
    expect(song.smart_music).toBeNull();
    expect(song.meta.stems_error).toMatch(/^This recording is mono/);
    expect(await ctx.knex('jobs').where({ kind: 'song-stems' }).orderBy('id', 'desc').first()).toMatchObject({ state: 'dead', attempts: 1 });
  });
});

describe('stems from a separation service', () => {
  let ctx: TestContext;
  let service: Server;
  let polls = 0;
  let mode: 'ok' | 'elsewhere' | 'failed' = 'ok';
  const received: { auth?: string; bytes: number }[] = [];
  beforeAll(async () => {
    service = createServer((req, res) => {
      const send = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.method === 'POST' && req.url === '/v1/separations') {
        let bytes = 0;
        req.on('data', (chunk: Buffer) => (bytes += chunk.length));
        req.on('end', () => {
          received.push({ auth: req.headers.authorization, bytes });
          res.writeHead(202, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'job-1' }));
        });
        return;
      }
      if (req.url === '/v1/separations/job-1') {
        polls++;
        if (polls % 2 === 1) return send({ status: 'running' });
        if (mode === 'failed') return send({ status: 'failed', error: 'GPU out of memory' });
        if (mode === 'elsewhere') return send({ status: 'done', vocals_url: 'http://169.254.169.254/vocals.mp3', music_url: 'files/music.mp3' });
        return send({ status: 'done', vocals_url: 'files/vocals.mp3', music_url: '/v1/files/music.mp3', cost_usd: 0.24 });
      }
      if (req.url === '/v1/files/vocals.mp3' || req.url === '/v1/files/music.mp3') return res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(readFileSync(TONE));
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const port = (service.address() as AddressInfo).port;
    ctx = await createTestContext({ env: { STEMS_URL: `http://127.0.0.1:${port}/v1`, STEMS_TOKEN: 'secret-token', STEMS_POLL_MS: '100' } });
  });
  afterAll(async () => {
    service.close();
    service.closeAllConnections();
    await ctx?.close();
  });

  it('sends the mix, polls until done, stores both stems with the method and the cost', async () => {
    const id = await smartSong(ctx, MONO); // a service separates mono recordings too
    await runJobs(ctx);
    const song = await ctx.knex('songs').where('id', id).first();
    expect(received[0]).toEqual({ auth: 'Bearer secret-token', bytes: readFileSync(MONO).length });
    expect(song.meta.stems).toEqual({ method: 'service', approximate: false, cost_usd: 0.24, from: song.mp3 });
    expect(readFileSync(path.join(ctx.storageDir, 'media', song.smart_vocals))).toEqual(readFileSync(TONE));
    const item = (await request(ctx.app).post('/api/_song').send({ id, type: 'SONG' }).expect(200)).body.data;
    expect(item.smart).toMatchObject({ method: 'service', approximate: false });
  });

  it('a stem URL on another server is refused, and a failed separation keeps the service\'s reason', async () => {
    mode = 'elsewhere';
    const elsewhere = await smartSong(ctx, MONO);
    mode = 'elsewhere';
    await ctx.knex('jobs').where({ kind: 'song-stems' }).update({ max_attempts: 1 });
    await runJobs(ctx);
    expect((await ctx.knex('songs').where('id', elsewhere).first()).meta.stems_error).toMatch(/another server/);
    mode = 'failed';
    const failed = await smartSong(ctx, MONO);
    await ctx.knex('jobs').where({ kind: 'song-stems', state: 'waiting' }).update({ max_attempts: 1 });
    await runJobs(ctx);
    expect((await ctx.knex('songs').where('id', failed).first()).meta.stems_error).toBe('The stems service failed: GPU out of memory.');
  });
});
