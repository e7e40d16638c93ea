import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';

interface SongRef {
  id: number;
  duration_seconds: number;
}

/** A write that gives the visitor a stored session, as signing in or a flash message would. */
function sessionRoute() {
  const router = Router();
  router.post('/e2e/session', (req, res) => {
    req.session.errors = {};
    res.status(204).end();
  });
  return [router];
}

const song = (category: string, id: number, seconds?: number) => ({ name: 'Song', event_category: category, song_id: id, seconds });

describe('play statistics, POST /api/analytics/plays', () => {
  let ctx: TestContext;
  let songs: SongRef[];
  let episodeId: number;
  let agentNumber = 0;

  beforeAll(async () => {
    ctx = await createTestContext({ demo: true, extraRoutes: sessionRoute });
    songs = await ctx.knex('songs').whereNotNull('mp3').orderBy('id').limit(8).select('id', 'duration_seconds');
    episodeId = (await ctx.knex('episodes').orderBy('id').first('id')).id;
  });
  afterAll(async () => ctx?.close());

  /** Each test listens as its own browser (user agent), so their listens do not overlap. */
  const listener = () => `vitest-listener-${++agentNumber}`;
  const report = (events: unknown[], userAgent: string) =>
    request(ctx.app).post('/api/analytics/plays').set('User-Agent', userAgent).send({ events });
  const playsCount = async (id: number) => (await ctx.knex('songs').where({ id }).first('plays_count')).plays_count as number;
  const storedEvents = () => ctx.knex('play_events').count<{ count: number }[]>('* as count').then((r) => Number(r[0]!.count));

  it('stores a batch with a hashed listener, counts the play once and bumps plays_count', async () => {
    const target = songs[0]!;
    const before = await playsCount(target.id);
    const res = await report([song('load', target.id), song('play', target.id), song('pause', target.id, 4.4)], listener()).expect(202);
    expect(res.body).toEqual({ data: { stored: 3, counted: 1 } });
    expect(await playsCount(target.id)).toBe(before + 1);

    const rows = await ctx.knex('play_events').where({ song_id: target.id }).orderBy('id', 'desc').limit(3);
    expect(rows.map((r) => r.event_category).sort()).toEqual(['load', 'pause', 'play']);
    for (const row of rows) {
      expect(row.listener).toMatch(/^[0-9a-f]{64}$/);
      expect(row.user_id).toBeNull();
      expect(row.name).toBe('Song');
    }
    expect(rows.find((r) => r.event_category === 'pause')).toMatchObject({ seconds_listened: 4, counted: false });
    expect(rows.find((r) => r.event_category === 'play')).toMatchObject({ seconds_listened: 0, counted: true });
  });

  it('counts the same listener replaying the same song once per 30 minutes, however often it is reported', async () => {
    const target = songs[1]!;
    const me = listener();
    const before = await playsCount(target.id);
    await report([song('play', target.id)], me).expect(202);
    const again = await report([song('play', target.id), song('ended', target.id, 5), song('play', target.id)], me).expect(202);
    expect(again.body.data).toEqual({ stored: 3, counted: 0 });
    expect(await playsCount(target.id)).toBe(before + 1);

    // Another browser is another listener; and after 30 minutes the first one counts again.
    expect((await report([song('play', target.id)], listener()).expect(202)).body.data.counted).toBe(1);
    await ctx.knex('play_listens').update({ counted_at: new Date(Date.now() - 31 * 60 * 1000) });
    expect((await report([song('play', target.id)], me).expect(202)).body.data.counted).toBe(1);
    expect(await playsCount(target.id)).toBe(before + 3);
  });

  it('counts one play when the same report arrives many times at once', async () => {
    const target = songs[2]!;
    const me = listener();
    const before = await playsCount(target.id);
    const results = await Promise.all(Array.from({ length: 6 }, () => report([song('play', target.id)], me)));
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(202));
    expect(results.reduce((sum, r) => sum + r.body.data.counted, 0)).toBe(1);
    expect(await playsCount(target.id)).toBe(before + 1);
  });

  it('caps the seconds heard at the length of the item, and keeps them only on pause and end', async () => {
    const target = songs[3]!;
    await report([song('play', target.id, 500), song('ended', target.id, 5000)], listener()).expect(202);
    const rows = await ctx.knex('play_events').where({ song_id: target.id }).orderBy('id', 'desc').limit(2);
    expect(rows.map((r) => [r.event_category, r.seconds_listened]).sort()).toEqual([
      ['ended', target.duration_seconds],
      ['play', 0],
    ]);
  });

  it('stores episode reports beside song reports', async () => {
    const res = await report([{ name: 'Episode', event_category: 'play', episode_id: episodeId }, song('play', songs[4]!.id)], listener());
    expect(res.status).toBe(202);
    expect(res.body.data).toEqual({ stored: 2, counted: 2 });
  });

  it.each([
    ['no events', { events: [] }, 'events'],
    ['no list', { events: 'play' }, 'events'],
    ['an unknown name', { events: [{ name: 'Album', event_category: 'play', song_id: 1 }] }, 'events.0.name'],
    ['an unknown category', { events: [{ name: 'Song', event_category: 'skip', song_id: 1 }] }, 'events.0.event_category'],
    ['a song without song_id', { events: [{ name: 'Song', event_category: 'play', episode_id: 1 }] }, 'events.0.song_id'],
    ['negative seconds', { events: [{ name: 'Song', event_category: 'pause', song_id: 1, seconds: -1 }] }, 'events.0.seconds'],
    ['51 events', { events: Array.from({ length: 51 }, () => song('load', 1)) }, 'events'],
    ['an unknown song', { events: [song('play', 1), song('play', 999999)] }, 'events.1.song_id'],
    ['an unknown episode', { events: [{ name: 'Episode', event_category: 'load', episode_id: 999999 }] }, 'events.0.episode_id'],
  ])('rejects a batch with %s with 422 and stores none of it', async (_what, body, field) => {
    const before = await storedEvents();
    const listens = await ctx.knex('play_listens').count<{ count: number }[]>('* as count');
    const res = await request(ctx.app).post('/api/analytics/plays').send(body).expect(422);
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(await storedEvents()).toBe(before);
    expect(await ctx.knex('play_listens').count<{ count: number }[]>('* as count')).toEqual(listens);
  });

  it('takes the XSRF token from the body, where a keepalive or beacon report from the page can carry it', async () => {
    const agent = request.agent(ctx.app);
    await agent.get('/csrf-token').expect(204);
    const token = decodeURIComponent(agent.jar.getCookie('XSRF-TOKEN', { domain: '127.0.0.1', path: '/', secure: false, script: true })!.value);
    await agent.post('/api/analytics/plays').send({ events: [song('load', songs[0]!.id)] }).expect(419);
    await agent.post('/api/analytics/plays').send({ events: [song('load', songs[0]!.id)], _token: token }).expect(202);
  });

  it('knows a visitor with a stored session as one listener whatever browser string it sends', async () => {
    const target = songs[5]!;
    const agent = request.agent(ctx.app);
    await agent.post('/e2e/session').expect(204);
    const send = (userAgent: string) =>
      agent.post('/api/analytics/plays').set('Authorization', 'Bearer none').set('User-Agent', userAgent).send({ events: [song('play', target.id)] });
    expect((await send(listener())).body.data.counted).toBe(1);
    expect((await send(listener())).body.data.counted).toBe(0);

    // A made-up session cookie is not a session: the address and browser decide.
    const forged = (value: string) =>
      request(ctx.app).post('/api/analytics/plays').set('Cookie', `hees_session=${value}`).set('Authorization', 'Bearer none')
        .set('User-Agent', 'forger').send({ events: [song('play', songs[6]!.id)] });
    expect((await forged('s%3Aabc.def')).body.data.counted).toBe(1);
    expect((await forged('s%3Aghi.jkl')).body.data.counted).toBe(0);
  });
});

describe('charts and minutes streamed from counted plays', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ demo: true, clientAssets: () => ({ version: 'charts', tags: '' }) });
  });
  afterAll(async () => ctx?.close());

  const home = async () => (await request(ctx.app).get('/').set('X-Inertia', 'true').set('X-Inertia-Version', 'charts').expect(200)).body.props;

  /** The ranking rule, worked out here from the rows: counted plays of the week, halving every two days. */
  async function expectedTrending(limit: number) {
    const since = new Date(Date.now() - 7 * 86_400_000);
    const plays = await ctx.knex('play_events').where({ name: 'Song', counted: true }).andWhere('created_at', '>=', since).select('song_id', 'created_at');
    const score = new Map<number, number>();
    const now = Date.now();
    for (const p of plays) score.set(p.song_id, (score.get(p.song_id) ?? 0) + 0.5 ** ((now - new Date(p.created_at).getTime()) / 172_800_000));
    return [...score].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, limit).map(([id]) => id);
  }

  it('ranks trending songs by counted plays of the week, recent ones weighing more', async () => {
    const props = await home();
    expect(props.trending.map((s: { id: number }) => s.id)).toEqual(await expectedTrending(12));
  });

  it('cannot be moved by one listener replaying a song a hundred times', async () => {
    const startedAt = new Date();
    const before = (await home()).trending.map((s: { id: number }) => s.id);
    const outsider = await ctx.knex('songs').whereNotNull('mp3').whereNotIn('id', before).orderBy('id').first('id');
    for (let i = 0; i < 10; i++) {
      const events = Array.from({ length: 10 }, () => song('play', outsider.id));
      await request(ctx.app).post('/api/analytics/plays').set('User-Agent', 'replayer').send({ events }).expect(202);
    }
    const counted = await ctx.knex('play_events').where({ song_id: outsider.id, counted: true }).andWhere('created_at', '>=', startedAt);
    expect(counted).toHaveLength(1);
    expect((await home()).trending.map((s: { id: number }) => s.id)).toEqual(await expectedTrending(12));
  });

  it('ranks trending artists by the counted plays of their songs', async () => {
    const artists = (await home()).artists as { id: number }[];
    const since = new Date(Date.now() - 7 * 86_400_000);
    const plays = await ctx.knex('play_events').join('songs', 'songs.id', 'play_events.song_id')
      .where({ 'play_events.counted': true }).andWhere('play_events.created_at', '>=', since).select('songs.artist_id', 'play_events.created_at');
    const score = new Map<number, number>();
    for (const p of plays) score.set(p.artist_id, (score.get(p.artist_id) ?? 0) + 0.5 ** ((Date.now() - new Date(p.created_at).getTime()) / 172_800_000));
    const expected = [...score].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, 12).map(([id]) => id);
    expect(artists.map((a) => a.id)).toEqual(expected);
  });

  it('reports the minutes heard in the last 30 days and per calendar month at /api/stats', async () => {
    const res = await request(ctx.app).get('/api/stats').expect(200);
    const since = new Date(Date.now() - 30 * 86_400_000);
    const sum = await ctx.knex('play_events').where('created_at', '>=', since).first<{ seconds: number }>(ctx.knex.raw('sum(seconds_listened) as seconds'));
    expect(res.body.data.minutes_streamed_monthly).toBe(Math.round(Number(sum.seconds) / 60));
    expect(res.body.data.minutes_streamed_monthly).toBeGreaterThan(0);
    const months = res.body.data.minutes_by_month as { month: string; minutes: number }[];
    expect(months.at(-1)!.month).toBe(new Date().toISOString().slice(0, 7));
    expect(months.every((m) => /^\d{4}-\d{2}$/.test(m.month) && m.minutes >= 0)).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });
});
