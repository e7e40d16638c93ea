import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { parseRssFeed } from 'feedsmith';
import sharp from 'sharp';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';
import { startLocalHttpServer, type LocalHttpServer } from '../helpers/local-http-server';
import { VERSION } from '../helpers/inertia';
import { JOB_SCHEDULES, jobHandlers } from '../../server/app-jobs';
import { startWorker } from '../../server/jobs/worker';
import { createLogger } from '../../server/logger';

/** A podcast host as the internet has them: the feed (which the test edits between reads) and some wrong answers. */
let feedServer: LocalHttpServer;
let host: string;
let episodes: { guid: string; title: string; date: string }[];
let feedRequests = 0;
/** The feed's cover (which the test changes) and how often each picture was fetched. */
let coverPath = '/cover.png';
const pictureRequests: Record<string, number> = {};
let coverPng: Buffer;
let episodeJpeg: Buffer;
const rss = () => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:content="http://purl.org/rss/1.0/modules/content/">
<channel><title>Codka Geeska</title><link>https://codka.example/</link>
<description><![CDATA[<p>Wararka &amp; wareysiyo.</p>]]></description>
<itunes:author>Hodan Cali</itunes:author><itunes:image href="http://${host}${coverPath}"/>
${episodes
  .map(
    (episode) => `<item><title>${episode.title}</title><guid isPermaLink="false">${episode.guid}</guid><pubDate>${episode.date}</pubDate>
<description><![CDATA[<p>Qaybta <b>koowaad</b>.</p><p>Line two<br/>and three</p><script>alert(1)</script><img src=x onerror=alert(2)>]]></description>
<enclosure url="https://cdn.codka.example/${episode.guid}.mp3" length="4321" type="audio/mpeg"/>${episode.guid === 'ep-1' ? `<itunes:image href="http://${host}/ep-1.jpg"/>` : ''}<itunes:duration>12:34</itunes:duration></item>`,
  )
  .join('\n')}
</channel></rss>`;

let ctx: BackstageContext;
beforeAll(async () => {
  episodes = [
    { guid: 'ep-2', title: 'Qaybta 2', date: 'Tue, 03 Jun 2025 10:00:00 GMT' },
    { guid: 'ep-1', title: 'Qaybta 1', date: 'Mon, 02 Jun 2025 10:00:00 GMT' },
  ];
  coverPng = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#0f766e' } }).png().toBuffer();
  episodeJpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#b45309' } }).jpeg().toBuffer();
  feedServer = await startLocalHttpServer((req, res) => {
    const path = req.url!;
    if (/\.(png|jpg)$/.test(path)) pictureRequests[path] = (pictureRequests[path] ?? 0) + 1;
    if (path === '/cover.png' || path === '/new-cover.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(coverPng);
    if (path === '/ep-1.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(episodeJpeg);
    // A "picture" that is a web page: the uploader's check of the bytes refuses it.
    if (path === '/fake.png') return res.writeHead(200, { 'content-type': 'image/png' }).end('<!doctype html><html><body>not a picture</body></html>');
    if (path.split('?')[0] === '/feed.xml') {
      feedRequests++;
      return res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rss());
    }
    if (path === '/page.html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><html><body>Hello</body></html>');
    if (path === '/loop') return res.writeHead(302, { location: '/loop2' }).end();
    if (path === '/loop2') return res.writeHead(302, { location: '/loop' }).end();
    if (path === '/inside') return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (path === '/huge.xml') {
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      const chunk = Buffer.alloc(1024 * 1024, 32);
      let sent = 0;
      const pump = () => {
        while (sent < 50 && res.write(chunk)) sent++;
        if (sent >= 50) res.end();
        else res.once('drain', pump);
      };
      return pump();
    }
    res.writeHead(404).end('not here');
  });
  host = feedServer.host;
  ctx = await backstageContext({ demo: false, env: { OUTBOUND_ALLOW_HOSTS: host } });
});
afterAll(async () => {
  await feedServer?.close();
  await ctx?.close();
});

const api = (path: string, token = ctx.admin.token) => request(ctx.app).post(path).set('Authorization', `Bearer ${token}`).set('Accept', 'application/json');
const runJobs = async () => {
  await startWorker({ knex: ctx.knex, logger: createLogger('silent'), handlers: jobHandlers(ctx.app.context), untilIdle: true }).done;
};

describe('podcasts from RSS feeds', () => {
  let podcastId: number;

  it('adds a podcast by its feed: the channel at once, the episodes through the import job', async () => {
    const res = await api('/backstage/podcasts').send({ feed_url: `http://${host}/feed.xml` }).expect(201);
    podcastId = res.body.data.id;
    expect(res.body.data).toMatchObject({ title: 'Codka Geeska', episodes_in_feed: 2 });
    expect(await ctx.knex('podcasts').where('id', podcastId).first()).toMatchObject({
      title: 'Codka Geeska', host: 'Hodan Cali', image: null, description: 'Wararka & wareysiyo.', feed_url: `http://${host}/feed.xml`,
    });
    expect(await ctx.knex('jobs').where({ kind: 'podcast-feed' }).count('* as n')).toEqual([{ n: 1 }]);
    await runJobs();
    const rows = await ctx.knex('episodes').where('podcast_id', podcastId).orderBy('pub_date');
    expect(rows.map((row) => [row.guid, row.title, row.duration_seconds, row.audio, Number(row.audio_bytes)])).toEqual([
      ['ep-1', 'Qaybta 1', 754, 'https://cdn.codka.example/ep-1.mp3', 4321],
      ['ep-2', 'Qaybta 2', 754, 'https://cdn.codka.example/ep-2.mp3', 4321],
    ]);
    // Show notes as text: paragraphs and line breaks kept, markup and scripts gone.
    expect(rows[0].description).toBe('Qaybta koowaad.\n\nLine two\nand three');
    const page = await request(ctx.app).get(`/api/podcast/${podcastId}`).expect(200);
    expect(JSON.stringify(page.body)).toContain('Qaybta 1');
  });

  it('copies the feed\'s cover and episode pictures into our storage and serves them like uploads, renditions included', async () => {
    const podcast = await ctx.knex('podcasts').where('id', podcastId).first();
    expect(podcast).toMatchObject({ image: expect.stringMatching(/^images\/podcasts\/.+\.png$/), image_source: `http://${host}/cover.png`, image_error: null });
    const page = await request(ctx.app).get(`/api/podcast/${podcastId}`).expect(200);
    const json = JSON.stringify(page.body);
    expect(json).not.toContain(host);
    const cover = page.body.data.image;
    expect(cover).toBe(`/media/${podcast.image}`);
    const served = await request(ctx.app).get(cover).buffer(true).expect(200).expect('Content-Type', 'image/png');
    expect(Buffer.compare(served.body, coverPng)).toBe(0);
    const rendition = await request(ctx.app).get(`/img/192/${podcast.image}`).set('Accept', 'image/webp').expect(200).expect('Content-Type', 'image/webp');
    expect((await sharp(rendition.body).metadata()).width).toBe(192);
    // Each episode shows its own picture, copied too, or the podcast's cover.
    const rows = await ctx.knex('episodes').where('podcast_id', podcastId).orderBy('guid');
    expect(rows.map((row) => [row.guid, row.image_source])).toEqual([['ep-1', `http://${host}/ep-1.jpg`], ['ep-2', null]]);
    expect(rows[0].image).toMatch(/^images\/podcasts\/.+\.jpg$/);
    await request(ctx.app).get(`/media/${rows[0].image}`).expect(200).expect('Content-Type', 'image/jpeg');
    // Recorded as uploads, so a backstage form that keeps the picture accepts it.
    expect(await ctx.knex('media_uploads').whereIn('path', [podcast.image, rows[0].image]).orderBy('format').select('kind', 'format', 'imagepath', 'component')).toEqual([
      { kind: 'image', format: 'jpeg', imagepath: 'podcasts', component: 'podcast-feed' },
      { kind: 'image', format: 'png', imagepath: 'podcasts', component: 'podcast-feed' },
    ]);
    expect(pictureRequests).toEqual({ '/cover.png': 1, '/ep-1.jpg': 1 });
  });

  it('a refresh adds new episodes and updates known ones, never duplicating', async () => {
    episodes = [{ guid: 'ep-3', title: 'Qaybta 3', date: 'Wed, 04 Jun 2025 10:00:00 GMT' }, { guid: 'ep-2', title: 'Qaybta 2 (sax)', date: episodes[0]!.date }, episodes[1]!];
    await api(`/backstage/podcasts/${podcastId}/refresh`).expect(200);
    await runJobs();
    await api(`/backstage/podcasts/${podcastId}/refresh`).expect(200);
    await runJobs();
    const rows = await ctx.knex('episodes').where('podcast_id', podcastId).orderBy('guid');
    expect(rows.map((row) => [row.guid, row.title])).toEqual([['ep-1', 'Qaybta 1'], ['ep-2', 'Qaybta 2 (sax)'], ['ep-3', 'Qaybta 3']]);
    expect((await ctx.knex('podcasts').where('id', podcastId).first()).feed_error).toBeNull();
    // Pictures copied before are not fetched again.
    expect(pictureRequests).toEqual({ '/cover.png': 1, '/ep-1.jpg': 1 });
  });

  it('a cover that cannot be copied keeps the podcast and its episodes, with the old picture or none, and says why', async () => {
    const before = (await ctx.knex('podcasts').where('id', podcastId).first()).image;
    coverPath = '/fake.png';
    await api(`/backstage/podcasts/${podcastId}/refresh`).expect(200);
    await runJobs();
    const podcast = await ctx.knex('podcasts').where('id', podcastId).first();
    expect(podcast).toMatchObject({ image: before, image_source: `http://${host}/cover.png`, feed_error: null });
    expect(podcast.image_error).toMatch(/^The feed's cover \(http:\/\/.+\/fake\.png\) could not be copied: The file is not an image/);
    const list = await ctx.admin.agent.get('/backstage/podcasts').set('X-Inertia', 'true').set('X-Inertia-Version', VERSION).expect(200);
    expect(list.body.props.podcasts.data.find((row: { id: number }) => row.id === podcastId).image_error).toBe(podcast.image_error);

    // A new cover that copies clears the message.
    coverPath = '/new-cover.png';
    await api(`/backstage/podcasts/${podcastId}/refresh`).expect(200);
    await runJobs();
    const fixed = await ctx.knex('podcasts').where('id', podcastId).first();
    expect(fixed).toMatchObject({ image_source: `http://${host}/new-cover.png`, image_error: null });
    expect(fixed.image).not.toBe(before);
    coverPath = '/cover.png';
  });

  it('a new feed whose cover is missing is added with its episodes and no picture', async () => {
    const saved = coverPath;
    coverPath = '/no-such-cover.png';
    const res = await api('/backstage/podcasts').send({ feed_url: `http://${host}/feed.xml?second` }).expect(201);
    await runJobs();
    const podcast = await ctx.knex('podcasts').where('id', res.body.data.id).first();
    expect(podcast).toMatchObject({ image: null, image_source: null, feed_error: null });
    expect(podcast.image_error).toMatch(/answered 404/);
    expect(await ctx.knex('episodes').where('podcast_id', podcast.id).count('* as n')).toEqual([{ n: 3 }]);
    await ctx.knex('podcasts').where('id', podcast.id).delete();
    coverPath = saved;
  });

  it('the scheduled job queues feeds not read for an hour', async () => {
    await ctx.knex('podcasts').where('id', podcastId).update({ feed_refreshed_at: ctx.knex.raw(`now() - interval '2 hours'`) });
    const before = feedRequests;
    await startWorker({ knex: ctx.knex, logger: createLogger('silent'), handlers: jobHandlers(ctx.app.context), untilIdle: true, schedules: JOB_SCHEDULES }).done;
    await runJobs();
    expect(feedRequests).toBe(before + 1);
    await runJobs(); // read just now: not due again
    expect(feedRequests).toBe(before + 1);
  });

  it.each([
    ['a web page', '/page.html', /RSS|feed/i],
    ['a 404', '/missing.xml', /answered 404/],
    ['a redirect loop', '/loop', /loop/],
    ['a 50 MB body', '/huge.xml', /larger than 20 MB/],
    ['a redirect inside the network', '/inside', /public internet/],
  ])('refuses %s as an error on feed_url, adding nothing', async (_name, path, message) => {
    const before = await ctx.knex('podcasts').count('* as n');
    const res = await api('/backstage/podcasts').send({ feed_url: `http://${host}${path}` }).expect(422);
    expect(res.body.errors.feed_url[0]).toMatch(message);
    expect(await ctx.knex('podcasts').count('* as n')).toEqual(before);
  });

  it.each(['http://127.0.0.1:22/', 'http://169.254.169.254/feed', 'file:///etc/passwd', 'not a url', '', 'http://[::1]/feed.xml'])('refuses the feed address %j', async (url) => {
    const res = await api('/backstage/podcasts').send({ feed_url: url }).expect(422);
    expect(res.body.errors.feed_url).toHaveLength(1);
  });

  it('refuses a feed already added, by name', async () => {
    const res = await api('/backstage/podcasts').send({ feed_url: `http://${host}/feed.xml` }).expect(422);
    expect(res.body.errors.feed_url[0]).toBe('This feed is already here as “Codka Geeska”.');
  });

  it('publishes its own RSS 2.0 feed with the iTunes namespace, which a feed parser reads back', async () => {
    const res = await request(ctx.app).get(`/podcast/${podcastId}/feed.xml`).expect(200).expect('Content-Type', /application\/rss\+xml/);
    const feed = parseRssFeed(res.text);
    expect(feed.title).toBe('Codka Geeska');
    expect(feed.itunes?.author).toBe('Hodan Cali');
    expect(feed.items?.map((item) => item.guid?.value)).toEqual(['ep-3', 'ep-2', 'ep-1']);
    expect(feed.items?.[0]).toMatchObject({ enclosures: [{ url: 'https://cdn.codka.example/ep-3.mp3', length: 4321, type: 'audio/mpeg' }], itunes: { duration: 754 } });
    expect(feed.items?.[0]?.link).toMatch(/\/episode\/\d+$/);
    await request(ctx.app).get('/podcast/99999/feed.xml').expect(404);
    const page = await request(ctx.app).get(`/podcast/${podcastId}`).expect(200);
    expect(page.text).toContain(`href="/podcast/${podcastId}/feed.xml"`);
  });

  it('backstage lists podcasts with their feed state; it is staff only and needs the XSRF token', async () => {
    const res = await ctx.admin.agent.get('/backstage/podcasts').set('X-Inertia', 'true').set('X-Inertia-Version', VERSION).expect(200);
    expect(res.body.component).toBe('backstage/podcasts/index');
    expect(res.body.props.podcasts.data).toEqual(expect.arrayContaining([expect.objectContaining({ id: podcastId, title: 'Codka Geeska', episodes_count: 3, feed_error: null })]));
    await api('/backstage/podcasts', ctx.listener.token).send({ feed_url: `http://${host}/feed.xml` }).expect(403);
    await request(ctx.app).post('/backstage/podcasts').set('Accept', 'application/json').send({ feed_url: 'x' }).expect(401);
    await ctx.admin.agent.post('/backstage/podcasts').set('Accept', 'application/json').send({ feed_url: `http://${host}/other.xml` }).expect(419);
    await api('/backstage/podcasts/99999/refresh').expect(404);
  });
});
