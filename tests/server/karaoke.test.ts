import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { clientAssets, inertiaGet } from '../helpers/inertia';
import { listRoutes } from '../helpers/routes';

// Issue 35, "Karaoke mode": /song/{id}/karaoke, a page of its own with the song's synced lines and its audio.

describe('karaoke: /song/{id}/karaoke', () => {
  let ctx: TestContext;
  /** A song with audio and no stems, and a smart one with both stems. */
  let plainId: number;
  let smartId: number;
  let plainVerseId: number;

  /** Gives the song one default version: `text` as its plain lyrics, `synced` as its timed lines. */
  async function setLyrics(songId: number, text: string, synced: { time: number; text: string }[] | null) {
    await ctx.knex('verses').where('song_id', songId).delete();
    const [row] = await ctx
      .knex('verses')
      .insert({ song_id: songId, language: 'somali', is_default: true, position: 0, non_synced_lyrics: text, synced_lyrics: synced ? JSON.stringify(synced) : null })
      .returning('id');
    return (row as { id: number }).id;
  }

  beforeAll(async () => {
    ctx = await createTestContext({ demo: true, clientAssets });
    const songs = ctx.knex('songs').whereNull('deleted_at').whereNotNull('mp3');
    plainId = (await songs.clone().whereRaw(`not coalesce((meta->>'is_smart')::boolean, false)`).orderBy('id').first('id')).id;
    smartId = (await songs.clone().whereRaw(`(meta->>'is_smart')::boolean`).whereNotNull('smart_music').whereNotNull('smart_vocals').orderBy('id').first('id')).id;
    // A refrain sung twice, and a synced line that is not in the plain text (an ad-lib added while syncing).
    plainVerseId = await setLyrics(plainId, 'Hooyo macaan\n\nadaa i koriyey\nHooyo macaan\n', [
      { time: 0.5, text: 'Hooyo macaan' },
      { time: 2.25, text: ' adaa i koriyey ' },
      { time: 3, text: 'haa, haa' },
      { time: 4.5, text: 'Hooyo macaan' },
    ]);
  });
  afterAll(async () => ctx?.close());

  it('gives a song with synced lyrics its lines, the numbers lyric cards use for them, and its full mix', async () => {
    const res = await inertiaGet(ctx.app, `/song/${plainId}/karaoke`).expect(200);
    expect(res.body.component).toBe('songs/karaoke');
    const row = await ctx.knex('songs').join('artists', 'artists.id', 'songs.artist_id').where('songs.id', plainId).first('songs.name', 'songs.mp3', 'artists.id as artist_id', 'artists.name as artist_name');
    const { title, song, audio, lyrics } = res.body.props;
    expect(title).toBe(`Karaoke: ${row.name} – ${row.artist_name}`);
    expect(song).toMatchObject({ id: plainId, name: row.name, artist: { id: row.artist_id, name: row.artist_name } });
    expect(audio).toEqual({ mix: `/media/${row.mp3}`, music: null, approximate: false });
    expect(lyrics).toEqual({
      verse_id: plainVerseId,
      language: 'somali',
      rtl: false,
      lines: [
        { time: 0.5, text: 'Hooyo macaan', card_line: 0 },
        { time: 2.25, text: 'adaa i koriyey', card_line: 1 },
        { time: 3, text: 'haa, haa', card_line: null },
        // The refrain's second time is the plain text's third sung line, not its first.
        { time: 4.5, text: 'Hooyo macaan', card_line: 2 },
      ],
    });
  });

  it('draws a lyric card for the line its number names', async () => {
    const res = await request(ctx.app).get(`/share/lyrics/${plainVerseId}.png?lines=2`).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('plays the music-only stem of a song with stems, saying when it is an approximation', async () => {
    await setLyrics(smartId, '', [{ time: 1, text: 'Dhulkayaga' }]);
    const row = await ctx.knex('songs').where('id', smartId).first('mp3', 'smart_music');
    let res = await inertiaGet(ctx.app, `/song/${smartId}/karaoke`).expect(200);
    expect(res.body.props.audio).toEqual({ mix: `/media/${row.mp3}`, music: `/media/${row.smart_music}`, approximate: false });
    // Plain lyrics empty: cards number the synced lines themselves.
    expect(res.body.props.lyrics.lines).toEqual([{ time: 1, text: 'Dhulkayaga', card_line: 0 }]);

    await ctx.knex('songs').where('id', smartId).update({ meta: ctx.knex.raw(`jsonb_set(meta::jsonb, '{stems}', '{"method":"ffmpeg","approximate":true}')`) });
    res = await inertiaGet(ctx.app, `/song/${smartId}/karaoke`).expect(200);
    expect(res.body.props.audio).toMatchObject({ music: `/media/${row.smart_music}`, approximate: true });
  });

  it('takes the first version with synced lines when the default one has none', async () => {
    const id = await setLyrics(smartId, 'Soomaali baan ahay', null);
    const [second] = await ctx
      .knex('verses')
      .insert({ song_id: smartId, language: 'arabic', is_default: false, position: 1, non_synced_lyrics: '', synced_lyrics: JSON.stringify([{ time: 2, text: 'أنا صومالي' }]) })
      .returning('id');
    const res = await inertiaGet(ctx.app, `/song/${smartId}/karaoke`).expect(200);
    expect(res.body.props.lyrics).toMatchObject({ verse_id: (second as { id: number }).id, language: 'arabic', rtl: true });
    expect(res.body.props.lyrics.verse_id).not.toBe(id);
  });

  it('is the page all the same for a song without synced lyrics or audio, with no lines to sing', async () => {
    await setLyrics(smartId, 'Soomaali baan ahay', null);
    const res = await inertiaGet(ctx.app, `/song/${smartId}/karaoke`).expect(200);
    expect(res.body.component).toBe('songs/karaoke');
    expect(res.body.props.lyrics).toBeNull();
    expect(res.body.props.song.id).toBe(smartId);

    const silent = (await ctx.knex('songs').whereNull('deleted_at').whereNull('mp3').orderBy('id').first('id'))?.id as number | undefined;
    if (silent !== undefined) {
      await setLyrics(silent, '', [{ time: 1, text: 'Aamus' }]);
      const quiet = await inertiaGet(ctx.app, `/song/${silent}/karaoke`).expect(200);
      expect(quiet.body.props.audio).toBeNull();
    }
  });

  it('renders the whole page on the server, in Somali by default', async () => {
    const res = await request(ctx.app).get(`/song/${plainId}/karaoke`).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const page = JSON.parse(/<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/.exec(res.text)![1]!);
    expect(page.component).toBe('songs/karaoke');
    expect(page.props.description).toContain('La qaad');
  });

  it('is a 404 for a trashed song', async () => {
    const trashed = (await ctx.knex('songs').whereNull('deleted_at').whereNot('id', plainId).whereNot('id', smartId).orderBy('id').first('id')).id;
    await setLyrics(trashed, '', [{ time: 1, text: 'Tagay' }]);
    await inertiaGet(ctx.app, `/song/${trashed}/karaoke`).expect(200);
    await ctx.knex('songs').where('id', trashed).update({ deleted_at: new Date() });
    const res = await inertiaGet(ctx.app, `/song/${trashed}/karaoke`).expect(404);
    expect(res.body.component).toBe('error');
  });

  it.each(['999999', 'abc', '0', '-1', '1.5', '1e3', '99999999999', '%00', '1%00', '%3Cscript%3E'])('is a 404 error page for the id %s', async (id) => {
    const res = await inertiaGet(ctx.app, `/song/${id}/karaoke`).expect(404);
    expect(res.body.component).toBe('error');
    expect(res.body.props.status).toBe(404);
  });

  it('is in the route table the bad-input suite attacks', () => {
    expect(listRoutes(ctx.app)).toContainEqual(expect.objectContaining({ method: 'GET', path: '/song/:id/karaoke' }));
  });
});
