import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_TESTS, startBrowserSession, VIEWPORTS, type BrowserSession, type Viewport, sidewaysOverflow } from './helpers/browser';

// Issue: the song, artist and album pages in Somali, as a Somali browser gets them, on a desktop and a
// phone: their labels in Somali, and the longer Somali words wrapping inside a 390 px screen.


describe('the song, artist and album pages in Somali, in a real browser', BROWSER_TESTS, () => {
  let session: BrowserSession;
  let manySongsArtist: number;
  // Song 14 has featuring artists, an original vocalist and playlists; credits and a translation are added.
  const SONG = 14;
  beforeAll(async () => {
    session = await startBrowserSession({ demo: true });
    const { knex } = session.ctx;
    await knex('songs').where('id', SONG).update({ credits: JSON.stringify({ poet: 'Cabdullaahi Qarshe', composer: 'Cali Feiruus', singers: ['Magool', 'Hibo Nuura'], band: 'Waaberi' }) });
    const verse = await knex('verses').where({ song_id: SONG, is_default: true }).first('id', 'non_synced_lyrics');
    const lines = String(verse.non_synced_lyrics).split('\n').filter((line) => line.trim());
    await knex('verses').where('id', verse.id).update({ translation: JSON.stringify({ language: 'english', lines: lines.map((_, n) => `Translated line ${n + 1}`) }) });
    const [artist] = await knex('artists').insert({ name: 'Heesaa Aad U Badan Oo Magaciisu Dheer Yahay', slug: 'heesaa-badan-so', content_type: 'HSA' }).returning('id');
    manySongsArtist = artist.id;
    await knex('songs').insert(Array.from({ length: 30 }, (_, n) => ({ name: `Hees Lambar ${n + 1}`, slug: `hees-so-${n + 1}`, artist_id: manySongsArtist, plays_count: 100 - n })));
  }, 120_000);
  afterAll(async () => session?.close());

  for (const [device, viewport] of [['desktop', VIEWPORTS.desktop], ['phone', VIEWPORTS.mobile]] as [string, Viewport][]) {
    it(`the song page: lyrics, translation, lyric card, add-lyrics and report panels in Somali (${device})`, { timeout: 180_000 }, async () => {
      const { page, problems, appStarted } = await session.newPage(viewport, { locale: 'so' });
      await page.goto(`/song/${SONG}`);
      await appStarted();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('so');
      await page.getByRole('heading', { level: 2, name: 'Erayada', exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Daawo muuqaalka' }).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: 'Sameeyayaasha' }).isVisible()).toBe(true);
      expect(await sidewaysOverflow(page)).toBe(0);
      await session.screenshot(page, `music-song-so-${device}`, { fullPage: true });

      await page.getByRole('button', { name: 'Tus turjumaadda (Ingiriisi)' }).click();
      await page.getByText('Translated line 1', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Qari turjumaadda' }).click();

      await page.getByRole('button', { name: 'Sawir erayo ka samee' }).click();
      const bar = page.getByRole('region', { name: 'Sawirka erayada' });
      await bar.getByText('Dooro ilaa 4 xariiq').waitFor();
      expect(await bar.getByRole('button', { name: 'Ka noqo' }).isVisible()).toBe(true);
      expect(await sidewaysOverflow(page)).toBe(0);
      await session.screenshot(page, `music-lyric-card-so-${device}`);
      await bar.getByRole('button', { name: 'Ka noqo' }).click();

      await page.getByRole('button', { name: 'Ku dar erayada' }).click();
      await page.getByRole('textbox', { name: 'Erayada', exact: true }).fill('Gaaban');
      await page.getByRole('button', { name: 'Dir erayada' }).click();
      await page.getByText('Erayadu waa inay noqdaan ugu yaraan 20 xaraf.').waitFor();
      expect(await page.getByRole('textbox', { name: /Magacaaga/ }).isVisible()).toBe(true);

      await page.getByRole('button', { name: 'Noo sheeg khalad ku jira erayadan' }).click();
      expect(await page.getByRole('group', { name: 'Maxaa ka khaldan erayadan?' }).isVisible()).toBe(true);
      await page.getByLabel('Kuwani waa erayada hees kale').check();
      expect(await sidewaysOverflow(page)).toBe(0);
      await session.screenshot(page, `music-song-panels-so-${device}`, { fullPage: true });
      await page.getByRole('button', { name: 'Dir warbixinta' }).click();
      await page.getByText('Mahadsanid! Shaqaalahayagu way eegi doonaan erayadan.').first().waitFor();
      expect(problems()).toEqual([]);
    });

    it(`the artist pages and the album page in Somali (${device})`, { timeout: 180_000 }, async () => {
      const { page, problems, appStarted } = await session.newPage(viewport, { locale: 'so' });
      await page.goto('/artist/1');
      await appStarted();
      await page.getByText('Waxaa kale oo loo yaqaan Maxamed Dheere').waitFor();
      await page.getByRole('button', { name: 'Sii akhri' }).click();
      await page.getByRole('button', { name: 'Soo koob' }).waitFor();
      expect(await page.getByRole('region', { name: /Heeso lala qaaday fanaaniin kale/ }).isVisible()).toBe(true);
      expect(await sidewaysOverflow(page)).toBe(0);
      await session.screenshot(page, `music-artist-so-${device}`, { fullPage: true });

      // Artist 14 has every band: songs, appears on, events (past ones faded) and albums.
      await page.goto('/artist/14');
      await appStarted();
      for (const band of [/Kuwa ugu badan ee la dhageystay/, /Heeso lala qaaday fanaaniin kale/, /Bandhigyo iyo xaflado/, /Albumo iyo ururin/]) {
        expect(await page.getByRole('region', { name: band }).isVisible()).toBe(true);
      }
      expect(await sidewaysOverflow(page)).toBe(0);
      await session.screenshot(page, `music-artist-bands-so-${device}`, { fullPage: true });

      await page.goto(`/artist/${manySongsArtist}`);
      await appStarted();
      await page.getByRole('link', { name: 'Dhammaan heesaha (30)' }).click();
      await page.waitForURL(`**/artist/${manySongsArtist}/songs`);
      await page.getByRole('heading', { level: 1, name: 'Heesaha oo dhan' }).waitFor();
      expect(await page.getByText('30 heesood').isVisible()).toBe(true);
      expect(await sidewaysOverflow(page)).toBe(0);
      await session.screenshot(page, `music-artist-songs-so-${device}`);

      await page.goto('/album/7');
      await appStarted();
      await page.getByText('Album · Musikeyste').waitFor();
      await page.getByText('La sii daayay 27 Nof 1994').waitFor();
      await page.getByRole('region', { name: /Waxa albumkan ku jira/ }).getByRole('listitem').first().waitFor();
      expect(await sidewaysOverflow(page)).toBe(0);
      await session.screenshot(page, `music-album-so-${device}`, { fullPage: true });
      expect(problems()).toEqual([]);
    });
  }
});
