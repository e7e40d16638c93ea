import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import sharp from 'sharp';
import { parseFeed } from 'podcast-partytime';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';
import { startLocalHttpServer, type LocalHttpServer } from '../helpers/local-http-server';
import { checkAppleFeed, type FetchUrl } from '../helpers/apple-podcast-rules';
import { jobHandlers } from '../../server/app-jobs';
import { startWorker } from '../../server/jobs/worker';
import { createLogger } from '../../server/logger';
import { createHttpServer } from '../../server/http/http-server';
import { execFileSync } from 'node:child_process';

/**
 * Every feed we publish, read by the consumers that matter: a Podcasting 2.0 parser
 * (podcast-partytime, what Podcast Index's tooling is built on), Apple's published requirements
 * (tests/helpers/apple-podcast-rules.ts), and a podcast app's download of each enclosure. The feeds
 * are those of the demo catalogue (podcasts of our own, recordings in our storage) and one podcast
 * imported from a stand-in podcast host.
 */

/** The Podcasting 2.0 namespace's UUID for feed guids, written out here apart from the server's copy. */
const PODCAST_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6';

/** UUIDv5 (RFC 9562), computed here on its own so the test does not trust the server's function. */
function expectedGuid(feedUrl: string): string {
  const name = feedUrl.replace(/^https?:\/\//, '').replace(/\/+$/, '');
  const hash = createHash('sha1').update(Buffer.from(PODCAST_NAMESPACE.replaceAll('-', ''), 'hex')).update(name).digest('hex');
  const variant = ((parseInt(hash.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hash.slice(0, 8)}-${hash.slice(8, 12)}-5${hash.slice(13, 16)}-${variant}${hash.slice(18, 20)}-${hash.slice(20, 32)}`;
}

/** Reads a feed from stdin with feedparser and prints what a reader would see, as JSON. */
const FEEDPARSER_READ = [
  'import sys, json, feedparser',
  'd = feedparser.parse(sys.stdin.buffer.read())',
  'print(json.dumps({"bozo": bool(d.bozo), "exception": str(d.get("bozo_exception")) if d.bozo else None, "version": d.version, "title": d.feed.get("title"),',
  '  "entries": [{"enclosures": [{"length": e.get("length"), "type": e.get("type")} for e in x.get("enclosures", [])]} for x in d.entries]}))',
].join('\n');

/** The stand-in host's recordings: real bytes of known sizes. */
const HOSTED = { 'ep-1.mp3': Buffer.alloc(72_411, 7), 'ep-2.mp3': Buffer.alloc(54_387, 9) };

let ctx: BackstageContext;
let host: LocalHttpServer;
let server: http.Server;
let origin: string;
let importedId: number;

const hostedFeed = (address: string) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
<channel><title>Codka Geeska</title><link>https://codka.example/</link><description>Wararka iyo wareysiyo.</description>
<itunes:author>Hodan Cali</itunes:author><itunes:image href="http://${address}/cover.png"/>
<item><title>Qaybta 2</title><guid isPermaLink="false">ep-2</guid><pubDate>Tue, 03 Jun 2025 10:00:00 GMT</pubDate><description>Labaad.</description>
<enclosure url="http://${address}/ep-2.mp3" length="${HOSTED['ep-2.mp3'].length}" type="audio/mpeg"/><itunes:duration>4</itunes:duration></item>
<item><title>Qaybta 1</title><guid isPermaLink="false">ep-1</guid><pubDate>Mon, 02 Jun 2025 10:00:00 GMT</pubDate><description>Koowaad.</description>
<enclosure url="http://${address}/ep-1.mp3" length="${HOSTED['ep-1.mp3'].length}" type="audio/mpeg"/><itunes:duration>5</itunes:duration><itunes:image href="http://${address}/ep-1.jpg"/></item>
</channel></rss>`;

/** A podcast app's request of any URL a feed names, ours or the stand-in host's. */
const fetchUrl: FetchUrl = async (url, init = {}) => {
  const res = await fetch(url, { redirect: 'follow', method: init.method ?? 'GET', headers: init.range ? { Range: init.range } : {} });
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', body: Buffer.from(await res.arrayBuffer()) };
};

beforeAll(async () => {
  const cover = await sharp({ create: { width: 600, height: 400, channels: 4, background: '#b45309' } }).png().toBuffer();
  const episodePicture = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#1d4ed8' } }).jpeg().toBuffer();
  host = await startLocalHttpServer((req, res) => {
    const file = req.url!.slice(1);
    if (file === 'feed.xml') return res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(hostedFeed(host.host));
    if (file === 'cover.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(cover);
    if (file === 'ep-1.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(episodePicture);
    if (file in HOSTED) {
      // A podcast CDN: HEAD and byte ranges, as Apple requires of a media host.
      const bytes = HOSTED[file as keyof typeof HOSTED];
      const [, from, to] = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '') ?? [];
      if (from !== undefined && to !== undefined) {
        return res.writeHead(206, { 'content-type': 'audio/mpeg', 'content-range': `bytes ${from}-${to}/${bytes.length}` }).end(bytes.subarray(Number(from), Number(to) + 1));
      }
      return res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': bytes.length, 'accept-ranges': 'bytes' }).end(req.method === 'HEAD' ? undefined : bytes);
    }
    res.writeHead(404).end();
  });
  // No APP_URL: links follow the address asked for, this test's server.
  ctx = await backstageContext({ env: { APP_URL: '', OUTBOUND_ALLOW_HOSTS: host.host, PODCAST_FUNDING_URL: 'https://hees.example/taageer' } });
  const added = await request(ctx.app).post('/backstage/podcasts').set('Authorization', `Bearer ${ctx.admin.token}`).set('Accept', 'application/json').send({ feed_url: `http://${host.host}/feed.xml` }).expect(201);
  importedId = added.body.data.id;
  await startWorker({ knex: ctx.knex, logger: createLogger('silent'), handlers: jobHandlers(ctx.app.context), untilIdle: true }).done;
  server = createHttpServer(ctx.app, ctx.config.timeouts).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address() as { port: number };
  origin = `http://127.0.0.1:${address.port}`;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await host?.close();
  await ctx?.close();
});

/** Every podcast whose feed we publish: those not in the trash (the page links each one's feed). */
const publishedFeeds = async () => (await ctx.knex('podcasts').whereNull('deleted_at').orderBy('id').pluck('id')) as number[];

describe('every feed we publish, read by podcast apps and directories', () => {
  it('publishes feeds of both kinds: podcasts of our own and an imported one', async () => {
    const ids = await publishedFeeds();
    expect(ids.length).toBeGreaterThanOrEqual(4);
    expect(ids).toContain(importedId);
    const own = await ctx.knex('podcasts').whereIn('id', ids).whereNull('feed_url').count('* as n');
    expect(Number(own[0]!.n)).toBeGreaterThanOrEqual(3);
    expect(await ctx.knex('episodes').where('podcast_id', importedId).count('* as n')).toEqual([{ n: 2 }]);
  });

  it('podcast-partytime reads each feed: its Podcasting 2.0 guid and lock, owner, artwork and every episode', async () => {
    for (const id of await publishedFeeds()) {
      const feedUrl = `${origin}/podcast/${id}/feed.xml`;
      const res = await fetchUrl(feedUrl);
      expect(res.status).toBe(200);
      const feed = parseFeed(res.body.toString('utf8'));
      expect(feed, feedUrl).not.toBeNull();
      const listed = await ctx.knex('episodes').where('podcast_id', id).whereNull('hidden_at').where('pub_date', '<=', new Date()).count('* as n');
      expect(feed!.items, feedUrl).toHaveLength(Number(listed[0]!.n));
      expect(feed!.guid, feedUrl).toBe(expectedGuid(feedUrl));
      // The Podcasting 2.0 tags partytime recognised, by the namespace's phases.
      expect(feed!.pc20support[1], feedUrl).toEqual(expect.arrayContaining(['locked', 'funding']));
      expect(feed!.pc20support[3], feedUrl).toEqual(expect.arrayContaining(['guid']));
      expect(feed!.locked, feedUrl).toBe(id !== importedId);
      expect(feed!.podcastOwner, feedUrl).toBe('podcasts@hees.so');
      expect(feed!.owner, feedUrl).toEqual({ name: 'Hees', email: 'podcasts@hees.so' });
      expect(feed!.podcastFunding, feedUrl).toEqual([{ url: 'https://hees.example/taageer', message: 'Taageer Hees' }]);
      expect(feed!.pubsub?.self, feedUrl).toBe(feedUrl);
      expect(feed!.image?.url, feedUrl).toMatch(new RegExp(`^${origin}/podcast/${id}/artwork/[0-9a-f]{16}\\.jpg$`));
      expect(feed!.itunesImage, feedUrl).toBe(feed!.image?.url);
      for (const item of feed!.items) {
        expect(item.enclosure.length, `${feedUrl} ${item.guid}`).toBeGreaterThan(0);
        expect(item.enclosure.type).toBe('audio/mpeg');
        expect(item.duration).toBeGreaterThan(0);
        expect(item.guid).toBeTruthy();
        expect(item.itunesImage).toMatch(/\/artwork\/[0-9a-f]{16}\.jpg$/);
      }
    }
  });

  it("passes Apple's requirements with no error and no warning, artwork and enclosures fetched and measured", async () => {
    const report: Record<string, { errors: string[]; warnings: string[] }> = {};
    for (const id of await publishedFeeds()) {
      const feedUrl = `${origin}/podcast/${id}/feed.xml`;
      report[feedUrl] = await checkAppleFeed(feedUrl, fetchUrl);
    }
    expect(Object.values(report).flatMap((check) => check.errors)).toEqual([]);
    expect(Object.values(report).flatMap((check) => check.warnings)).toEqual([]);
  });

  // Debian's python3-feedparser (installed by .ci/run): the parser behind many podcast and feed readers.
  // `bozo` is its flag for a feed that is not well-formed or not what it says it is.
  it('feedparser (Debian\'s python3-feedparser) reads each feed without a complaint (bozo false), every episode with its enclosure', async () => {
    for (const id of await publishedFeeds()) {
      const feedUrl = `${origin}/podcast/${id}/feed.xml`;
      const xml = (await fetchUrl(feedUrl)).body;
      const read = JSON.parse(
        execFileSync('/usr/bin/python3', ['-c', FEEDPARSER_READ], { input: xml, encoding: 'utf8', timeout: 30_000 }),
      ) as { bozo: boolean; exception: string | null; version: string; title: string; entries: { enclosures: { length: string; type: string }[] }[] };
      expect(read.bozo ? read.exception : null, feedUrl).toBeNull();
      expect(read.version, feedUrl).toBe('rss20');
      expect(read.title, feedUrl).toBeTruthy();
      const listed = await ctx.knex('episodes').where('podcast_id', id).whereNull('hidden_at').where('pub_date', '<=', new Date()).count('* as n');
      expect(read.entries, feedUrl).toHaveLength(Number(listed[0]!.n));
      for (const entry of read.entries) {
        expect(entry.enclosures, feedUrl).toHaveLength(1);
        expect(Number(entry.enclosures[0]!.length), feedUrl).toBeGreaterThan(0);
        expect(entry.enclosures[0]!.type, feedUrl).toBe('audio/mpeg');
      }
    }
  });

  it('each enclosure URL serves exactly the length the feed gives it', async () => {
    const sizes: number[] = [];
    for (const id of await publishedFeeds()) {
      const feed = parseFeed((await fetchUrl(`${origin}/podcast/${id}/feed.xml`)).body.toString('utf8'))!;
      for (const item of feed.items) {
        const served = await fetchUrl(item.enclosure.url);
        expect(served.status, item.enclosure.url).toBe(200);
        expect(served.body.length, item.enclosure.url).toBe(item.enclosure.length);
        sizes.push(item.enclosure.length);
      }
    }
    // The imported podcast's two recordings at the stand-in host, and the demo's own recordings.
    expect(sizes).toEqual(expect.arrayContaining([72_411, 54_387]));
    // A recording of ours had no size on its row: the first feed measured it and kept it.
    expect(await ctx.knex('episodes').whereNull('audio_bytes').orWhere('audio_bytes', 0).count('* as n')).toEqual([{ n: 0 }]);
  });

  it('answers other sites (CORS, CORP), says when it last changed and answers a conditional GET with 304', async () => {
    const [id] = await publishedFeeds();
    const res = await request(server).get(`/podcast/${id}/feed.xml`).set('Origin', 'https://player.example').expect(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['set-cookie']).toBeUndefined();
    const lastModified = String(res.headers['last-modified']);
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);
    expect(res.text).toContain(`<lastBuildDate>${lastModified}</lastBuildDate>`);
    expect(res.text).toMatch(/<itunes:explicit>false<\/itunes:explicit>/);
    expect(res.text).not.toMatch(/<itunes:explicit>(yes|no)</);
    expect(res.text).not.toMatch(/\.svg/);
    await request(server).get(`/podcast/${id}/feed.xml`).set('If-Modified-Since', lastModified).expect(304);
    // A change to the podcast is a newer feed.
    await ctx.knex('podcasts').where('id', id).update({ updated_at: new Date(Date.now() + 5_000) });
    await request(server).get(`/podcast/${id}/feed.xml`).set('If-Modified-Since', lastModified).expect(200);
  });
});

describe('the feeds\' artwork', () => {
  const artworkOf = async (id: number) => parseFeed((await fetchUrl(`${origin}/podcast/${id}/feed.xml`)).body.toString('utf8'))!.itunesImage!;
  const cacheDir = () => path.join(ctx.storageDir, 'cache', 'podcast-artwork');

  it('is a square 1400 px RGB JPEG drawn from the stored cover, kept once and cached for good', async () => {
    const url = await artworkOf(importedId);
    const first = await request(server).get(new URL(url).pathname).expect(200).expect('Content-Type', 'image/jpeg');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(first.headers['access-control-allow-origin']).toBe('*');
    const meta = await sharp(first.body).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1400, height: 1400, space: 'srgb', channels: 3 });
    // The imported cover is a brown 600x400 picture: its colour fills the middle of the square.
    const { data } = await sharp(first.body).extract({ left: 650, top: 650, width: 100, height: 100 }).resize(1, 1).raw().toBuffer({ resolveWithObject: true });
    expect(Math.abs(data[0]! - 0xb4) + Math.abs(data[1]! - 0x53) + Math.abs(data[2]! - 0x09)).toBeLessThan(24);
    const kept = readdirSync(path.join(cacheDir(), 'podcast', String(importedId)));
    expect(kept).toEqual([`${path.basename(new URL(url).pathname)}`]);
    const again = await request(server).get(new URL(url).pathname).expect(200);
    expect(Buffer.compare(again.body, first.body)).toBe(0);
    await request(server).get(new URL(url).pathname).set('If-None-Match', first.headers.etag!).expect(304);
  });

  it('an episode with a picture of its own has its own artwork; a podcast with no cover gets a drawn title card', async () => {
    const feed = parseFeed((await fetchUrl(`${origin}/podcast/${importedId}/feed.xml`)).body.toString('utf8'))!;
    const [second, first] = feed.items;
    expect(second!.itunesImage).toBe(feed.itunesImage);
    expect(first!.itunesImage).toMatch(/\/episode\/\d+\/artwork\/[0-9a-f]{16}\.jpg$/);
    const episodeArt = await fetchUrl(first!.itunesImage!);
    expect(await sharp(episodeArt.body).metadata()).toMatchObject({ format: 'jpeg', width: 1400, height: 1400 });

    const [bare] = await ctx.knex('podcasts').insert({ title: 'Dhageyso Maanta', slug: 'dhageyso-maanta', host: 'Xamdi', image: null }).returning('id');
    const bareId = typeof bare === 'object' ? bare.id : bare;
    const card = await fetchUrl(await artworkOf(bareId));
    expect(card.contentType).toBe('image/jpeg');
    const stats = await sharp(card.body).stats();
    expect(await sharp(card.body).metadata()).toMatchObject({ width: 1400, height: 1400, channels: 3 });
    // The brand's dark green with white lettering on it: not one flat colour.
    expect(stats.channels[1]!.max).toBeGreaterThan(200);
    expect(stats.channels[1]!.mean).toBeLessThan(120);
  });

  it('a new cover is a new URL; the old one is sent on to it', async () => {
    const before = await artworkOf(importedId);
    const other = (await ctx.knex('podcasts').whereNull('feed_url').first('image')).image;
    await ctx.knex('podcasts').where('id', importedId).update({ image: other, updated_at: new Date() });
    const after = await artworkOf(importedId);
    expect(after).not.toBe(before);
    const moved = await request(server).get(new URL(before).pathname).expect(302);
    expect(moved.headers.location).toBe(new URL(after).pathname);
  });

  it.each([
    ['an unknown podcast', '/podcast/99999/artwork/0123456789abcdef.jpg', 404],
    ['a podcast id that is not a number', '/podcast/abc/artwork/0123456789abcdef.jpg', 404],
    ['a NUL byte in the file', '/podcast/1/artwork/%00.jpg', 404],
    ['a NUL byte in the id', '/podcast/1%00/artwork/0123456789abcdef.jpg', 404],
    ['a file that is not a version', '/podcast/1/artwork/..%2F..%2Fetc%2Fpasswd', 404],
    ['another format', '/podcast/1/artwork/0123456789abcdef.png', 404],
    ['an unknown episode', '/episode/99999/artwork/0123456789abcdef.jpg', 404],
    ['a trashed podcast\'s feed', '/podcast/TRASHED/feed.xml', 404],
  ])('refuses %s with a 404 and leaves no file', async (_name, address, status) => {
    const trashed = (await ctx.knex('podcasts').insert({ title: 'Gone', slug: `gone-${Date.now()}`, deleted_at: new Date() }).returning('id'))[0];
    const target = address.replace('TRASHED', String(typeof trashed === 'object' ? trashed.id : trashed));
    const before = existsSync(cacheDir()) ? readdirSync(cacheDir(), { recursive: true }).length : 0;
    const res = await request(server).get(target).expect(status);
    expect(res.headers['content-type']).not.toMatch(/image/);
    expect(existsSync(cacheDir()) ? readdirSync(cacheDir(), { recursive: true }).length : 0).toBe(before);
  });
});
