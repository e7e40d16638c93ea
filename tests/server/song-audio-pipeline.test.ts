import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { execFileSync, spawnSync } from 'node:child_process';
import request from 'supertest';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { jobHandlers } from '../../server/app-jobs';
import { startWorker } from '../../server/jobs/worker';
import { createLogger } from '../../server/logger';
import { queueSongAudio } from '../../server/features/songs/song-processing';
import { retryDeadJob } from '../../server/jobs/job-queue';

const root = path.resolve(import.meta.dirname, '../..');
const SOURCE_AUDIO = path.join(root, 'database/seeds/assets/audio/song-1.mp3');
const FAKE_YTDLP = path.join(root, 'tests/fixtures/bin/fake-yt-dlp.cjs');

/** The thumbnail host: no maxres for this video, an sd one (a real PNG), as the video platform answers. */
const THUMBNAIL = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c0392b' } }).png().toBuffer();
const thumbnailRequests: string[] = [];
/** Videos whose thumbnails the host cannot serve (a CDN hiccup): it answers 503 for them. */
const thumbnailsDown = new Set<string>();
const thumbnails = createServer((req, res) => {
  thumbnailRequests.push(req.url!);
  if ([...thumbnailsDown].some((id) => req.url!.includes(`/${id}/`))) return res.writeHead(503).end();
  if (req.url!.endsWith('/sddefault.jpg')) return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(THUMBNAIL);
  res.writeHead(404).end();
});

let ctx: TestContext;
let artistId: number;
beforeAll(async () => {
  process.env.FAKE_YTDLP_AUDIO = SOURCE_AUDIO;
  await new Promise<void>((resolve) => thumbnails.listen(0, '127.0.0.1', resolve));
  const thumbnailHost = `127.0.0.1:${(thumbnails.address() as AddressInfo).port}`;
  ctx = await createTestContext({ env: { YTDLP_PATH: FAKE_YTDLP, YOUTUBE_THUMBNAIL_URL: `http://${thumbnailHost}/vi`, OUTBOUND_ALLOW_HOSTS: thumbnailHost } });
  [{ id: artistId }] = await ctx.knex('artists').insert({ name: 'Maryan Mursal', slug: 'maryan-mursal', content_type: 'HSA' }).returning('id');
});
afterAll(async () => {
  thumbnails.close();
  await ctx?.close();
});
beforeEach(() => ctx.knex('jobs').delete());

const media = (key: string) => path.join(ctx.storageDir, 'media', key);
const song = (id: number) => ctx.knex('songs').where('id', id).first();

async function newSong(fields: Record<string, unknown>): Promise<number> {
  const [{ id }] = await ctx.knex('songs').insert({ name: 'Hooyo', slug: `hooyo-${Math.random()}`, artist_id: artistId, ...fields }).returning('id');
  await queueSongAudio(ctx.knex, id);
  return id;
}

/** Runs the app's own job handlers in a worker until nothing is due. */
async function runJobs() {
  const worker = startWorker({ knex: ctx.knex, logger: createLogger('silent'), handlers: jobHandlers({ ...ctx.app.context }), untilIdle: true });
  await worker.done;
}

function probe(file: string) {
  const out = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration,bit_rate:stream=codec_name,channels,sample_rate', '-of', 'json', file], { encoding: 'utf8' });
  return JSON.parse(out) as { format: { duration: string; bit_rate: string }; streams: { codec_name: string; channels: number; sample_rate: string }[] };
}

/** Integrated loudness (EBU R128) as ffmpeg's ebur128 filter measures it (its summary is on stderr). */
function integratedLoudness(file: string): number {
  const { stderr } = spawnSync('ffmpeg', ['-hide_banner', '-nostats', '-i', file, '-af', 'ebur128', '-f', 'null', '-'], { encoding: 'utf8' });
  return Number(/Integrated loudness:\s*I:\s*(-?[\d.]+) LUFS/.exec(stderr)?.[1]);
}

describe('the song audio job', () => {
  it('a song with a YouTube id ends with a playable, loudness-normalised mp3, a data-saver mp3, its duration and status done', async () => {
    const id = await newSong({ youtube: 'okokokokok1' });
    expect((await song(id)).meta).toMatchObject({ status: '', retry: false });
    await runJobs();
    const row = await song(id);
    expect(row.meta).toMatchObject({ status: 'done', retry: false, message: null, source: 'youtube:okokokokok1' });
    expect(row.mp3).toMatch(/^audio\/songs\/[0-9a-f]{32}\.mp3$/);
    expect(row.mp3_saver).toMatch(/^audio\/songs\/[0-9a-f]{32}\.mp3$/);
    expect(row.duration_seconds).toBe(14);
    const standard = probe(media(row.mp3));
    expect(standard.streams[0]).toMatchObject({ codec_name: 'mp3', channels: 2, sample_rate: '44100' });
    expect(Math.round(Number(standard.format.bit_rate) / 1000)).toBeGreaterThanOrEqual(120);
    const saver = probe(media(row.mp3_saver));
    expect(saver.streams[0]).toMatchObject({ codec_name: 'mp3', channels: 1 });
    expect(Math.round(Number(saver.format.bit_rate) / 1000)).toBeLessThanOrEqual(50);
    expect(Math.abs(integratedLoudness(media(row.mp3)) - -14)).toBeLessThan(2);
    expect(await ctx.knex('jobs').where('kind', 'song-audio').first()).toMatchObject({ state: 'done', attempts: 1 });
    // The player plays it.
    const played = await request(ctx.app).post('/api/_song').send({ id, type: 'SONG' }).expect(200);
    expect(played.body.data).toMatchObject({ sources: [{ src: `/media/${row.mp3}` }], formatted_duration: '0:14' });
  });

  it('an uploaded file goes through the same normalisation; the job left no work files behind', async () => {
    const key = 'audio/uploads/0123456789abcdef0123456789abcdef.mp3';
    await ctx.app.context.storage.put(key, { file: SOURCE_AUDIO }, 'audio/mpeg');
    const id = await newSong({ audio: key });
    await runJobs();
    const row = await song(id);
    expect(row.meta).toMatchObject({ status: 'done', source: `upload:${key}` });
    expect(existsSync(media(row.mp3))).toBe(true);
    expect(readdirSync(path.join(ctx.storageDir, 'tmp', 'jobs'))).toEqual([]);
  });

  it('a removed video fails at once with yt-dlp\'s reason, and nothing is written', async () => {
    const id = await newSong({ youtube: 'gonegonegon' });
    await runJobs();
    const row = await song(id);
    expect(row.meta).toMatchObject({ status: 'fail', retry: false });
    expect(row.meta.message).toMatch(/Video unavailable/);
    expect(row.mp3).toBeNull();
    expect(await ctx.knex('jobs').where('kind', 'song-audio').first()).toMatchObject({ state: 'dead', attempts: 1 });
  });

  it('a network failure is retried later and says so; after the last attempt it is a failure staff can retry', async () => {
    const id = await newSong({ youtube: 'flakyflaky1' });
    await runJobs();
    let row = await song(id);
    expect(row.meta.status).toBe('');
    expect(row.meta.message).toMatch(/^Attempt 1 of 3 failed \(.*HTTP Error 503.*\); trying again\.$/);
    const job = await ctx.knex('jobs').where('kind', 'song-audio').first();
    expect(job).toMatchObject({ state: 'waiting', attempts: 1 });
    for (let attempt = 2; attempt <= 3; attempt++) {
      await ctx.knex('jobs').where('id', job.id).update({ run_at: ctx.knex.raw(`now() - interval '1 second'`) });
      await runJobs();
    }
    row = await song(id);
    expect(row.meta).toMatchObject({ status: 'fail', retry: false });
    expect(await ctx.knex('jobs').where('id', job.id).first()).toMatchObject({ state: 'dead', attempts: 3 });
    // The video is back; staff retry.
    await ctx.knex('songs').where('id', id).update({ youtube: 'okokokokok1' });
    await queueSongAudio(ctx.knex, id, { retry: true });
    expect((await song(id)).meta).toMatchObject({ status: '', retry: true });
    await runJobs();
    expect((await song(id)).meta).toMatchObject({ status: 'done', retry: false });
    expect(await retryDeadJob(ctx.knex, job.id)).toBe(true); // the old dead job, retried by hand, finds the work done
    await runJobs();
    expect((await song(id)).meta.status).toBe('repeat');
  });

  it('with "cover" on, the video\'s largest thumbnail becomes the cover, checked as an image', async () => {
    const id = await newSong({ youtube: 'okokokokok1', meta: JSON.stringify({ is_youtube: true, cover: true }) });
    await runJobs();
    const row = await song(id);
    expect(row.cover).toMatch(/^images\/songs\/[0-9a-f]{32}\.png$/);
    expect(readFileSync(media(row.cover))).toEqual(THUMBNAIL);
    expect(thumbnailRequests).toEqual(['/vi/okokokokok1/maxresdefault.jpg', '/vi/okokokokok1/sddefault.jpg']);
  });

  it('a thumbnail that cannot be fetched leaves the song playable; the cover is its own job, retried with its own message', async () => {
    thumbnailsDown.add('nocoverpic1');
    const id = await newSong({ youtube: 'nocoverpic1', meta: JSON.stringify({ is_youtube: true, cover: true }) });
    await runJobs();
    let row = await song(id);
    expect(row.meta).toMatchObject({ status: 'done', message: null, retry: false });
    expect(existsSync(media(row.mp3))).toBe(true);
    expect(row.cover).toBeNull();
    expect(await ctx.knex('jobs').where('kind', 'song-audio').first()).toMatchObject({ state: 'done', attempts: 1 });
    const cover = await ctx.knex('jobs').where('kind', 'song-cover').first();
    expect(cover).toMatchObject({ state: 'waiting', attempts: 1, payload: { song_id: id } });
    expect(cover.last_error).toMatch(/^Fetching the thumbnail failed: .*503/);
    expect(readdirSync(path.join(ctx.storageDir, 'tmp', 'jobs'))).toEqual([]);
    // The host is back: the cover's retry (not the audio) makes the cover.
    thumbnailsDown.delete('nocoverpic1');
    await ctx.knex('jobs').where('id', cover.id).update({ run_at: ctx.knex.raw(`now() - interval '1 second'`) });
    await runJobs();
    row = await song(id);
    expect(row.cover).toMatch(/^images\/songs\/[0-9a-f]{32}\.png$/);
    expect(await ctx.knex('jobs').where('id', cover.id).first()).toMatchObject({ state: 'done', attempts: 2 });
    expect(await ctx.knex('jobs').where('kind', 'song-audio').first()).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('a failed download and a failed transcode say which step failed', async () => {
    const id = await newSong({ youtube: 'flakyflaky1' });
    await runJobs();
    expect((await song(id)).meta.message).toMatch(/^Attempt 1 of 3 failed \(The download failed: yt-dlp: ERROR: .*HTTP Error 503.*\); trying again\.$/);
    // A source ffprobe reads but ffmpeg cannot transcode: the uploaded file stands in for an ffmpeg
    // that fails (FFMPEG_PATH pointing at a tool that exits with an error).
    const key = 'audio/uploads/00000000000000000000000000000001.mp3';
    await ctx.app.context.storage.put(key, { file: SOURCE_AUDIO }, 'audio/mpeg');
    const uploaded = await newSong({ audio: key });
    const handlers = jobHandlers({ ...ctx.app.context, config: { ...ctx.app.context.config, audio: { ...ctx.app.context.config.audio, ffmpegPath: '/bin/false' } } });
    await startWorker({ knex: ctx.knex, logger: createLogger('silent'), handlers, untilIdle: true }).done;
    expect((await song(uploaded)).meta.message).toMatch(/^Attempt 1 of 3 failed \(The transcode failed: ffmpeg: exit code 1\); trying again\.$/);
  });

  it('a download that writes nothing ends after AUDIO_TOOL_STALL_MS, not the whole time limit, and is retried', async () => {
    const id = await newSong({ youtube: 'slowslowslo' });
    const { config } = ctx.app.context;
    const handlers = jobHandlers({ ...ctx.app.context, config: { ...config, audio: { ...config.audio, toolStallMs: 1_500 } } });
    await startWorker({ knex: ctx.knex, logger: createLogger('silent'), handlers, untilIdle: true }).done;
    expect((await song(id)).meta.message).toBe('Attempt 1 of 3 failed (The download failed: yt-dlp wrote nothing for 2 seconds); trying again.');
    expect(await ctx.knex('jobs').where('kind', 'song-audio').first()).toMatchObject({ state: 'waiting', attempts: 1 });
  });

  it('a second song is made while the first one\'s download waits on the network', async () => {
    const stuck = await newSong({ youtube: 'slowslowslo' });
    const quick = await newSong({ youtube: 'okokokokok1' });
    // The app's own worker settings (WORKER_CONCURRENCY's default).
    const worker = startWorker({ knex: ctx.knex, logger: createLogger('silent'), handlers: jobHandlers({ ...ctx.app.context }), concurrency: ctx.app.context.config.worker.concurrency, pollMs: 100 });
    try {
      await expect.poll(async () => (await song(quick)).meta.status, { timeout: 60_000 }).toBe('done');
      expect((await song(stuck)).meta).toMatchObject({ status: '', retry: true }); // still downloading
    } finally {
      await worker.stop();
    }
  });

  it('a song with nothing to make audio from fails with a message that says what to do', async () => {
    const id = await newSong({ youtube: 'okokokokok1', meta: JSON.stringify({ is_youtube: false }) });
    await runJobs();
    expect((await song(id)).meta).toMatchObject({ status: 'fail', message: 'No audio to process: upload a file, or give a YouTube id with "download audio" on.' });
  });
});

