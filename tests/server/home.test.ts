import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { trendingSongs } from '../../server/features/plays/plays.queries';
import { daysAgo } from '../../server/features/home/home.queries';

const VERSION = 'home-v1';

describe('the home page', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ demo: true, clientAssets: () => ({ version: VERSION, tags: '' }) });
  });
  afterAll(async () => ctx?.close());

  const visit = () => request(ctx.app).get('/').set('X-Inertia', 'true').set('X-Inertia-Version', VERSION);

  it('shows the featured songs of the HOMEFEATURED option, in their saved order', async () => {
    const option = await ctx.knex('options').where('option_key', 'HOMEFEATURED').first();
    const saved = option.option_value as { id: number; name: string }[];
    const res = await visit().expect(200);
    expect(res.body.component).toBe('home');
    expect(res.body.props.featured.map((s: { id: number }) => s.id)).toEqual(saved.map((s) => s.id));
    const first = res.body.props.featured[0];
    const row = await ctx.knex('songs').join('artists', 'artists.id', 'songs.artist_id')
      .where('songs.id', first.id).first('songs.name', 'artists.name as artist_name', 'artists.id as artist_id');
    expect(first).toMatchObject({ name: row.name, artist: { id: row.artist_id, name: row.artist_name } });
    expect(first.cover).toMatch(/^\/media\/demo\/images\//);
  });

  it('ranks trending songs by the counted plays of the last 7 days (the rule: player-plays.test.ts)', async () => {
    const res = await visit().expect(200);
    const expected = await trendingSongs(ctx.knex, daysAgo(7), 12);
    expect(expected.length).toBeGreaterThan(0);
    expect(res.body.props.trending.map((s: { id: number }) => s.id)).toEqual(expected.map((r) => r.id));
  });

  it('lists the latest episodes, the upcoming events only, and trending artists', async () => {
    const { props } = (await visit().expect(200)).body;
    const latest = await ctx.knex('episodes').orderBy([{ column: 'pub_date', order: 'desc' }, { column: 'id', order: 'desc' }]).first('id');
    expect(props.episodes[0].id).toBe(latest.id);
    expect(props.episodes[0]).toHaveProperty('podcast.title');
    expect(props.events.length).toBeGreaterThan(0);
    for (const event of props.events) {
      expect(event.is_upcoming).toBe(true);
      expect(typeof event.date_at_formated).toBe('string');
    }
    expect(props.artists.length).toBeGreaterThan(0);
    expect(props.artists[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), name: expect.any(String), content_type: expect.any(String) }),
    );
  });

  it('renders the featured songs into the page JSON of a plain visit, under its title', async () => {
    const res = await request(ctx.app).get('/').expect(200);
    expect(res.text).toMatch(/<title[^>]*>Heeso, Erayada iyo Podcasts - Hees<\/title>/);
    const song = await ctx.knex('songs').where('id', (await visit()).body.props.featured[0].id).first('name');
    expect(res.text).toContain(JSON.stringify(song.name).slice(1, -1).replace(/\//g, '\\/'));
  });

  it('ranks the top songs of the week by counted plays in the last complete week, Monday to Monday (UTC)', async () => {
    const res = await visit().expect(200);
    const now = new Date();
    const monday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - ((now.getUTCDay() + 6) % 7) * 86_400_000;
    const expected = await ctx.knex('play_events').select('song_id').count('* as plays')
      .where({ name: 'Song', event_category: 'play', counted: true })
      .andWhere('created_at', '>=', new Date(monday - 7 * 86_400_000)).andWhere('created_at', '<', new Date(monday))
      .groupBy('song_id').orderBy([{ column: 'plays', order: 'desc' }, { column: 'song_id', order: 'asc' }]).limit(10);
    expect(res.body.props.topSongs.map((s: { id: number }) => s.id)).toEqual(expected.map((r) => r.song_id));
  });

  const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

  it('carries one active promo per platform, each picked at random, and is the same page for every device', async () => {
    const active = { android: await ctx.knex('promos').where({ device: 'android', active: true }).pluck('id'), ios: await ctx.knex('promos').where({ device: 'ios', active: true }).pluck('id') };
    const seen = { android: new Set<number>(), ios: new Set<number>() };
    for (let i = 0; i < 20; i++) {
      const res = await visit().set('User-Agent', [ANDROID, IPHONE, DESKTOP][i % 3]!).expect(200);
      expect(res.headers.vary).not.toMatch(/User-Agent/i);
      const { promos } = res.body.props;
      expect(Object.keys(promos).sort()).toEqual(['android', 'ios']);
      expect(Object.keys(promos.android).sort()).toEqual(['background', 'color', 'description', 'id', 'image', 'title', 'url']);
      expect(active.android).toContain(promos.android.id);
      expect(active.ios).toContain(promos.ios.id);
      seen.android.add(promos.android.id);
      seen.ios.add(promos.ios.id);
    }
    // Two active promos per platform in the demo: twenty visits show both (a one in half a million chance of not).
    expect(seen.android.size).toBe(active.android.length);
    expect(seen.ios.size).toBe(active.ios.length);
  });

  it('marks the visitor’s platform in <head> with the one inline script the CSP allows', async () => {
    const res = await request(ctx.app).get('/').set('User-Agent', DESKTOP).expect(200);
    const script = /<head>[\s\S]*?<script>([^<]+)<\/script>/.exec(res.text)![1]!;
    expect(script).toContain('data-promo-device');
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' ${hash}`);
  });

  it.each([
    ['an Android phone', ANDROID, 'android'],
    ['an iPhone', IPHONE, 'ios'],
    ['an iPad', IPAD, 'ios'],
  ])('gives the apps (/api/homepage) from %s one active promo for its platform', async (_device, userAgent, device) => {
    const active = await ctx.knex('promos').where({ device, active: true }).pluck('id');
    const res = await request(ctx.app).get('/api/homepage').set('User-Agent', userAgent).expect(200);
    expect(res.headers.vary).toMatch(/User-Agent/i);
    expect(Object.keys(res.body.data.promo).sort()).toEqual(['background', 'color', 'description', 'id', 'image', 'title', 'url']);
    expect(active).toContain(res.body.data.promo.id);
  });

  it('gives the apps no promo for a desktop browser or a request without a User-Agent', async () => {
    expect((await request(ctx.app).get('/api/homepage').set('User-Agent', DESKTOP).expect(200)).body.data.promo).toBeNull();
    expect((await request(ctx.app).get('/api/homepage').set('User-Agent', '').expect(200)).body.data.promo).toBeNull();
  });

  it('never shows an inactive promo', async () => {
    await ctx.knex('promos').where('device', 'android').update({ active: false });
    try {
      expect((await visit().set('User-Agent', ANDROID).expect(200)).body.props.promos.android).toBeNull();
      expect((await request(ctx.app).get('/api/homepage').set('User-Agent', ANDROID).expect(200)).body.data.promo).toBeNull();
    } finally {
      await ctx.knex('promos').where('device', 'android').update({ active: true });
    }
  });

  it('answers /api/homepage with the same sections as the page, under data', async () => {
    const res = await request(ctx.app).get('/api/homepage').set('User-Agent', DESKTOP).expect(200);
    expect(Object.keys(res.body.data).sort()).toEqual(['artists', 'episodes', 'events', 'featured', 'promo', 'topSongs', 'trending']);
    const page = (await visit().set('User-Agent', DESKTOP)).body.props;
    for (const key of ['featured', 'trending', 'episodes', 'events', 'artists', 'topSongs']) expect(res.body.data[key]).toEqual(page[key]);
    expect(res.headers.vary).toMatch(/User-Agent/i);
  });

  it('shows the "Page Expired" error page to an Inertia write without a CSRF token', async () => {
    const agent = request.agent(ctx.app);
    await agent.get('/csrf-token').expect(204); // receives the XSRF-TOKEN cookie
    const res = await agent.post('/').set('X-Inertia', 'true').set('X-Inertia-Version', VERSION).set('Accept-Language', 'en').send({});
    expect(res.status).toBe(419);
    expect(res.headers['x-inertia']).toBe('true');
    expect(res.body.component).toBe('error');
    expect(res.body.props).toMatchObject({ status: 419, title: 'Page Expired' });
  });
});
