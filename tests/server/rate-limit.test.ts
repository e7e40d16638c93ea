import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { signInAs } from '../helpers/sign-in';
import { pageOf, setCookie, xsrfOf } from '../helpers/http';
import { createApp, type App } from '../../server/app';
import { createLogger } from '../../server/logger';

let ctx: TestContext;
/** A second instance of the app over the same database, as behind a load balancer. */
let other: App;
beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_SIGN_IN: '3', RATE_LIMIT_WRITES: '4', RATE_LIMIT_LISTENING: '6' } });
  const [artist] = await ctx.knex('artists').insert({ name: 'Maryam Mursal', slug: 'maryam-mursal' }).returning('id');
  await ctx.knex('songs').insert([1, 2, 3, 4, 5].map((n) => ({ name: `Song ${n}`, slug: `song-${n}`, artist_id: artist.id })));
  other = createApp({ config: ctx.config, db: ctx.db, logger: createLogger('silent') });
});
afterAll(async () => {
  other?.shutdown();
  await ctx?.close();
});

const songIds = async () => (await ctx.knex('songs').orderBy('id').select('id')).map((row: { id: number }) => row.id);

describe('rate limits', () => {
  it('when sign-ins from one address exceed the limit, then 429 with RateLimit headers, across instances', async () => {
    const agent = request.agent(ctx.app);
    const xsrf = setCookie(await agent.get('/csrf-token'), 'XSRF-TOKEN')!;
    const first = await agent.post('/auth/dev').set('X-XSRF-TOKEN', xsrf).send({ account: 'listener' }).expect(302);
    // IETF draft-8 headers; a sign-in is also a write, so both policies are listed.
    expect(first.headers['ratelimit-policy']).toContain('"sign-in"; q=3; w=60');
    expect(first.headers.ratelimit).toMatch(/"sign-in"; r=2; t=\d+/);
    await request(other).post('/auth/dev').send({ account: 'listener' }).expect(302);
    // Signed in now: the token the sign-in handed over, bound to the session (server/http/csrf.ts).
    await agent.post('/auth/dev').set('X-XSRF-TOKEN', xsrfOf(agent)).send({ account: 'listener' }).expect(302);

    const refused = await agent.post('/auth/dev').set('X-XSRF-TOKEN', xsrfOf(agent)).set('Accept', 'application/json').send({ account: 'admin' }).expect(429);
    expect(refused.body).toEqual({ message: 'Too many requests. Please slow down.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers.ratelimit).toMatch(/"sign-in"; r=0/);
    // A plain form gets the error page.
    const page = await request(other).post('/auth/dev').set('Accept-Language', 'en').type('form').send('account=admin').expect(429);
    expect(pageOf(page).props).toMatchObject({ status: 429, title: 'Too Many Requests' });
  });

  it('when one user writes more than the limit, then the extra write is refused and changes nothing; reads and other users go on', async () => {
    await ctx.knex('rate_limits').delete();
    const [a, b, c, d, e] = await songIds();
    const listener = await signInAs(ctx.app, 'listener');
    const admin = await signInAs(ctx.app, 'admin');
    const auth = { Authorization: `Bearer ${listener.token}` };
    await ctx.knex('favorites').where('user_id', listener.userId).delete();

    await request(ctx.app).put(`/api/favorite/${a}`).set(auth).expect(200);
    await request(other).put(`/api/favorite/${b}`).set(auth).expect(200);
    await request(ctx.app).get('/api/favorite').set(auth).expect(200);
    await request(ctx.app).put(`/api/favorite/${c}`).set(auth).expect(200);
    await request(other).put(`/api/favorite/${d}`).set(auth).expect(200);
    const refused = await request(ctx.app).put(`/api/favorite/${e}`).set(auth).expect(429);
    expect(refused.body).toEqual({ message: 'Too many requests. Please slow down.' });
    expect(refused.headers['ratelimit-policy']).toContain('"writes"; q=4; w=60');

    const liked = await ctx.knex('favorites').where('user_id', listener.userId).pluck('song_id');
    expect(liked.sort()).toEqual([a, b, c, d].sort());
    await request(ctx.app).get('/api/favorite').set(auth).expect(200);
    await request(ctx.app).put(`/api/favorite/${e}`).set('Authorization', `Bearer ${admin.token}`).expect(200);
  });

  it('when someone skips through songs, then the player\'s posts count apart from other writes, under a limit of their own', async () => {
    await ctx.knex('rate_limits').delete();
    const [a, b] = await songIds();
    const listener = await signInAs(ctx.app, 'listener');
    const auth = { Authorization: `Bearer ${listener.token}` };
    await ctx.knex('favorites').where('user_id', listener.userId).delete();

    // Six plays: more than the four writes allowed, all within the listening limit.
    for (const id of [a, b, a, b, a, b]) await request(ctx.app).post('/api/_song').set(auth).send({ id, type: 'SONG' }).expect(200);
    const refused = await request(other).post('/api/_song').set(auth).send({ id: a, type: 'SONG' }).expect(429);
    expect(refused.body).toEqual({ message: 'Too many requests. Please slow down.' });
    expect(refused.headers['ratelimit-policy']).toContain('"listening"; q=6; w=60');
    const reportRefused = await request(ctx.app).post('/api/analytics/plays').set(auth).send({ events: [] }).expect(429);
    expect(reportRefused.headers['ratelimit-policy']).toContain('"listening"; q=6; w=60');

    // Likes still have all four writes.
    await request(ctx.app).put(`/api/favorite/${a}`).set(auth).expect(200);
    expect(await ctx.knex('favorites').where('user_id', listener.userId).pluck('song_id')).toEqual([a]);
    expect(await ctx.knex('rate_limits').where('key', `writes:user:${listener.userId}`).first()).toMatchObject({ hits: 1 });
  });

  it('when a user has used up the write limit, then signing out still works and ends the session and its token', async () => {
    await ctx.knex('rate_limits').delete();
    const [a, b, c, d, e] = await songIds();
    const listener = await signInAs(ctx.app, 'listener');
    const auth = { Authorization: `Bearer ${listener.token}` };
    await ctx.knex('favorites').where('user_id', listener.userId).delete();
    for (const id of [a, b, c, d]) await request(ctx.app).put(`/api/favorite/${id}`).set(auth).expect(200);
    await request(ctx.app).put(`/api/favorite/${e}`).set(auth).expect(429);

    // The browser's own sign-out: the session cookie and the XSRF header.
    await listener.agent.post('/logout-user').set('X-XSRF-TOKEN', listener.xsrf).set('Accept', 'application/json').expect(204);
    await listener.agent.get('/api/user').set('Accept', 'application/json').expect(401);
    await request(ctx.app).get('/api/user').set(auth).expect(401);
    // Still limited for writes, and the sign-out was not counted as one.
    expect(await ctx.knex('rate_limits').where('key', `writes:user:${listener.userId}`).first()).toMatchObject({ hits: 5 });

    // The apps' sign-out with a bearer token, on another instance.
    const app = await signInAs(ctx.app, 'admin');
    const appAuth = { Authorization: `Bearer ${app.token}` };
    for (const id of [a, b, c, d]) await request(ctx.app).put(`/api/favorite/${id}`).set(appAuth).expect(200);
    await request(other).put(`/api/favorite/${e}`).set(appAuth).expect(429);
    await request(other).post('/logout-user').set(appAuth).expect(204);
    await request(ctx.app).get('/api/user').set(appAuth).expect(401);
  });

  it('when a counter\'s window has passed, then it starts again', async () => {
    await ctx.knex('rate_limits').update({ reset_at: new Date(Date.now() - 1000) });
    const listener = await signInAs(ctx.app, 'listener');
    const [a] = await songIds();
    await request(ctx.app).put(`/api/favorite/${a}`).set('Authorization', `Bearer ${listener.token}`).expect(200);
    const row = await ctx.knex('rate_limits').where('key', `writes:user:${listener.userId}`).first();
    expect(row.hits).toBe(1);
  });
});
