import { existsSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';
import { startNewsSite, type NewsSite } from '../helpers/news-site-stand-in';

let ctx: BackstageContext;
let site: NewsSite;
beforeAll(async () => {
  site = await startNewsSite();
  ctx = await backstageContext({ demo: false, env: { OUTBOUND_ALLOW_HOSTS: site.host, STORY_IMPORT_TIMEOUT_MS: '1500' } });
});
afterAll(async () => {
  await ctx?.close();
  await site?.close();
});

const importUrl = (url: unknown, token = ctx.admin.token) => request(ctx.app).post('/api/backstage/get-story').set('Authorization', `Bearer ${token}`).set('Accept', 'application/json').send({ url });
const stored = (key: string) => path.join(ctx.storageDir, 'media', key);
const storyCount = async () => Number((await ctx.knex('stories').count('* as n'))[0]!.n);

describe('importing a story by its address', () => {
  it('makes an unpublished story of a classic article: title, author, dates, source, blocks, copied images and both badges', async () => {
    const res = await importUrl(`${site.url}/fanka/bandhigga-maryan#comments`).expect(201);
    expect(res.body.message).toBe('Story Imported.');
    const story = await ctx.knex('stories').where('id', res.body.data.id).first();
    expect(story).toMatchObject({ title: 'Bandhigga Maryan Mursal ee Muqdisho', author: 'Cabdi Xasan', source_name: 'Wararka Fanka', source_article: `${site.url}/fanka/bandhigga-maryan`, published_at: null, extra: { text_formatted: true, image_imported: true } });
    expect(story.source_published_at.toISOString()).toBe('2026-10-02T06:30:00.000Z');
    const types = story.blocks.map((block: { type: string }) => block.type);
    expect(types.filter((type: string) => type === 'paragraph').length).toBeGreaterThanOrEqual(6);
    expect(types).toContain('heading');
    expect(story.blocks.find((block: { type: string }) => block.type === 'heading').data.text).toBe('Dakhliga bandhigga');
    // The page's own heading is the title, not a block; menus, sidebar and footer are left out.
    expect(JSON.stringify(story.blocks)).not.toMatch(/Bogga hore|Ugu akhris badan|© Wararka|tracker|By Cabdi Xasan/);
    // Links stay links (opening a new tab); nothing else of the markup survives.
    expect(JSON.stringify(story.blocks)).toContain(`<a href=\\"${site.url}/fanka/kale\\" target=\\"_blank\\" rel=\\"noopener noreferrer\\">warar kale</a>`);
    // The lead image and the stage photo were copied and checked; the broken "image" was left out.
    const images = story.blocks.filter((block: { type: string }) => block.type === 'image').map((block: { data: { url: string } }) => block.data.url);
    expect(images).toHaveLength(1);
    for (const key of [story.image, ...images]) {
      expect(key).toMatch(/^images\/stories\/.+\.(jpg|png)$/);
      expect(existsSync(stored(key))).toBe(true);
    }
    expect((await sharp(stored(story.image)).metadata()).format).toBe('jpeg');
    expect(await ctx.knex('media_uploads').whereIn('path', [story.image, ...images]).orderBy('path').pluck('imagepath')).toEqual(['stories', 'stories']);
    expect(await ctx.knex('activity_log').where({ entity_type: 'story', entity_id: story.id }).pluck('action')).toEqual(['created']);
    // Unpublished: a visitor gets a 404.
    await request(ctx.app).get(`/story/${story.id}`).expect(404);
    await request(ctx.app).get(`/api/story/${story.id}`).expect(404);
  });

  it('reads a WordPress-style page: JSON-LD author and date, lazy and relative images, quotes and lists', async () => {
    const res = await importUrl(`${site.url}/2026/09/heesaha-dayrta/`).expect(201);
    const story = await ctx.knex('stories').where('id', res.body.data.id).first();
    expect(story).toMatchObject({ title: 'Heesaha cusub ee xilliga dayrta', author: 'Faadumo Cali', extra: { text_formatted: true, image_imported: true } });
    expect(story.source_published_at.toISOString()).toBe('2026-09-20T07:00:00.000Z');
    const text = JSON.stringify(story.blocks);
    expect(text).toContain('Muusikadu waa nolosha bulshada');
    expect(text).toContain('Heesta koowaad: Hooyo');
    expect(text).not.toMatch(/Faallooyin|Xayeysiis/);
    expect(site.requests).toContain('/uploads/cover.jpg');
  });

  it('follows a redirect to the article, and the same address twice makes one story', async () => {
    const before = await storyCount();
    const first = await importUrl(`${site.url}/old-address`).expect(201);
    expect(first.body.data.title).toBe('Bandhigga labaad ee Hargeysa');
    const again = await importUrl(`${site.url}/old-address`).expect(422);
    expect(again.body.message).toBe('This article was imported already: “Bandhigga labaad ee Hargeysa”.');
    expect(await storyCount()).toBe(before + 1);
  });

  it('refuses what is not an article, too large, too slow, not a page or not there, each with its reason and nothing saved', async () => {
    const before = await storyCount();
    const files = await ctx.knex('media_uploads').count('* as n');
    const cases: [string, RegExp][] = [
      [`${site.url}/fanka`, /does not look like an article/],
      [`${site.url}/huge`, /larger than 5 MB/],
      [`${site.url}/slow`, /took too long/],
      [`${site.url}/feed.json`, /not a web page \(it is application\/json\)/],
      [`${site.url}/missing`, /answered 404/],
      ['not a url', /^The address of the article must be a full http or https address\.$/],
      ['ftp://example.org/story', /must be a full http or https address/],
      ['file:///etc/passwd', /must be a full http or https address/],
      ['javascript:alert(1)', /must be a full http or https address/],
    ];
    for (const [url, reason] of cases) {
      const res = await importUrl(url).expect(422);
      expect(res.body.message, url).toMatch(reason);
    }
    expect(await storyCount()).toBe(before);
    expect(await ctx.knex('media_uploads').count('* as n')).toEqual(files);
  });

  it('never reaches inside the network: loopback, private, link-local, metadata, IPv6, IPv4-mapped, decimal, and redirects to them', async () => {
    const before = await storyCount();
    const targets = [
      'http://127.0.0.1/admin',
      'http://localhost:5432/',
      'http://10.0.0.8/',
      'http://172.16.0.1/',
      'http://192.168.1.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://[fd00::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://2130706433/',
      'http://0x7f000001/',
      'http://0.0.0.0/',
    ];
    for (const target of targets) {
      const direct = await importUrl(target).expect(422);
      expect(direct.body.message, target).toMatch(/not on the public internet|does not resolve/);
      const redirected = await importUrl(`${site.url}/go?to=${encodeURIComponent(target)}`).expect(422);
      expect(redirected.body.message, `redirect to ${target}`).toMatch(/not on the public internet|does not resolve/);
    }
    expect(await storyCount()).toBe(before);
  });

  it('is for staff: a visitor, a listener and a browser without the XSRF header are refused; bad bodies are 422', async () => {
    await request(ctx.app).post('/api/backstage/get-story').set('Accept', 'application/json').send({ url: `${site.url}/fanka/bandhigga-maryan` }).expect(401);
    await importUrl(`${site.url}/fanka/bandhigga-maryan`, ctx.listener.token).expect(403);
    await ctx.admin.agent.post('/api/backstage/get-story').set('Accept', 'application/json').send({ url: `${site.url}/fanka/bandhigga-maryan` }).expect(419);
    for (const body of [{}, { url: '' }, { url: ['a'] }, { url: 'x'.repeat(3000) }]) await importUrl(body.url).expect(422);
  });
});
