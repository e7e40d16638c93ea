import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { signInAs, type SignedIn } from '../helpers/sign-in';

/**
 * Every URL field of the backstage forms and /api inputs takes http(s) only: anything else would be
 * an href, an <img src> or a fetch of the server's later. Each refusal is a 422 naming the field alone
 * (the rest of each body is valid), and nothing is written.
 */
let ctx: TestContext;
let admin: SignedIn;
let artistId: number;
beforeAll(async () => {
  ctx = await createTestContext({ demo: true });
  admin = await signInAs(ctx.app, 'admin');
  artistId = (await ctx.knex('artists').whereNull('deleted_at').orderBy('id').first('id')).id;
});
afterAll(async () => ctx?.close());

const post = (url: string) => request(ctx.app).post(url).set('Authorization', `Bearer ${admin.token}`).set('Accept', 'application/json');
const soon = () => new Date(Date.now() + 30 * 86_400_000).toISOString();

const NOT_HTTP = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  '   javascript:alert(1)',
  '\n\tjavascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/png;base64,AAAA',
  'file:///etc/passwd',
  '//evil.example/x.png',
  'https://exa mple.org/',
];

/** [what, route, table the write would land in, field as the 422 names it, a valid body with the URL in it] */
const FIELDS: [string, string, string, string, (url: string) => object][] = [
  ['song form, meta.thumbnail', '/backstage/songs', 'songs', 'meta.thumbnail', (url) => ({ name: 'Hees Cusub', artist: artistId, meta: { thumbnail: url } })],
  ['YouTube import, meta.thumbnail', '/api/backstage/song-import-youtube', 'songs', 'meta.thumbnail', (url) => ({ name: 'hees cusub', artist: artistId, youtube: 'dQw4w9WgXcQ', meta: { thumbnail: url } })],
  ['event, ticket_url', '/backstage/events', 'events', 'ticket_url', (url) => ({ name: 'Hees Live', date_at: soon(), ticket_url: url })],
  ['resource, source_url', '/backstage/resources', 'resources', 'source_url', (url) => ({ title: 'Cashar', source_url: url })],
  ['story, source_article', '/backstage/story', 'stories', 'source_article', (url) => ({ title: 'Warka', source_article: url })],
  ['podcast, feed_url', '/backstage/podcasts', 'podcasts', 'feed_url', (url) => ({ feed_url: url })],
  ['story import, url', '/api/backstage/get-story', 'stories', 'url', (url) => ({ url })],
];

describe('URL fields take http(s) addresses only', () => {
  it.each(FIELDS)('%s: javascript:, data:, file: in any case or padding are 422 naming the field, nothing written', async (_what, route, table, field, body) => {
    const before = await ctx.knex(table).count('* as n').first();
    for (const url of NOT_HTTP) {
      const res = await post(route).send(body(url)).expect(422);
      expect(res.body.errors, JSON.stringify(url)).toEqual({ [field]: [expect.stringMatching(/ must be a full http or https address\.$/)] });
    }
    expect(await ctx.knex(table).count('* as n').first()).toEqual(before);
  });

  it('a story image block shows an uploaded picture or an http(s) address, nothing else', async () => {
    const before = await ctx.knex('stories').count('* as n').first();
    for (const url of NOT_HTTP.filter((text) => text !== '//evil.example/x.png')) {
      const res = await post('/backstage/story').send({ title: 'Sawir', blocks: [{ type: 'image', data: { url } }] }).expect(422);
      expect(res.body.errors, JSON.stringify(url)).toEqual({ 'blocks.0.data.url': ['An image block must show an uploaded picture or an http(s) address.'] });
    }
    expect(await ctx.knex('stories').count('* as n').first()).toEqual(before);
  });

  it('an http(s) address in any case, with spaces around it, is kept without them', async () => {
    const song = await post('/backstage/songs').send({ name: 'Hees Sawir', artist: artistId, meta: { thumbnail: '  HTTPS://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg ' } }).expect(201);
    expect((await ctx.knex('songs').where('id', song.body.data.id).first()).meta.thumbnail).toBe('HTTPS://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    const event = await post('/backstage/events').send({ name: 'Hees Live', date_at: soon(), ticket_url: ' http://tickets.example/hees' }).expect(201);
    expect((await ctx.knex('events').where('id', event.body.data.id).first()).ticket_url).toBe('http://tickets.example/hees');
  });
});
