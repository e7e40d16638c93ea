import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { signInAs, type SignedIn } from '../helpers/sign-in';

// Issue 32, "Other sites": the embeddable player, oEmbed and what other origins may load, read and frame.

const ORIGIN = 'http://localhost:3000'; // APP_URL of the test app
const pageOf = (html: string) => JSON.parse(/<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!);
const headOf = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
const cspOf = (res: request.Response) => String(res.headers['content-security-policy'] ?? '');
const frameAncestors = (res: request.Response) => /(?:^|;)\s*frame-ancestors ([^;]*)/.exec(cspOf(res))?.[1];

/**
 * oEmbed 1.0 (https://oembed.com/, section 2.3.4): the fields every answer has, and those of type "rich"
 * (html, width, height), with the types the spec gives; the optional ones we send, checked when present.
 */
function oembedSpecProblems(answer: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const need = (field: string, ok: (value: unknown) => boolean) => {
    if (!(field in answer)) problems.push(`${field} missing`);
    else if (!ok(answer[field])) problems.push(`${field} malformed: ${JSON.stringify(answer[field])}`);
  };
  const optional = (field: string, ok: (value: unknown) => boolean) => field in answer && !ok(answer[field]) && problems.push(`${field} malformed`);
  const text = (value: unknown) => typeof value === 'string' && value.length > 0;
  const pixels = (value: unknown) => Number.isInteger(value) && (value as number) > 0;
  const url = (value: unknown) => typeof value === 'string' && /^https?:\/\//.test(value);
  need('type', (value) => value === 'rich');
  need('version', (value) => value === '1.0');
  need('html', (value) => typeof value === 'string' && /^<iframe [^>]*><\/iframe>$/.test(value));
  need('width', pixels);
  need('height', pixels);
  for (const field of ['title', 'author_name', 'provider_name']) optional(field, text);
  for (const field of ['author_url', 'provider_url', 'thumbnail_url']) optional(field, url);
  optional('cache_age', pixels);
  // The three thumbnail fields come together or not at all.
  const thumbnail = ['thumbnail_url', 'thumbnail_width', 'thumbnail_height'].filter((field) => field in answer);
  if (thumbnail.length !== 0 && thumbnail.length !== 3) problems.push('thumbnail fields incomplete');
  optional('thumbnail_width', pixels);
  optional('thumbnail_height', pixels);
  return problems;
}

describe('other sites: the embeddable player, oEmbed and cross-origin use', () => {
  let ctx: TestContext;
  let listener: SignedIn;
  let songId: number;
  let syncedSongId: number;
  let playlistId: number;
  let episodeId: number;
  const synced = [
    { time: 0.5, text: 'Hooyo macaan' },
    { time: 2, text: 'adaa i koriyey' },
  ];

  beforeAll(async () => {
    ctx = await createTestContext({ demo: true });
    listener = await signInAs(ctx.app, 'listener');
    songId = (await ctx.knex('songs').whereNull('deleted_at').whereNotNull('mp3').orderBy('id').first('id')).id;
    const verse = await ctx.knex('verses').join('songs', 'songs.id', 'verses.song_id').whereNull('songs.deleted_at').whereNot('songs.id', songId).orderBy('verses.id').first('verses.id', 'verses.song_id');
    syncedSongId = verse.song_id;
    await ctx.knex('verses').where('song_id', syncedSongId).update({ is_default: false });
    await ctx.knex('verses').where('id', verse.id).update({ synced_lyrics: JSON.stringify(synced), is_default: true });
    playlistId = (await ctx.knex('playlists').whereNull('deleted_at').orderBy('id').first('id')).id;
    episodeId = (await ctx.knex('episodes').whereNull('hidden_at').where('audio_status', 'ready').whereNotNull('audio').orderBy('id').first('id')).id;
  });
  afterAll(async () => ctx?.close());

  describe('the embed pages', () => {
    it('renders a song as a player with its audio, cover and artist, framable by any site, setting no cookie', async () => {
      const res = await request(ctx.app).get(`/embed/song/${songId}`).set('Cookie', listener.sessionCookie).expect(200);
      expect(frameAncestors(res)).toBe('*');
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.headers['set-cookie']).toBeUndefined();
      const page = pageOf(res.text);
      expect(page.component).toBe('embed/song');
      const row = await ctx.knex('songs').join('artists', 'artists.id', 'songs.artist_id').where('songs.id', songId).first('songs.name', 'songs.mp3', 'artists.name as artist', 'artists.id as artist_id');
      expect(page.props.track).toMatchObject({ id: songId, name: row.name, by: row.artist, audio: `/media/${row.mp3}`, href: `/song/${songId}` });
      expect(page.props.author).toEqual({ name: row.artist, href: `/artist/${row.artist_id}` });
      // Cookies are not honoured inside a frame: the signed-in listener is no one here.
      expect(page.props.auth.user).toBeNull();
      const withToken = await request(ctx.app).get(`/embed/song/${songId}`).set('Authorization', `Bearer ${listener.token}`).expect(200);
      expect(pageOf(withToken.text).props.auth.user).toBeNull();
      // Server-rendered: the title is in the HTML itself, with no site header or footer around it.
      expect(res.text).toContain('data-server-rendered="true"');
      expect(res.text).toContain('data-testid="embed-title"');
      expect(res.text).not.toContain('<header');
      expect(res.text).not.toContain('<footer');
    });

    it('gives a song its synced lyrics to follow, and plain lines when it has no sync', async () => {
      const res = await request(ctx.app).get(`/embed/song/${syncedSongId}`).expect(200);
      const props = pageOf(res.text).props as { lyrics: { synced: unknown; lines: string[] }; height: number };
      expect(props.lyrics.synced).toEqual(synced);
      // Server-rendered lines, so the lyrics are in the frame before its script runs.
      expect(res.text).toContain('adaa i koriyey');
      expect(props.height).toBe(380);
      const withoutLyrics = await ctx.knex('songs').whereNull('deleted_at').whereNotExists(ctx.knex('verses').whereRaw('verses.song_id = songs.id')).first('id');
      if (withoutLyrics) {
        const plain = pageOf((await request(ctx.app).get(`/embed/song/${withoutLyrics.id}`).expect(200)).text).props;
        expect(plain).toMatchObject({ lyrics: null, height: 176 });
      }
    });

    it('renders a playlist with its tracks in the curated order, each with its audio', async () => {
      const res = await request(ctx.app).get(`/embed/playlist/${playlistId}`).expect(200);
      expect(frameAncestors(res)).toBe('*');
      const { props, component } = pageOf(res.text);
      expect(component).toBe('embed/playlist');
      const order = await ctx.knex('playlist_song').join('songs', 'songs.id', 'playlist_song.song_id').whereNull('songs.deleted_at').where('playlist_id', playlistId).orderBy(['position', 'songs.id']).select('songs.id', 'songs.mp3');
      expect(props.tracks.map((track: { id: number }) => track.id)).toEqual(order.map((song) => song.id));
      expect(props.tracks.map((track: { audio: string | null }) => track.audio)).toEqual(order.map((song) => (song.mp3 ? `/media/${song.mp3}` : null)));
      expect(props.playlist).toMatchObject({ id: playlistId, href: `/playlist/${playlistId}`, songs_count: order.length });
    });

    it('renders an episode with its podcast in the artist place', async () => {
      const res = await request(ctx.app).get(`/embed/episode/${episodeId}`).expect(200);
      const { props, component } = pageOf(res.text);
      expect(component).toBe('embed/episode');
      const row = await ctx.knex('episodes').join('podcasts', 'podcasts.id', 'episodes.podcast_id').where('episodes.id', episodeId).first('episodes.title', 'episodes.audio', 'podcasts.title as podcast', 'podcasts.id as podcast_id');
      expect(props.track).toMatchObject({ id: episodeId, name: row.title, by: row.podcast, audio: `/media/${row.audio}`, href: `/episode/${episodeId}` });
      expect(props.author).toEqual({ name: row.podcast, href: `/podcast/${row.podcast_id}` });
    });

    it('answers a trashed, hidden, unknown or malformed record with the frame\'s own 404 page, still framable', async () => {
      const trashedSong = (await ctx.knex('songs').whereNull('deleted_at').orderBy('id', 'desc').first('id')).id;
      await ctx.knex('songs').where('id', trashedSong).update({ deleted_at: new Date() });
      const hidden = (await ctx.knex('episodes').whereNot('id', episodeId).whereNull('hidden_at').orderBy('id', 'desc').first('id')).id;
      await ctx.knex('episodes').where('id', hidden).update({ hidden_at: new Date() });
      const trashedPlaylist = (await ctx.knex('playlists').whereNot('id', playlistId).orderBy('id', 'desc').first('id')).id;
      await ctx.knex('playlists').where('id', trashedPlaylist).update({ deleted_at: new Date() });
      for (const path of [`/embed/song/${trashedSong}`, `/embed/episode/${hidden}`, `/embed/playlist/${trashedPlaylist}`, '/embed/song/999999', '/embed/song/abc', '/embed/song/0', '/embed/playlist/99999999999']) {
        const res = await request(ctx.app).get(path).expect(404);
        expect(pageOf(res.text).component, path).toBe('embed/missing');
        expect(pageOf(res.text).props.title, path).toBe('Kuma jiro Hees');
        expect(frameAncestors(res), path).toBe('*');
        expect(res.headers['x-frame-options'], path).toBeUndefined();
      }
    });

    it('keeps refusing other sites\' frames everywhere else', async () => {
      for (const path of ['/', `/song/${songId}`, `/playlist/${playlistId}`, `/episode/${episodeId}`, '/no/such/page', '/embedded', '/api/homepage']) {
        const res = await request(ctx.app).get(path);
        expect(frameAncestors(res), path).toBe("'self'");
        expect(res.headers['x-frame-options'], path).toBe('SAMEORIGIN');
      }
    });
  });

  describe('oEmbed', () => {
    const oembed = (query: Record<string, string>) => request(ctx.app).get('/oembed').query(query);

    it('describes a song page as a rich embed the spec accepts, with the player iframe and the share card as thumbnail', async () => {
      const res = await oembed({ url: `${ORIGIN}/song/${syncedSongId}`, format: 'json' }).expect(200).expect('Content-Type', /application\/json/);
      expect(oembedSpecProblems(res.body)).toEqual([]);
      const row = await ctx.knex('songs').join('artists', 'artists.id', 'songs.artist_id').where('songs.id', syncedSongId).first('songs.name', 'artists.name as artist', 'artists.id as artist_id');
      const title = `${row.name} · ${row.artist}`;
      expect(res.body).toEqual({
        version: '1.0',
        type: 'rich',
        html: `<iframe src="${ORIGIN}/embed/song/${syncedSongId}" width="600" height="380" frameborder="0" allow="autoplay; encrypted-media" loading="lazy" title="${title.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"></iframe>`,
        width: 600,
        height: 380,
        title,
        author_name: row.artist,
        author_url: `${ORIGIN}/artist/${row.artist_id}`,
        provider_name: 'Hees',
        provider_url: ORIGIN,
        thumbnail_url: `${ORIGIN}/share/song/${syncedSongId}.png`,
        thumbnail_width: 1200,
        thumbnail_height: 630,
        cache_age: 86400,
      });
      expect(res.headers['access-control-allow-origin']).toBe('*');
      // The thumbnail is the share card: a PNG of the size the answer states.
      const png = await request(ctx.app).get(`/share/song/${syncedSongId}.png`).buffer(true).expect(200);
      expect([png.body.readUInt32BE(16), png.body.readUInt32BE(20)]).toEqual([1200, 630]);
    });

    it('describes playlist and episode pages, and keeps within maxwidth and maxheight', async () => {
      const playlist = await oembed({ url: `${ORIGIN}/playlist/${playlistId}`, maxwidth: '400', maxheight: '300' }).expect(200);
      expect(oembedSpecProblems(playlist.body)).toEqual([]);
      expect(playlist.body).toMatchObject({ width: 400, height: 300, author_name: 'Hees', thumbnail_url: `${ORIGIN}/share/playlist/${playlistId}.png` });
      expect(playlist.body.html).toContain(`src="${ORIGIN}/embed/playlist/${playlistId}" width="400" height="300"`);
      const episode = await oembed({ url: `${ORIGIN}/episode/${episodeId}/?t=95`, format: 'json' }).expect(200);
      expect(oembedSpecProblems(episode.body)).toEqual([]);
      expect(episode.body).toMatchObject({ width: 600, height: 176 });
      expect(episode.body.html).toContain(`src="${ORIGIN}/embed/episode/${episodeId}"`);
    });

    it.each([
      ['another site', 'https://evil.example/song/1'],
      ['another scheme of our host', 'https://localhost:3000/song/1'],
      ['a page without a player', `${ORIGIN}/artist/1`],
      ['the embed itself', `${ORIGIN}/embed/song/1`],
      ['an unknown song', `${ORIGIN}/song/999999`],
      ['a lookalike path', `${ORIGIN}/song/1/lyrics`],
    ])('answers 404 for %s', async (_name, url) => {
      const res = await oembed({ url, format: 'json' }).expect(404);
      expect(res.body.message).toEqual(expect.any(String));
    });

    it('answers 404 for a trashed song\'s page', async () => {
      const id = (await ctx.knex('songs').whereNull('deleted_at').whereNot('id', songId).whereNot('id', syncedSongId).orderBy('id', 'desc').first('id')).id;
      await oembed({ url: `${ORIGIN}/song/${id}` }).expect(200);
      await ctx.knex('songs').where('id', id).update({ deleted_at: new Date() });
      await oembed({ url: `${ORIGIN}/song/${id}` }).expect(404);
    });

    it('answers 501 for XML (and any format but JSON), 400 for a missing or malformed url or size', async () => {
      const url = `${ORIGIN}/song/${songId}`;
      expect((await oembed({ url, format: 'xml' }).expect(501)).body.message).toMatch(/json/);
      await oembed({ url, format: 'yaml' }).expect(501);
      const queries: Record<string, string>[] = [{}, { url: '' }, { url: 'not a url' }, { url: 'javascript:alert(1)' }, { url, maxwidth: 'wide' }, { url, maxheight: '-5' }, { url, maxwidth: '1.5' }];
      for (const query of queries) {
        const res = await oembed(query).expect(400);
        expect(res.body.message, JSON.stringify(query)).toEqual(expect.any(String));
      }
      await request(ctx.app).get(`/oembed?url=${encodeURIComponent(url)}&url=${encodeURIComponent(url)}`).expect(400);
    });

    it('is discoverable from the song, playlist and episode pages\' server-rendered head, and the link it names answers', async () => {
      for (const path of [`/song/${songId}`, `/playlist/${playlistId}`, `/episode/${episodeId}`]) {
        const head = headOf((await request(ctx.app).get(path).expect(200)).text);
        const link = /<link[^>]*rel="alternate"[^>]*type="application\/json\+oembed"[^>]*>/.exec(head)?.[0];
        expect(link, path).toBeDefined();
        const href = /href="([^"]+)"/.exec(link!)![1]!.replace(/&amp;/g, '&');
        expect(href).toBe(`${ORIGIN}/oembed?url=${encodeURIComponent(`${ORIGIN}${path}`)}&format=json`);
        expect(link).toMatch(/title="[^"]+"/);
        const answer = await request(ctx.app).get(href.slice(ORIGIN.length)).expect(200);
        expect(answer.body.html).toContain(`/embed${path}"`);
      }
    });
  });

  describe('what other sites may load and read, by route kind', () => {
    const corp = (res: request.Response) => res.headers['cross-origin-resource-policy'];
    const acao = (res: request.Response) => res.headers['access-control-allow-origin'];

    it('lets other sites load and read public media, picture renditions and share cards', async () => {
      const { mp3, cover } = await ctx.knex('songs').where('id', songId).first('mp3', 'cover');
      const episode = await ctx.knex('episodes').where('id', episodeId).first('audio');
      for (const path of [`/media/${mp3}`, `/media/${episode.audio}`, `/share/song/${songId}.png`, `/share/episode/${episodeId}.png`, ...(cover ? [`/media/${cover}`] : [])]) {
        const res = await request(ctx.app).get(path).set('Origin', 'https://blog.example').expect(200);
        expect(corp(res), path).toBe('cross-origin');
        expect(acao(res), path).toBe('*');
        expect(res.headers['access-control-allow-credentials'], path).toBeUndefined();
      }
      const ranged = await request(ctx.app).get(`/media/${mp3}`).set('Range', 'bytes=0-99').expect(206);
      expect(corp(ranged)).toBe('cross-origin');
      const rendition = await request(ctx.app).get('/img/320/images/songs/none.jpg');
      expect(corp(rendition)).toBe('cross-origin');
    });

    it('lets other sites load and read the podcast feeds', async () => {
      const podcast = await ctx.knex('podcasts').whereNull('deleted_at').orderBy('id').first('id');
      const res = await request(ctx.app).get(`/podcast/${podcast.id}/feed.xml`);
      expect(res.status).toBeLessThan(500);
      expect(corp(res)).toBe('cross-origin');
      expect(acao(res)).toBe('*');
    });

    it('makes public /api reads CORS-readable without credentials, never writes, private or credentialed answers', async () => {
      for (const path of ['/api/homepage', `/api/song/${songId}`, `/api/playlist/${playlistId}`, `/api/_song?id=${songId}&type=SONG`]) {
        const res = await request(ctx.app).get(path).set('Origin', 'https://app.example').expect(200);
        expect(acao(res), path).toBe('*');
        expect(corp(res), path).toBe('cross-origin');
        expect(res.headers.vary ?? '', path).not.toMatch(/origin/i);
      }
      const withToken = await request(ctx.app).get(`/api/song/${songId}`).set('Authorization', `Bearer ${listener.token}`).expect(200);
      expect(acao(withToken)).toBeUndefined();
      const withCookie = await request(ctx.app).get(`/api/song/${songId}`).set('Cookie', listener.sessionCookie).expect(200);
      expect(acao(withCookie)).toBeUndefined();
      for (const path of ['/api/user', '/api/favorite', '/api/backstage/options']) {
        const res = await request(ctx.app).get(path).set('Authorization', `Bearer ${listener.token}`);
        expect(acao(res), path).toBeUndefined();
        expect(corp(res), path).toBe('same-origin');
      }
      const write = await request(ctx.app).post('/api/analytics/plays').set('Origin', 'https://app.example').send({ events: [] });
      expect(acao(write)).toBeUndefined();
      const favorite = await request(ctx.app).post('/api/favorite').set('Authorization', `Bearer ${listener.token}`).send({ song_id: songId });
      expect(acao(favorite)).toBeUndefined();
    });

    it('keeps pages, backstage and private answers same-origin', async () => {
      for (const path of ['/', `/song/${songId}`, '/backstage', '/favorites', '/auth/dev']) {
        const res = await request(ctx.app).get(path);
        expect(corp(res), path).toBe('same-origin');
        expect(acao(res), path).toBeUndefined();
      }
      const backstage = await signInAs(ctx.app, 'admin');
      const screen = await backstage.agent.get('/backstage').expect(200);
      expect(corp(screen)).toBe('same-origin');
      expect(acao(screen)).toBeUndefined();
    });
  });
});
