import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/test-app';

/** Share images (og:image and lyric cards): real PNGs drawn by sharp, read back pixel by pixel. */
describe('share images', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ demo: true });
    await ctx.app.context.storage.put('images/tests/red.png', await solid('#ff0000'), 'image/png');
    await ctx.app.context.storage.put('images/tests/not-an-image.png', Buffer.from('<html>hello</html>'), 'image/png');
  });
  afterAll(async () => ctx?.close());

  const solid = (colour: string) => sharp({ create: { width: 300, height: 300, channels: 3, background: colour } }).png().toBuffer();
  // superagent reads image/* answers into a Buffer.
  const get = (url: string) => request(ctx.app).get(url);
  const cardFolder = (...parts: string[]) => path.join(ctx.storageDir, 'cache', 'share-cards', ...parts);
  /** The colour at a point of a PNG. */
  const pixel = async (png: Buffer, x: number, y: number) => {
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (y * info.width + x) * info.channels;
    return [data[at]!, data[at + 1]!, data[at + 2]!];
  };
  /** The left and right edges of the white text in a band of rows. */
  const whiteTextEdges = async (png: Buffer, top: number, bottom: number) => {
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let left = info.width;
    let right = -1;
    for (let y = top; y < bottom; y++) {
      for (let x = 0; x < info.width; x++) {
        const at = (y * info.width + x) * 3;
        if (data[at]! > 230 && data[at + 1]! > 230 && data[at + 2]! > 230) {
          left = Math.min(left, x);
          right = Math.max(right, x);
        }
      }
    }
    return { left, right };
  };

  it("a song's card is a 1200x630 PNG with its cover, kept on disk, revalidated by ETag, and sets no cookie", async () => {
    await ctx.knex('songs').where('id', 1).update({ cover: 'images/tests/red.png' });
    const res = await get('/share/song/1.png').expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['set-cookie']).toBeUndefined();
    const meta = await sharp(res.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    // The cover's square sits on the left, vertically centred.
    expect(await pixel(res.body, 72 + 220, 315)).toEqual([255, 0, 0]);
    expect(readdirSync(cardFolder('song', '1'))).toEqual([`${res.headers.etag!.replaceAll('"', '')}.png`]);

    await get('/share/song/1.png').set('If-None-Match', res.headers.etag!).expect(304);
    const head = await request(ctx.app).head('/share/song/1.png').expect(200);
    expect(head.headers['content-length']).toBe(String(res.body.length));
  });

  it('is drawn again when what it shows changes, and the old card is removed', async () => {
    const before = await get('/share/song/1.png').expect(200);
    await ctx.knex('songs').where('id', 1).update({ name: 'Magac cusub oo dheer' });
    const after = await get('/share/song/1.png').expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(Buffer.compare(after.body, before.body)).not.toBe(0);
    expect(readdirSync(cardFolder('song', '1'))).toEqual([`${after.headers.etag!.replaceAll('"', '')}.png`]);
  });

  it('every kind of page has one; a card exists exactly when its page does', async () => {
    for (const kind of ['artist', 'album', 'playlist', 'episode', 'event', 'story']) {
      const res = await get(`/share/${kind}/1.png`);
      expect(res.status, kind).toBe(200);
      expect((await sharp(res.body).metadata()).width, kind).toBe(1200);
    }
    await get('/share/song/6.png').expect(200);
    await ctx.knex('songs').where('id', 6).update({ deleted_at: new Date() });
    await get('/share/song/6.png').expect(404);
    await ctx.knex('stories').where('id', 2).update({ published_at: null });
    await get('/share/story/2.png').expect(404);
    await get('/share/song/99999.png').expect(404);
    await get('/share/user/1.png').expect(404);
    await get('/share/song/1.jpg').expect(404);
    await get('/share/song/01.png').expect(404);
  });

  it('shows a placeholder for a missing, outside or broken picture, without calling out', async () => {
    const placeholder = [0x0f, 0x76, 0x6e];
    for (const cover of [null, 'https://i.ytimg.com/vi/x/hqdefault.jpg', 'images/tests/not-an-image.png', 'images/tests/gone.png']) {
      await ctx.knex('songs').where('id', 2).update({ cover });
      const res = await get('/share/song/2.png').expect(200);
      // Inside the cover's square, off its centre (where the initials are).
      expect(await pixel(res.body, 72 + 20, 315), String(cover)).toEqual(placeholder);
    }
  });

  it('prints markup in a title as text', async () => {
    await ctx.knex('artists').where('id', 2).update({ name: '<span size="9999999">Big</span> & <b>Co</b>' });
    const res = await get('/share/artist/2.png').expect(200);
    expect((await sharp(res.body).metadata()).height).toBe(630);
  });

  it('a lyric card: the picked lines, Arabic set right to left, Somali left to right', async () => {
    const [arabic] = await ctx
      .knex('verses')
      .insert({ song_id: 3, language: 'arabic', is_default: false, position: 9, non_synced_lyrics: 'يا حبيبي\n\nأنت نور عيني', synced_lyrics: null })
      .returning('id');
    const rtl = await get(`/share/lyrics/${arabic.id}.png?lines=1`).expect(200);
    const rtlEdges = await whiteTextEdges(rtl.body, 72, 420);
    expect(rtlEdges.right).toBeGreaterThan(1100);
    expect(rtlEdges.left).toBeGreaterThan(500);

    const [somali] = await ctx.knex('verses').insert({ song_id: 3, language: 'somali', is_default: false, position: 10, non_synced_lyrics: 'Hooyo macaan\nadaa i koriyay' }).returning('id');
    const ltr = await get(`/share/lyrics/${somali.id}.png?lines=0`).expect(200);
    const ltrEdges = await whiteTextEdges(ltr.body, 72, 420);
    expect(ltrEdges.left).toBeLessThan(90);
    expect(ltrEdges.right).toBeLessThan(700);
    // Kept in memory, not on disk: the line picks of a song are too many to store.
    expect(existsSync(cardFolder('lyrics'))).toBe(false);
    expect(Buffer.compare((await get(`/share/lyrics/${somali.id}.png?lines=0`).expect(200)).body, ltr.body)).toBe(0);
  });

  it('refuses lyric cards it cannot draw: no lines, more than four, a line past the end, a hidden song', async () => {
    const verse = await ctx.knex('verses').where('song_id', 4).first();
    const refused = async (query: string, status: number) => {
      const res = await request(ctx.app).get(`/share/lyrics/${verse.id}.png${query}`).set('Accept', 'application/json');
      expect(res.status, query).toBe(status);
    };
    await refused('', 400);
    await refused('?lines=', 400);
    await refused('?lines=a', 400);
    await refused('?lines[]=0', 400);
    await refused('?lines=0,1,2,3,4', 400);
    await refused('?lines=99999', 404);
    await refused('?lines=0,0,1', 200);
    await ctx.knex('songs').where('id', 4).update({ deleted_at: new Date() });
    await refused('?lines=0', 404);
    await get('/share/lyrics/999999.png?lines=0').expect(404);
  });

  it('draws a card once when many ask for it together', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => get('/share/album/2.png')));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((res) => res.body.toString('base64'))).size).toBe(1);
    expect(readdirSync(cardFolder('album', '2'))).toHaveLength(1);
  });
});

