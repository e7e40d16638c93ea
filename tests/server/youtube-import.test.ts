import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { clientAssets } from '../helpers/inertia';
import { signInAs } from '../helpers/sign-in';
import { startYoutubeStandIn, type YoutubeStandIn } from '../helpers/youtube-api-stand-in';

const FAKE_YTDLP = path.resolve('tests/fixtures/bin/fake-yt-dlp.cjs');

let youtube: YoutubeStandIn;
let ctx: BackstageContext;
let unconfigured: TestContext;
beforeAll(async () => {
  youtube = await startYoutubeStandIn();
  ctx = await backstageContext({ env: { YOUTUBE_API_KEY: youtube.key, YOUTUBE_API_URL: youtube.url, OUTBOUND_ALLOW_HOSTS: youtube.host, YTDLP_PATH: FAKE_YTDLP } });
  unconfigured = await createTestContext({ clientAssets });
});
afterAll(async () => {
  await ctx?.close();
  await unconfigured?.close();
  await youtube?.close();
});

type Method = 'get' | 'post' | 'delete';
const api = (method: Method, url: string, token = ctx.admin.token, app = ctx.app) => request(app)[method](url).set('Authorization', `Bearer ${token}`).set('Accept', 'application/json');

describe('authorization', () => {
  const routes: [Method, string][] = [
    ['get', '/api/backstage/youtube-channels'],
    ['post', '/api/backstage/youtube-channels'],
    ['delete', '/api/backstage/youtube-channels/1'],
    ['get', '/api/backstage/import-youtube?channelId=@hiddodhawr'],
    ['post', '/api/backstage/song-import-youtube'],
    ['get', '/api/backstage/youtube-json/dQw4w9WgXcQ'],
  ];
  it.each(routes)('%s %s: anonymous 401, listener 403, no call to YouTube', async (method, url) => {
    const calls = youtube.requests.length;
    await request(ctx.app)[method](url).set('Accept', 'application/json').expect(401);
    await api(method, url, ctx.listener.token).expect(403);
    expect(youtube.requests.length).toBe(calls);
  });
  it('writes from the admin’s session need the XSRF header', async () => {
    await ctx.admin.agent.post('/api/backstage/song-import-youtube').set('Accept', 'application/json').send({ name: 'x', artist: 1, youtube: 'vid00000001' }).expect(419);
    await ctx.admin.agent.post('/api/backstage/youtube-channels').set('Accept', 'application/json').send({ channel: '@x' }).expect(419);
  });
});

describe('the channels of the picker', () => {
  it('comes seeded with Somali music channels, and says whether the API is configured', async () => {
    const res = await api('get', '/api/backstage/youtube-channels').expect(200);
    expect(res.body.configured).toBe(true);
    expect(res.body.channels.length).toBeGreaterThanOrEqual(20);
    expect(res.body.channels).toContainEqual({ id: expect.any(Number), name: 'Hiddo Dhawr', handle: '@hiddodhawr', channel_id: null });
    const bare = await api('get', '/api/backstage/youtube-channels', (await signInAs(unconfigured.app, 'admin')).token, unconfigured.app).expect(200);
    expect(bare.body.configured).toBe(false);
  });

  it('adds a channel by address after YouTube knows it, refuses one it does not and a repeat, removes one; each logged', async () => {
    await api('delete', `/api/backstage/youtube-channels/${(await ctx.knex('youtube_channels').where('handle', '@hiddodhawr').first()).id}`).expect(200);
    const added = await api('post', '/api/backstage/youtube-channels').send({ channel: `https://www.youtube.com/channel/${youtube.channelId}` }).expect(201);
    expect(added.body).toEqual({ message: 'Hiddo Dhawr was added to the channels.', data: { id: expect.any(Number), name: 'Hiddo Dhawr', handle: null, channel_id: youtube.channelId } });
    expect(await ctx.knex('youtube_channels').where('id', added.body.data.id).first()).toMatchObject({ uploads_playlist_id: youtube.uploadsPlaylistId });
    expect((await api('post', '/api/backstage/youtube-channels').send({ channel: youtube.channelId }).expect(422)).body.message).toBe('That channel is already in the list, as Hiddo Dhawr.');
    expect((await api('post', '/api/backstage/youtube-channels').send({ channel: '@nobodyhere' }).expect(422)).body.message).toBe('YouTube does not know this channel.');
    expect((await api('post', '/api/backstage/youtube-channels').send({ channel: 'not a channel!' }).expect(422)).body.message).toBe('Give the channel’s handle (@name), its id (UC…) or its address.');
    expect((await api('delete', '/api/backstage/youtube-channels/99999999').expect(404)).body.message).toBe('That channel is not in the list.');
    const log = await ctx.knex('activity_log').where('entity_type', 'youtube channel').orderBy('id').select('action', 'entity_label');
    expect(log).toEqual([{ action: 'trashed', entity_label: 'Hiddo Dhawr' }, { action: 'created', entity_label: 'Hiddo Dhawr' }]);
    // Back as it was seeded, by handle, for the listing tests.
    await api('delete', `/api/backstage/youtube-channels/${added.body.data.id}`).expect(200);
    await api('post', '/api/backstage/youtube-channels').send({ channel: '@hiddodhawr', name: 'Hiddo Dhawr' }).expect(201);
  });
});

describe('browsing a channel’s videos', () => {
  it('answers spec §3’s listing shape page by page, skipping private uploads, with the tokens to page back and forth', async () => {
    await ctx.knex('youtube_channels').where('handle', '@hiddodhawr').update({ channel_id: null, uploads_playlist_id: null });
    const channelCalls = () => youtube.requests.filter((line) => line.startsWith('/youtube/v3/channels')).length;
    const callsBefore = channelCalls();
    const first = await api('get', '/api/backstage/import-youtube?channelId=@hiddodhawr').expect(200);
    expect(first.body.items).toHaveLength(23); // 24 a page, one of them private
    expect(first.body.items[0]).toEqual({
      id: { videoId: 'vid00000001' },
      snippet: { title: 'Heestii 1 - Fanaan Cali (Official Video)', description: 'Heeso cusub 1', publishedAt: '2025-11-30T00:00:00.000Z', thumbnails: expect.objectContaining({ high: { url: 'https://i.ytimg.com/vi/vid00000001/hqdefault.jpg', width: 480, height: 360 } }) },
    });
    // An older upload without the larger sizes keeps the ones it has.
    expect(Object.keys(first.body.items[1].snippet.thumbnails)).toEqual(['default', 'medium', 'high']);
    expect(first.body.items.map((item: { id: { videoId: string } }) => item.id.videoId)).not.toContain('vid00000003');
    expect(first.body.prevPageToken).toBeNull();
    expect(first.body.imported).toEqual({});
    const second = await api('get', `/api/backstage/import-youtube?channelId=@hiddodhawr&pageToken=${first.body.nextPageToken}`).expect(200);
    expect(second.body.items.map((item: { id: { videoId: string } }) => item.id.videoId)).toEqual(['vid00000025', 'vid00000026', 'vid00000027', 'vid00000028', 'vid00000029', 'vid00000030']);
    expect(second.body.nextPageToken).toBeNull();
    const back = await api('get', `/api/backstage/import-youtube?channelId=@hiddodhawr&pageToken=${second.body.prevPageToken}`).expect(200);
    expect(back.body.items[0].id.videoId).toBe('vid00000001');
    // The channel's uploads playlist was learned on the first page and not asked for again.
    expect(channelCalls() - callsBefore).toBe(1);
    expect(await ctx.knex('youtube_channels').where('handle', '@hiddodhawr').first()).toMatchObject({ channel_id: youtube.channelId, uploads_playlist_id: youtube.uploadsPlaylistId });
  });

  it('says what is wrong instead of failing: no key, quota used up, an unknown channel, a bad page token', async () => {
    const bareAdmin = await signInAs(unconfigured.app, 'admin');
    expect((await api('get', '/api/backstage/import-youtube?channelId=@hiddodhawr', bareAdmin.token, unconfigured.app).expect(503)).body.message).toBe(
      'The YouTube API is not configured: set YOUTUBE_API_KEY (a YouTube Data API v3 key from the Google Cloud console).',
    );
    youtube.quotaExhausted = true;
    try {
      await ctx.knex('youtube_channels').update({ uploads_playlist_id: null });
      expect((await api('get', '/api/backstage/import-youtube?channelId=@hiddodhawr').expect(503)).body.message).toBe('YouTube’s daily quota for this key is used up; it renews at midnight Pacific time.');
    } finally {
      youtube.quotaExhausted = false;
    }
    expect((await api('get', '/api/backstage/import-youtube?channelId=@nobodyhere').expect(422)).body.message).toBe('YouTube does not know this channel.');
    expect((await api('get', '/api/backstage/import-youtube?channelId=').expect(422)).body.message).toBe('Choose a channel.');
    expect((await api('get', '/api/backstage/import-youtube?channelId=@hiddodhawr&pageToken=../../x').expect(422)).body.message).toBe('That page token is not YouTube’s.');
  });
});

describe('importing a video as a song', () => {
  it('creates the song with its artist and featured artists, queues its audio, answers "Song added", and the listing marks it', async () => {
    const artists = await ctx.knex('artists').whereNull('deleted_at').orderBy('id').limit(3).pluck('id');
    const res = await api('post', '/api/backstage/song-import-youtube')
      .send({ name: 'heestii 1 - fanaan cali (official video)', artist: artists[0], features: [artists[1], artists[2]], released: '2025', youtube: 'vid00000001', meta: { is_youtube: true, cover: true } })
      .expect(201);
    expect(res.body.message).toBe('Song added');
    const id = res.body.data.id as number;
    expect(await ctx.knex('songs').where('id', id).first()).toMatchObject({ name: 'heestii 1 - fanaan cali (official video)', artist_id: artists[0], youtube: 'vid00000001', released: 2025 });
    expect(await ctx.knex('song_features').where('song_id', id).orderBy('position').pluck('artist_id')).toEqual([artists[1], artists[2]]);
    expect(await ctx.knex('jobs').where({ kind: 'song-audio', unique_key: `song-audio:${id}` }).first()).toMatchObject({ state: 'waiting' });
    const listing = await api('get', '/api/backstage/import-youtube?channelId=@hiddodhawr').expect(200);
    expect(listing.body.imported).toEqual({ vid00000001: id });
    // The same video twice is refused, naming the song it already is.
    expect((await api('post', '/api/backstage/song-import-youtube').send({ name: 'again', artist: artists[0], youtube: 'vid00000001' }).expect(422)).body.message).toBe(`This video is already on the site as heestii 1 - fanaan cali (official video) (song ${id}).`);
  });

  it('refuses a missing video, more than 4 featured artists, a missing artist, with 422 and no song', async () => {
    const before = await ctx.knex('songs').count('* as n').first();
    const artists = await ctx.knex('artists').whereNull('deleted_at').orderBy('id').limit(6).pluck('id');
    expect((await api('post', '/api/backstage/song-import-youtube').send({ name: 'No video', artist: artists[0] }).expect(422)).body.message).toBe('The video id is required.');
    expect((await api('post', '/api/backstage/song-import-youtube').send({ name: 'Crowd', artist: artists[0], features: artists.slice(1, 6), youtube: 'vid00000004' }).expect(422)).body.message).toBe('At most 4 featuring artists.');
    expect((await api('post', '/api/backstage/song-import-youtube').send({ name: 'Nobody', youtube: 'vid00000004' }).expect(422)).body.message).toBe('Choose the artist.');
    expect(await ctx.knex('songs').count('* as n').first()).toEqual(before);
  });
});

describe('a video’s download formats (youtube-json)', () => {
  it('lists plain downloads in spec §7’s entry shape, leaving out storyboards and streams', async () => {
    const res = await api('get', '/api/backstage/youtube-json/dQw4w9WgXcQ').expect(200);
    expect(res.body.formats).toEqual([
      { quality: 'low', mimeType: 'audio/m4a; codecs="mp4a.40.5"', audioQuality: '49 kbit/s', url: expect.stringContaining('itag=139'), lastModified: '2023-11-14T22:13:20.123Z' },
      { quality: 'medium', mimeType: 'audio/m4a; codecs="mp4a.40.2"', audioQuality: '130 kbit/s', url: expect.stringContaining('itag=140'), lastModified: '2023-11-14T22:13:20.123Z' },
      { quality: 'medium', mimeType: 'audio/webm; codecs="opus"', audioQuality: '135 kbit/s', url: expect.stringContaining('itag=251'), lastModified: '2023-11-14T22:13:20.123Z' },
      { quality: '360p', mimeType: 'video/mp4; codecs="avc1.42001E, mp4a.40.2"', qualityLabel: '360p', url: expect.stringContaining('itag=18'), lastModified: '2023-11-14T22:13:20.123Z' },
    ]);
  });

  it('answers a message in place of the table for a removed video, and 422 for what is not a video id', async () => {
    const gone = await api('get', '/api/backstage/youtube-json/gonegonegon').expect(200);
    expect(gone.body).toEqual({ message: '[youtube] gonegonegon: Video unavailable. This video has been removed by the uploader' });
    expect((await api('get', '/api/backstage/youtube-json/short').expect(422)).body.message).toBe('Give the 11-character video id.');
    expect((await api('get', '/api/backstage/youtube-json/..%2F..%2Fetc').expect(422)).body.message).toBe('Give the 11-character video id.');
  });
});
