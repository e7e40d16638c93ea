import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { presentPlayingSong } from '../../server/features/player/player.presenter';
import { mediaUrlFor } from '@common/media-url';

const ITEM_FIELDS = ['artist', 'content_type', 'cover', 'formatted_duration', 'href', 'id', 'mp3', 'name', 'saver', 'smart', 'sources', 'verse'];

describe('the playback API, POST and GET /api/_song', () => {
  let ctx: TestContext;
  let smartId: number;
  let plainId: number;
  let syncedId: number;
  let silentId: number;
  let episodeId: number;

  beforeAll(async () => {
    ctx = await createTestContext({ demo: true });
    const songs = ctx.knex('songs');
    smartId = (await songs.clone().whereRaw(`(meta->>'is_smart')::boolean`).orderBy('id').first('id')).id;
    plainId = (await songs.clone().whereNotNull('mp3').whereNull('smart_vocals').orderBy('id').first('id')).id;
    silentId = (await songs.clone().whereNull('mp3').orderBy('id').first('id')).id;
    syncedId = (await ctx.knex('verses').whereNotNull('synced_lyrics').orderBy('song_id').first('song_id')).song_id;
    episodeId = (await ctx.knex('episodes').orderBy('id').first('id')).id;
  });
  afterAll(async () => ctx?.close());

  const play = (body: object) => request(ctx.app).post('/api/_song').send(body);

  it('answers a smart song as the current playing item of spec §3, under data.data', async () => {
    const res = await play({ id: smartId, type: 'SONG' }).expect(200).expect('Content-Type', /json/);
    const item = res.body.data;
    expect(Object.keys(item).sort()).toEqual(ITEM_FIELDS);
    const row = await ctx.knex('songs').join('artists', 'artists.id', 'songs.artist_id').where('songs.id', smartId)
      .first('songs.*', 'artists.name as artist_name', 'artists.image as artist_image');
    expect(item).toMatchObject({
      id: smartId,
      name: row.name,
      content_type: 'SONG',
      cover: row.cover ? `/media/${row.cover}` : null,
      artist: { name: row.artist_name, image: row.artist_image ? `/media/${row.artist_image}` : null },
      sources: [{ src: `/media/${row.mp3}` }],
      smart: { vocals: `/media/${row.smart_vocals}`, music: `/media/${row.smart_music}` },
      mp3: `/media/${row.mp3}`,
      formatted_duration: `0:${String(row.duration_seconds).padStart(2, '0')}`,
    });
    expect(item.verse[0]).toMatchObject({ is_default: true, lyrics: { non_synced_lyrics: { original: expect.any(String) } } });
  });

  it('echoes the chosen stem of a smart song, and leaves stream out otherwise', async () => {
    expect((await play({ id: smartId, type: 'SONG', stream: 'VOCAL' }).expect(200)).body.data.stream).toBe('VOCAL');
    expect((await play({ id: smartId, type: 'SONG', stream: 'MUSIC' }).expect(200)).body.data.stream).toBe('MUSIC');
    const plain = (await play({ id: plainId, type: 'SONG', stream: 'MUSIC' }).expect(200)).body.data;
    expect(plain).not.toHaveProperty('stream');
    expect(plain.smart).toBeNull();
    expect(plain.sources).toHaveLength(1);
  });

  it('answers GET /api/_song?id=&type= with the same item', async () => {
    const posted = (await play({ id: smartId, type: 'SONG', stream: 'VOCAL' })).body;
    const got = (await request(ctx.app).get('/api/_song').query({ id: smartId, type: 'SONG', stream: 'VOCAL' }).expect(200)).body;
    expect(got).toEqual(posted);
  });

  it('gives time-synced lyrics as lines in time order', async () => {
    const verse = (await play({ id: syncedId, type: 'SONG' }).expect(200)).body.data.verse[0];
    const lines = verse.lyrics.synced_lyrics as { time: number; text: string }[];
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.map((l) => l.time)).toEqual([...lines.map((l) => l.time)].sort((a, b) => a - b));
    expect(typeof lines[0]!.text).toBe('string');
  });

  it('answers a song without audio with the item, without mp3 and without sources', async () => {
    const item = (await play({ id: silentId, type: 'SONG' }).expect(200)).body.data;
    expect(item).toMatchObject({ id: silentId, mp3: null, sources: [], formatted_duration: null });
  });

  it('answers an episode with its podcast in the artist place, no verse and no stems', async () => {
    const item = (await play({ id: episodeId, type: 'EPISODE', stream: 'VOCAL' }).expect(200)).body.data;
    const row = await ctx.knex('episodes').join('podcasts', 'podcasts.id', 'episodes.podcast_id').where('episodes.id', episodeId)
      .first('episodes.*', 'podcasts.title as podcast_title');
    expect(Object.keys(item).sort()).toEqual(ITEM_FIELDS);
    expect(item).toMatchObject({
      id: episodeId,
      name: row.title,
      content_type: 'EPISODE',
      artist: { name: row.podcast_title },
      sources: [{ src: `/media/${row.audio}` }],
      verse: [],
      smart: null,
    });
  });

  it('answers an unknown song or episode with 404', async () => {
    expect((await play({ id: 999999, type: 'SONG' }).expect(404)).body).toEqual({ message: 'Song not found.' });
    expect((await play({ id: 999999, type: 'EPISODE' }).expect(404)).body).toEqual({ message: 'Episode not found.' });
    await request(ctx.app).get('/api/_song?id=999999&type=SONG').expect(404);
  });

  it.each([
    [{}, ['id', 'type']],
    [{ id: 1, type: 'ALBUM' }, ['type']],
    [{ id: 'one', type: 'SONG' }, ['id']],
    [{ id: -3, type: 'SONG' }, ['id']],
    [{ id: 1.5, type: 'SONG' }, ['id']],
    [{ id: 99999999999, type: 'SONG' }, ['id']],
    [{ id: 1, type: 'SONG', stream: 'KARAOKE' }, ['stream']],
  ])('answers the bad request %j with 422 naming %j', async (body, fields) => {
    const res = await play(body).expect(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(fields);
  });

  it('answers a bad query string with 422 too', async () => {
    const res = await request(ctx.app).get('/api/_song?id=abc&type=song').expect(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['id', 'type']);
  });

  it('needs the XSRF token from a browser session, and not from the apps', async () => {
    const agent = request.agent(ctx.app);
    await agent.get('/csrf-token').expect(204);
    await agent.post('/api/_song').send({ id: plainId, type: 'SONG' }).expect(419);
    const cookie = agent.jar.getCookie('XSRF-TOKEN', { domain: '127.0.0.1', path: '/', secure: false, script: true });
    await agent.post('/api/_song').set('X-XSRF-TOKEN', decodeURIComponent(cookie!.value)).send({ id: plainId, type: 'SONG' }).expect(200);
    await request(ctx.app).post('/api/_song').set('Authorization', 'Bearer app-token').send({ id: plainId, type: 'SONG' }).expect(200);
  });

  it('serves the item audio from our own media route, as mpeg with ranges', async () => {
    const src = (await play({ id: smartId, type: 'SONG', stream: 'MUSIC' })).body.data.smart.music;
    const res = await request(ctx.app).get(src).set('Range', 'bytes=0-1023').expect(206);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['content-range']).toMatch(/^bytes 0-1023\/\d+$/);
  });
});

describe('the current playing item with a CDN configured', () => {
  it('points every source and picture at the CDN', () => {
    const item = presentPlayingSong(
      {
        id: 1,
        name: 'Hooyo',
        cover: 'demo/images/hooyo.jpg',
        mp3: 'songs/1.mp3',
        mp3_saver: 'songs/1-48k.mp3',
        smart_vocals: 'songs/1-vocals.mp3',
        smart_music: 'songs/1-music.mp3',
        duration_seconds: 225,
        is_smart: true,
        stems_method: 'ffmpeg',
        artist_id: 1,
        artist_name: 'Maryan',
        artist_image: 'artists/maryan.jpg',
      },
      [],
      'MUSIC',
      mediaUrlFor('https://cdn.hees.so'),
    );
    expect(item).toMatchObject({
      cover: 'https://cdn.hees.so/demo/images/hooyo.jpg',
      artist: { image: 'https://cdn.hees.so/artists/maryan.jpg' },
      sources: [{ src: 'https://cdn.hees.so/songs/1.mp3' }],
      saver: 'https://cdn.hees.so/songs/1-48k.mp3',
      smart: { vocals: 'https://cdn.hees.so/songs/1-vocals.mp3', music: 'https://cdn.hees.so/songs/1-music.mp3', method: 'ffmpeg', approximate: true },
      stream: 'MUSIC',
      formatted_duration: '3:45',
    });
  });
});
