import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { browserAgent } from '../helpers/inertia';
import { pageObjectIn } from '../helpers/http';
import { expectPagesInOneLanguage, LANGUAGES, readPage } from '../helpers/language';
import { formatShortDate } from '@common/format';
import { translatorFor } from '../../server/i18n/catalogues';

// Issue: the song page (lyrics, translations, credits, the add-lyrics and report panels, lyric cards,
// similar songs), the artist pages and the album page all in one language, Somali by default and
// English on request: their texts, what a screen reader reads out, the titles and descriptions the
// server writes, the thanks after a form and the forms' field errors. /api keeps the English.

describe('the song, artist and album pages in Somali and English', () => {
  let ctx: TestContext;
  // A song with everything the page can show: features, original vocalist, playlists, video, audio,
  // credits and a translation; a smart song on an album; one with two versions; one with no lyrics.
  let full: number;
  let noLyrics: number;
  let manySongsArtist: number;
  beforeAll(async () => {
    ctx = await createTestContext({ demo: true });
    full = (await ctx.knex('songs').where('id', 14).first('id')).id;
    await ctx.knex('songs').where('id', full).update({ credits: JSON.stringify({ poet: 'Cabdullaahi Qarshe', composer: 'Cali Feiruus', singers: ['Magool'], band: 'Waaberi' }) });
    const verse = await ctx.knex('verses').where({ song_id: full, is_default: true }).first('id', 'non_synced_lyrics');
    const lines = String(verse.non_synced_lyrics).split('\n').filter((line) => line.trim());
    await ctx.knex('verses').where('id', verse.id).update({ translation: JSON.stringify({ language: 'english', lines: lines.map((_, n) => `Line ${n + 1}`) }) });
    const [song] = await ctx.knex('songs').insert({ name: 'Hees Aan Erayo Lahayn', slug: 'hees-aan-erayo-lahayn', artist_id: 1 }).returning('id');
    noLyrics = song.id;
    const [artist] = await ctx.knex('artists').insert({ name: 'Heesaa Badan', slug: 'heesaa-badan-i18n', content_type: 'HSA' }).returning('id');
    manySongsArtist = artist.id;
    await ctx.knex('songs').insert(Array.from({ length: 30 }, (_, n) => ({ name: `Hees ${n + 1}`, slug: `hees-i18n-${n + 1}`, artist_id: manySongsArtist, plays_count: 100 - n })));
  }, 120_000);
  afterAll(async () => ctx?.close());

  const urls = () => [
    `/song/${full}`,
    '/song/17',
    '/song/10',
    '/song/7',
    `/song/${noLyrics}`,
    '/artist/14',
    '/artist/1',
    '/artist/24',
    `/artist/${manySongsArtist}`,
    `/artist/${manySongsArtist}/songs`,
    '/artist/1/songs',
    '/album/1',
    '/album/7',
  ];

  for (const [locale, headers] of LANGUAGES) {
    it(`shows no text of the other language on the song, artist and album pages in ${locale} (text and spoken labels)`, { timeout: 120_000 }, async () => {
      await expectPagesInOneLanguage(ctx.app, urls(), locale, headers);
    });
  }

  const page = (url: string, headers: Record<string, string>) => readPage(ctx.app, url, headers);

  it('writes the song page in Somali by default: buttons, headings, credits, the translation and the app box', async () => {
    const { text, spoken } = await page(`/song/${full}`, {});
    for (const shown of ['Hees · Heesaa', 'Markii hore waxaa qaaday:', 'Daawo muuqaalka', 'Wadaag', 'Ku dar erayada', ' Erayada ', 'Tus turjumaadda (Ingiriisi)', 'Sawir erayo ka samee',
      'Noo sheeg khalad ku jira erayadan', 'Sameeyayaasha', 'Laxanka', 'Kooxda', 'Liisaska ay ku jirto', 'Hees taleefankaaga ku hay', 'Heeso kale oo aad jeclaan karto', 'Erayo la hubiyay']) {
      expect(text, shown).toContain(shown);
    }
    expect(spoken.some((label) => label.startsWith('Daar: '))).toBe(true);
    expect(text).not.toContain('Lyrics');
  });

  it('writes the song page in English when asked', async () => {
    const { text } = await page(`/song/${full}`, { 'Accept-Language': 'en' });
    for (const shown of ['Song · Singer', 'Original vocalist:', 'Watch video', 'Share', 'Add lyrics', ' Lyrics ', 'Show the translation (English)', 'Make a lyric card',
      'Report a problem with these lyrics', 'Credits', 'Music', 'Band', 'On playlists', 'Hees on your phone', 'You may also like', 'Verified lyrics']) {
      expect(text, shown).toContain(shown);
    }
  });

  it('names the smart song’s stems and the empty lyrics in the page’s language', async () => {
    expect((await page('/song/17', {})).text).toContain('Codka keliya');
    expect((await page('/song/17', { 'Accept-Language': 'en' })).text).toContain('Vocals only');
    expect((await page(`/song/${noLyrics}`, {})).text).toContain('Weli erayo looma hayo. Ma taqaannaa erayada? Riix “Ku dar erayada” ee kore.');
    expect((await page(`/song/${noLyrics}`, { 'Accept-Language': 'en' })).text).toContain('No lyrics yet. Know the words? Use “Add lyrics” above.');
  });

  it('writes the server’s descriptions in the page’s language (a song without lyrics, an artist, an album, all of an artist’s songs)', async () => {
    expect((await page(`/song/${noLyrics}`, {})).props.description).toMatch(/^Hees Aan Erayo Lahayn ee .+: ku dhageyso Hees\.$/);
    expect((await page(`/song/${noLyrics}`, { 'Accept-Language': 'en' })).props.description).toMatch(/^Listen to Hees Aan Erayo Lahayn by .+ on Hees\.$/);

    await ctx.knex('artists').where('id', manySongsArtist).update({ biography: null });
    expect((await page(`/artist/${manySongsArtist}`, {})).props.description).toBe('Heesaha iyo erayada Heesaa Badan ee Hees.');
    expect((await page(`/artist/${manySongsArtist}`, { 'Accept-Language': 'en' })).props.description).toBe('Songs and lyrics by Heesaa Badan on Hees.');

    const so = (await page(`/artist/${manySongsArtist}/songs`, {})).props;
    expect([so.title, so.description]).toEqual(['Heesaha Heesaa Badan', 'Dhammaan heesaha Heesaa Badan iyo erayadooda, kuwa ugu badan ee la dhageystay marka hore.']);
    const en = (await page(`/artist/${manySongsArtist}/songs`, { 'Accept-Language': 'en' })).props;
    expect([en.title, en.description]).toEqual(['Songs by Heesaa Badan', 'Every song by Heesaa Badan with its lyrics, the most played first.']);

    const album = await ctx.knex('albums').join('artists', 'artists.id', 'albums.artist_id').where('albums.id', 1).first('albums.name', 'artists.name as artist');
    const count = Number((await ctx.knex('songs').where('album_id', 1).whereNull('deleted_at').count({ n: '*' }).first())!.n);
    expect((await page('/album/1', {})).props.description).toBe(`Albumka ${album.name} ee ${album.artist}: ${count} heesood oo erayadooda leh, Hees.`);
    expect((await page('/album/1', { 'Accept-Language': 'en' })).props.description).toBe(`${album.name}, an album by ${album.artist}: ${count} songs with lyrics on Hees.`);
  });

  it('writes the artist pages in both languages: what the artist does, the bands, the link to every song', async () => {
    const so = (await page(`/artist/${manySongsArtist}`, {})).text;
    for (const shown of ['Heesaa', '30 heesood', 'Kuwa ugu badan ee la dhageystay', 'Dhammaan heesaha (30)']) expect(so, shown).toContain(shown);
    const en = (await page(`/artist/${manySongsArtist}`, { 'Accept-Language': 'en' })).text;
    for (const shown of ['Singer', '30 songs', 'Most played', 'All songs (30)']) expect(en, shown).toContain(shown);

    const bio = (await page('/artist/1', {})).text;
    for (const shown of ['Waxaa kale oo loo yaqaan Maxamed Dheere', 'Taariikh nololeed', 'Sii akhri', 'Heeso wadajir ah']) expect(bio, shown).toContain(shown);
    const bioEn = (await page('/artist/1', { 'Accept-Language': 'en' })).text;
    for (const shown of ['Also known as Maxamed Dheere', 'Biography', 'Read more', 'Appears on']) expect(bioEn, shown).toContain(shown);

    // The events' dates (the event card) name the month in the page's language too.
    for (const [locale, headers] of LANGUAGES) {
      const { text, props } = await page('/artist/14', headers);
      const [event] = (props.artist as { events: { date_at: string }[] }).events;
      expect(text).toContain(formatShortDate(event!.date_at, translatorFor(locale).t));
    }

    expect((await page('/artist/24', {})).text).toContain('Majaajileyste');
    expect((await page('/artist/24', { 'Accept-Language': 'en' })).text).toContain('Comedian');
    expect((await page(`/artist/${manySongsArtist}/songs`, {})).text).toContain('Heesaha oo dhan');
    expect((await page(`/artist/${manySongsArtist}/songs`, { 'Accept-Language': 'en' })).text).toContain('All songs');
  });

  it('writes the album page in both languages, its release date with the catalogue’s month names', async () => {
    // Album 7 is a musician's (MSK), released 27 November 1994.
    const so = (await page('/album/7', {})).text;
    for (const shown of ['Album · Musikeyste', '4 heesood', 'La sii daayay 27 Nof 1994', 'Waxa albumkan ku jira']) expect(so, shown).toContain(shown);
    const en = (await page('/album/7', { 'Accept-Language': 'en' })).text;
    for (const shown of ['Album · Musician', '4 songs', 'Released 27 Nov 1994', 'On this album']) expect(en, shown).toContain(shown);
  });

  describe('the song page’s forms', () => {
    const LYRICS = 'Heestan erayadeeda ayaan qoray\nsida aan u maqlay\n\nLaba bilood ka hor';
    const post = async (path: string, body: object, headers: Record<string, string>) => {
      const { agent, token } = await browserAgent(ctx.app);
      await agent.post(path).set('X-XSRF-TOKEN', token).set('Referer', 'http://x/song/5').set(headers).send(body);
      return pageObjectIn((await agent.get('/song/5').set(headers).expect(200)).text);
    };

    it('thanks for lyrics and for a report by flash in the page’s language', async () => {
      expect((await post('/song/5/lyrics', { lyrics: LYRICS }, {})).flash).toEqual({ success: 'Mahadsanid! Erayada aad soo dirtay waa la hubin doonaa.' });
      expect((await post('/song/5/lyrics', { lyrics: LYRICS }, { 'Accept-Language': 'en' })).flash).toEqual({ success: 'Thank you! Your lyrics will be reviewed.' });
      expect((await post('/song/5/lyrics-report', { reason: 'wrong_words' }, {})).flash).toEqual({ success: 'Mahadsanid! Shaqaalahayagu way eegi doonaan erayadan.' });
      expect((await post('/song/5/lyrics-report', { reason: 'wrong_words' }, { 'Accept-Language': 'en' })).flash).toEqual({ success: 'Thank you! Staff will look at these lyrics.' });
    });

    it('gives the forms’ field errors in the page’s language', async () => {
      const invalid = { lyrics: 'too short', submitter_name: 'x'.repeat(201) };
      expect((await post('/song/5/lyrics', invalid, {})).props.errors).toEqual({ lyrics: 'Erayadu waa inay noqdaan ugu yaraan 20 xaraf.', submitter_name: 'Magacu kama badnaan karo 200 xaraf.' });
      expect((await post('/song/5/lyrics', invalid, { 'Accept-Language': 'en' })).props.errors).toEqual({
        lyrics: 'The lyrics must be at least 20 characters.',
        submitter_name: 'The name may not be longer than 200 characters.',
      });
      expect((await post('/song/5/lyrics-report', { reason: 'boring' }, {})).props.errors).toEqual({ reason: 'Dooro waxa khaldan: erayo khaldan, hees kale ama aflagaado.' });
    });

    it('keeps /api in English whatever the language asked for', async () => {
      const thanks = await request(ctx.app).post('/api/song/5/lyrics').set('Accept-Language', 'so').send({ lyrics: LYRICS }).expect(201);
      expect(thanks.body.message).toBe('Thank you! Your lyrics will be reviewed.');
      const invalid = await request(ctx.app).post('/api/song/5/lyrics').set('Accept-Language', 'so').send({ lyrics: 'short' }).expect(422);
      expect(invalid.body.errors.lyrics).toEqual(['The lyrics must be at least 20 characters.']);
    });
  });
});
