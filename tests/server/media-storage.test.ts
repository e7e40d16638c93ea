import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { binary } from '../helpers/http';
import { startLocalS3, type LocalS3 } from '../helpers/s3-server';
import { createMediaStorage } from '../../server/services/storage/create-media-storage';
import { localMediaStorage } from '../../server/services/storage/local-storage';
import { newMediaKey, UnsafeMediaKey } from '../../server/services/storage/media-key';
import { MediaNotFound, type MediaStorage } from '../../server/services/storage/media-storage';
import { mediaUrlFor } from '@common/media-url';

/** 300 KB of recognisable bytes: any slice out of place shows. */
const AUDIO = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7) % 251));
const IMAGE = Buffer.from('not really a png, but storage does not look inside');

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

interface Driver {
  name: string;
  /** The env that selects the driver (empty: the default local disk). */
  start(): Promise<{ env: Record<string, string>; close(): Promise<void> }>;
}

const drivers: Driver[] = [
  { name: 'the local disk', start: async () => ({ env: {}, close: async () => {} }) },
  {
    name: 'an S3-compatible bucket',
    start: async () => {
      const s3: LocalS3 = await startLocalS3();
      return { env: s3.env as Record<string, string>, close: () => s3.close() };
    },
  },
];

describe.each(drivers)('media storage on $name', (driver) => {
  let ctx: TestContext;
  let storage: MediaStorage;
  let stopDriver: () => Promise<void>;
  /** What a browser gets from a media URL: our own /media through the app, or the bucket over HTTP. */
  const fetchPublic = async (url: string) => {
    if (url.startsWith('/')) {
      const res = await binary(request(ctx.app).get(url));
      return { status: res.status, type: res.headers['content-type'], cache: res.headers['cache-control'], body: res.body as Buffer };
    }
    const res = await fetch(url);
    return { status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), body: Buffer.from(await res.arrayBuffer()) };
  };

  beforeAll(async () => {
    const started = await driver.start();
    stopDriver = started.close;
    ctx = await createTestContext({ env: started.env });
    storage = createMediaStorage(ctx.config);
  });
  afterAll(async () => {
    await ctx?.close();
    await stopDriver?.();
  });

  it('stores bytes under a fresh key and reads them back whole', async () => {
    const key = newMediaKey('audio', 'mp3');
    await storage.put(key, AUDIO, 'audio/mpeg');
    expect(Buffer.compare(await readAll(await storage.openRead(key)), AUDIO)).toBe(0);
  });

  it('stores a file from disk and leaves the file where it was', async () => {
    const source = path.join(ctx.storageDir, 'upload.bin');
    writeFileSync(source, IMAGE);
    const key = newMediaKey('images/artists', 'png');
    await storage.put(key, { file: source }, 'image/png');
    expect(Buffer.compare(await readAll(await storage.openRead(key)), IMAGE)).toBe(0);
    expect(readdirSync(ctx.storageDir)).toContain('upload.bin');
  });

  it('knows whether a key exists and how large it is', async () => {
    const key = newMediaKey('audio', 'mp3');
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.size(key)).toBeNull();
    await storage.put(key, AUDIO, 'audio/mpeg');
    expect(await storage.exists(key)).toBe(true);
    expect(await storage.size(key)).toBe(AUDIO.length);
  });

  it('removes an object, and removing one that is not there is not an error', async () => {
    const key = newMediaKey('images/artists', 'png');
    await storage.put(key, IMAGE, 'image/png');
    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.remove(key)).resolves.toBeUndefined();
    await expect(storage.openRead(key)).rejects.toBeInstanceOf(MediaNotFound);
  });

  it('serves a stored key at the URL mediaUrl makes of it, with its type and the year-long immutable cache', async () => {
    const key = newMediaKey('audio', 'mp3');
    await storage.put(key, AUDIO, 'audio/mpeg');
    // What the database keeps: the image uploader stores '/' followed by the key (spec, backstage uploads).
    const url = mediaUrlFor(ctx.config.mediaPublicUrl)(`/${key}`);
    expect(url).toBe(`${ctx.config.mediaPublicUrl ?? '/media'}/${key}`);
    const res = await fetchPublic(url ?? '');
    expect(res.status).toBe(200);
    expect(res.type).toBe('audio/mpeg');
    expect(res.cache).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(res.body, AUDIO)).toBe(0);
  });

  it('refuses keys that could leave the media root, and writes nothing', async () => {
    for (const key of ['../escape.png', '/etc/escape.png', 'images/../../escape.png', 'images/.hidden.png', 'images\\escape.png', 'images/\0.png']) {
      await expect(storage.put(key, IMAGE, 'image/png'), key).rejects.toBeInstanceOf(UnsafeMediaKey);
    }
    expect(readdirSync(ctx.storageDir)).not.toContain('escape.png');
  });

  it('leaves nothing behind when the source cannot be read', async () => {
    const key = newMediaKey('audio', 'mp3');
    await expect(storage.put(key, { file: path.join(ctx.storageDir, 'gone.mp3') }, 'audio/mpeg')).rejects.toThrow();
    expect(await storage.exists(key)).toBe(false);
  });

  it('lets pages load media from where its URLs point', async () => {
    const res = await request(ctx.app).get('/').expect(200);
    const mediaSources = String(res.headers['content-security-policy']).split(';').find((directive) => directive.trim().startsWith('media-src'));
    expect(mediaSources?.trim().split(' ')).toContain(ctx.config.mediaPublicUrl ? new URL(ctx.config.mediaPublicUrl).origin : "'self'");
  });

  it('keeps a stored path that names a host as it is', () => {
    expect(mediaUrlFor(ctx.config.mediaPublicUrl)('images.hees.com/artists/old.png')).toBe('https://images.hees.com/artists/old.png');
  });
});

describe('media storage on the local disk, while a write is under way', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'hees-media-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('shows readers no file or the whole file, never part of one, and leaves no temporary file', async () => {
    const storage = localMediaStorage(root);
    const big = Buffer.alloc(32 * 1024 * 1024, 7);
    const key = newMediaKey('audio', 'mp3');
    const seen: (number | null)[] = [];
    let done = false;
    const writing = storage.put(key, big, 'audio/mpeg').finally(() => (done = true));
    while (!done) seen.push(await storage.size(key));
    await writing;
    seen.push(await storage.size(key));
    expect(seen.filter((size) => size !== null && size !== big.length)).toEqual([]);
    expect(seen.at(-1)).toBe(big.length);
    expect(readdirSync(path.join(root, 'audio'))).toEqual([path.basename(key)]);
  });
});
