import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { signInAs } from '../helpers/sign-in';
import { pageOf, setCookie, setCookieLine } from '../helpers/http';
import { SESSION_COOKIE, createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { hashToken } from '../../server/features/accounts/tokens';
import { ownPath } from '../../server/http/redirects';
import { networkAddress } from '../helpers/network-address';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ demo: true });
});
afterAll(async () => ctx?.close());

const revokedAt = async (token: string) => (await ctx.knex('api_tokens').where('token_hash', hashToken(token)).first())?.revoked_at;

describe('development sign-in', () => {
  it('when Google is not configured, then Login leads to the development sign-in, keeping an own redirect only', async () => {
    const res = await request(ctx.app).get('/auth/google?redirect=%2Ffavorites').expect(302);
    expect(res.headers.location).toBe('/auth/dev?redirect=%2Ffavorites');
    const evil = await request(ctx.app).get('/auth/google?redirect=%2F%2Fevil.example').expect(302);
    expect(evil.headers.location).toBe('/auth/dev');
  });

  it('shows the two demo accounts and the checked redirect', async () => {
    const page = pageOf(await request(ctx.app).get('/auth/dev?redirect=%2Ffavorites').expect(200));
    expect(page.component).toBe('auth/dev');
    expect(page.props.redirect).toBe('/favorites');
    expect(page.props.accounts).toEqual([
      { key: 'listener', name: 'Demo Listener', email: 'listener@hees.test', isAdmin: false },
      { key: 'admin', name: 'Demo Admin', email: 'admin@hees.test', isAdmin: true },
    ]);
    expect(pageOf(await request(ctx.app).get('/auth/dev?redirect=https%3A%2F%2Fevil.example')).props.redirect).toBeNull();
  });

  it('when the demo listener signs in, then the session id changes, the user is set and a token comes on the next page only', async () => {
    const agent = request.agent(ctx.app);
    const xsrf = setCookie(await agent.get('/csrf-token').expect(204), 'XSRF-TOKEN')!;
    const before = await agent.get('/favorites');
    const signedIn = await agent.post('/auth/dev').set('X-XSRF-TOKEN', xsrf).send({ account: 'listener', redirect: '/favorites' }).expect(302);
    expect(signedIn.headers.location).toBe('/favorites');
    expect(setCookie(signedIn, SESSION_COOKIE)).toBeDefined();
    expect(setCookie(signedIn, SESSION_COOKIE)).not.toBe(setCookie(before, SESSION_COOKIE));
    expect(setCookieLine(signedIn, SESSION_COOKIE)).toMatch(/; HttpOnly/);
    expect(setCookieLine(signedIn, SESSION_COOKIE)).toMatch(/; SameSite=Lax/);

    const page = pageOf(await agent.get('/favorites').expect(200));
    expect(page.props.auth.user).toMatchObject({ name: 'Demo Listener', isAdmin: false });
    expect(page.props.tokens?.token).toMatch(/^hees_/);
    expect(pageOf(await agent.get('/favorites')).props.tokens).toBeUndefined();
  });

  it('when the choice is not a demo account, then the form comes back with an error and nobody is signed in', async () => {
    const agent = request.agent(ctx.app);
    const xsrf = setCookie(await agent.get('/csrf-token'), 'XSRF-TOKEN')!;
    const res = await agent
      .post('/auth/dev')
      .set('Host', 'hees.test')
      .set('Referer', 'http://hees.test/auth/dev')
      .set('X-XSRF-TOKEN', xsrf)
      .send({ account: 'root' })
      .expect(302);
    expect(res.headers.location).toBe('/auth/dev');
    const page = pageOf(await agent.get('/auth/dev'));
    // In the page's language: Somali, as the browser asked for no other.
    expect(page.props.errors).toEqual({ account: 'Dooro dhageystaha tijaabada ama maamulaha tijaabada.' });
    expect(page.props.auth.user).toBeNull();
  });

  it('when the sign-in form is posted without the XSRF token by a browser holding its cookie, then it is refused with 419', async () => {
    const agent = request.agent(ctx.app);
    await agent.get('/csrf-token').expect(204);
    await agent.post('/auth/dev').send({ account: 'admin' }).expect(419);
  });

  it('when the app runs in production without Google, then /auth/dev does not exist and Login is unavailable', async () => {
    const config = loadConfig({ NODE_ENV: 'production', APP_KEY: 'k'.repeat(32), LOG_LEVEL: 'silent', STORAGE_DIR: ctx.storageDir });
    const prod = createApp({ config, db: ctx.db, logger: createLogger('silent'), clientAssets: () => ({ version: '', tags: '' }) });
    try {
      await request(prod).get('/auth/dev').expect(404);
      await request(prod).post('/auth/dev').send({ account: 'admin' }).expect(404);
      await request(prod).get('/auth/google').expect(503);
    } finally {
      prod.shutdown();
    }
  });
});

const LOOPBACK_ONLY = {
  en: 'The development sign-in answers only on the computer Hees runs on (127.0.0.1 or ::1). Open the site there, or set up Google sign-in.',
  so: 'Gelitaanka horumarinta wuxuu ka jawaabaa oo keliya kombiyuutarka Hees ku shaqeeyo (127.0.0.1 ama ::1). Halkaas ka fur bogga, ama diyaari gelitaanka Google.',
};


describe('the development sign-in answers on this machine only', () => {
  it('when a local proxy forwards a visitor from elsewhere, then the page and the sign-in are 403 saying why, and nobody is signed in', async () => {
    // The app trusts X-Forwarded-For from loopback only (a proxy on this machine): req.ip is the visitor's.
    const outside = { 'X-Forwarded-For': '203.0.113.7' };
    const page = await request(ctx.app).get('/auth/dev').set(outside).set('Accept-Language', 'en').expect(403);
    expect(pageOf(page).props).toMatchObject({ status: 403, description: LOOPBACK_ONLY.en });
    const somali = await request(ctx.app).get('/auth/dev').set(outside).expect(403);
    expect(pageOf(somali).props).toMatchObject({ status: 403, description: LOOPBACK_ONLY.so });

    const posted = await request(ctx.app).post('/auth/dev').set(outside).set('Accept', 'application/json').set('Accept-Language', 'en').send({ account: 'admin' }).expect(403);
    expect(posted.body).toEqual({ message: LOOPBACK_ONLY.en });
    expect(setCookie(posted, SESSION_COOKIE)).toBeUndefined();
    const form = await request(ctx.app).post('/auth/dev').set(outside).type('form').send('account=admin').expect(403);
    expect(setCookie(form, SESSION_COOKIE)).toBeUndefined();
    // What the visitor wrote before the proxy's own entry is not believed.
    await request(ctx.app).get('/auth/dev').set('X-Forwarded-For', '127.0.0.1, 203.0.113.7').expect(403);
    await request(ctx.app).get('/auth/dev').set('X-Forwarded-For', '::ffff:10.0.0.3').expect(403);
    // Someone on this machine, through the local proxy or not, signs in as before.
    await request(ctx.app).get('/auth/dev').set('X-Forwarded-For', '127.0.0.1').expect(200);
    await request(ctx.app).get('/auth/dev').set('X-Forwarded-For', '::1').expect(200);
    await request(ctx.app).post('/auth/dev').set('Accept', 'application/json').send({ account: 'listener' }).expect(302);
  });

  it('believes the balancers TRUST_PROXY names as well: a second hop from 10.0.0.0/8 passes on what the first one saw', async () => {
    // Through a balancer on another machine (10.0.0.9) and this machine's nginx, a visitor on this machine.
    const twoHops = { 'X-Forwarded-For': '127.0.0.1, 10.0.0.9' };
    await request(ctx.app).get('/auth/dev').set(twoHops).expect(403);
    const config = loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8', LOG_LEVEL: 'silent', STORAGE_DIR: ctx.storageDir });
    const behindBalancer = createApp({ config, db: ctx.db, logger: createLogger('silent'), clientAssets: () => ({ version: '', tags: '' }) });
    try {
      await request(behindBalancer).get('/auth/dev').set(twoHops).expect(200);
      // A hop the balancer did not add is still the visitor's own word.
      await request(behindBalancer).get('/auth/dev').set('X-Forwarded-For', '127.0.0.1, 203.0.113.7').expect(403);
    } finally {
      behindBalancer.shutdown();
    }
  });

  it('with the visitor cache on, the page shown on this machine is not kept for a visitor from elsewhere', async () => {
    const config = loadConfig({ NODE_ENV: 'test', VISITOR_CACHE_SECONDS: '60', LOG_LEVEL: 'silent', STORAGE_DIR: ctx.storageDir });
    const cached = createApp({ config, db: ctx.db, logger: createLogger('silent'), clientAssets: () => ({ version: '', tags: '' }) });
    try {
      await request(cached).get('/auth/dev').set('Accept-Language', 'en').expect(200);
      const outside = await request(cached).get('/auth/dev').set('Accept-Language', 'en').set('X-Forwarded-For', '203.0.113.7').expect(403);
      expect(pageOf(outside).props.description).toBe(LOOPBACK_ONLY.en);
    } finally {
      cached.shutdown();
    }
  });

  it.runIf(networkAddress)('when a client on another address connects directly, then 403, and an X-Forwarded-For it forges is not believed', async () => {
    const server: Server = createServer(ctx.app);
    await new Promise<void>((resolve) => server.listen(0, networkAddress, resolve));
    try {
      // Connecting to this machine's network address, the client's address is that one, not loopback.
      const direct = `http://${networkAddress}:${(server.address() as AddressInfo).port}`;
      const page = await request(direct).get('/auth/dev').set('Accept-Language', 'en').expect(403);
      expect(pageOf(page).props.description).toBe(LOOPBACK_ONLY.en);
      await request(direct).get('/auth/dev').set('X-Forwarded-For', '127.0.0.1').expect(403);
      const posted = await request(direct).post('/auth/dev').set('X-Forwarded-For', '127.0.0.1').set('Accept', 'application/json').send({ account: 'admin' }).expect(403);
      expect(setCookie(posted, SESSION_COOKIE)).toBeUndefined();
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('redirects after sign-in', () => {
  it.each([
    ['/favorites', '/favorites'],
    ['/favorites?page=2#top', '/favorites?page=2#top'],
    ['/song/../favorites', '/favorites'],
    ['https://evil.example/', undefined],
    ['//evil.example', undefined],
    ['/\\evil.example', undefined],
    ['/\t/evil.example', undefined],
    ['/.//evil.example', undefined],
    ['javascript:alert(1)', undefined],
    ['favorites', undefined],
    ['/auth/logout', undefined],
    ['/AUTH/dev', undefined],
    ['', undefined],
    [['/a', '/b'], undefined],
  ])('ownPath(%j) is %j', (given, expected) => {
    expect(ownPath(given)).toBe(expected);
  });

  it('when the dev sign-in is asked to go to another site, then it goes home', async () => {
    const agent = request.agent(ctx.app);
    const xsrf = setCookie(await agent.get('/csrf-token'), 'XSRF-TOKEN')!;
    const res = await agent.post('/auth/dev').set('X-XSRF-TOKEN', xsrf).send({ account: 'listener', redirect: '//evil.example/x' }).expect(302);
    expect(res.headers.location).toBe('/');
  });
});

describe('bearer tokens', () => {
  it('when a token is sent alone, then GET /api/user answers the user in the spec shape', async () => {
    const { token, userId } = await signInAs(ctx.app, 'admin');
    const res = await request(ctx.app).get('/api/user').set('Authorization', `Bearer ${token}`).expect(200);
    expect(res.body).toEqual({ id: userId, name: 'Demo Admin', avatar: expect.stringMatching(/^\/media\//), created_at: expect.any(String), isAdmin: true });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(new Date(res.body.created_at).toISOString()).toBe(res.body.created_at);
    const used = await ctx.knex('api_tokens').where('user_id', userId).whereNotNull('last_used_at').first();
    expect(used).toBeDefined();
  });

  it('when nobody is signed in, or the token is unknown or malformed, then /api/user answers 401 JSON', async () => {
    await request(ctx.app).get('/api/user').expect(401, { message: 'Unauthenticated.' });
    await request(ctx.app).get('/api/user').set('Authorization', 'Bearer hees_nope').expect(401);
    await request(ctx.app).get('/api/user').set('Authorization', 'Basic dXNlcjpwYXNz').expect(401);
    await request(ctx.app).get('/api/user').set('Authorization', 'Bearer').expect(401);
  });

  it('when a token is revoked or expired, then it gets 401', async () => {
    const revoked = await signInAs(ctx.app, 'listener');
    await ctx.knex('api_tokens').where('user_id', revoked.userId).update({ revoked_at: ctx.knex.fn.now() });
    await request(ctx.app).get('/api/user').set('Authorization', `Bearer ${revoked.token}`).expect(401);

    const expired = await signInAs(ctx.app, 'listener');
    await ctx.knex('api_tokens').where('user_id', expired.userId).whereNull('revoked_at').update({ expires_at: new Date(Date.now() - 1000) });
    await request(ctx.app).get('/api/user').set('Authorization', `Bearer ${expired.token}`).expect(401);
  });

  it('when a request carries a bad token and a good session cookie, then the token decides (the header is what exempts it from CSRF)', async () => {
    const { agent } = await signInAs(ctx.app, 'listener');
    await agent.get('/api/user').expect(200);
    await agent.get('/api/user').set('Authorization', 'Bearer hees_forged').expect(401);
  });
});

describe('signing out', () => {
  it('when POST /logout-user comes with a token alone, then that token is revoked and answers 204', async () => {
    const { token } = await signInAs(ctx.app, 'listener');
    await request(ctx.app).post('/logout-user').set('Authorization', `Bearer ${token}`).expect(204);
    await request(ctx.app).get('/api/user').set('Authorization', `Bearer ${token}`).expect(401);
    expect(await revokedAt(token)).not.toBeNull();
  });

  it('when the browser logs out through Inertia, then its token is revoked, the session row is gone and history is cleared', async () => {
    const { agent, token, xsrf } = await signInAs(ctx.app, 'listener');
    const tokenRow = await ctx.knex('api_tokens').where('token_hash', hashToken(token)).first();
    const sessionOfToken = () => ctx.knex('sessions').whereRaw(`sess->>'tokenId' = ?`, [String(tokenRow.id)]);
    expect(await sessionOfToken()).toHaveLength(1);

    const res = await agent.post('/logout-user').set('X-Inertia', 'true').set('X-XSRF-TOKEN', xsrf).expect(302);
    expect(res.headers.location).toBe('/');
    expect(await sessionOfToken()).toHaveLength(0);
    expect(await revokedAt(token)).not.toBeNull();
    await request(ctx.app).get('/api/user').set('Authorization', `Bearer ${token}`).expect(401);
    const page = pageOf(await agent.get('/favorites'));
    expect(page.props.auth.user).toBeNull();
    expect(page.clearHistory).toBe(true);
  });

  it('when the cookie-authenticated logout has no XSRF token, then it is refused with 419 and the user stays signed in', async () => {
    const { agent } = await signInAs(ctx.app, 'listener');
    await agent.post('/logout-user').expect(419);
    await agent.get('/api/user').expect(200);
  });

  it('when the menu Logout link is followed from our own pages, then the person is signed out and sent home', async () => {
    const { agent, token } = await signInAs(ctx.app, 'listener');
    const res = await agent.get('/auth/logout').set('Sec-Fetch-Site', 'same-origin').expect(302);
    expect(res.headers.location).toBe('/');
    await agent.get('/api/user').expect(401);
    await request(ctx.app).get('/api/user').set('Authorization', `Bearer ${token}`).expect(401);
  });

  it('when an old browser follows the link with our own page as Referer, then it signs out too', async () => {
    const { agent } = await signInAs(ctx.app, 'admin');
    await agent.get('/auth/logout').set('Referer', 'http://127.0.0.1/favorites').set('Host', '127.0.0.1').expect(302);
    await agent.get('/api/user').expect(401);
  });

  it('when another site makes the browser fetch /auth/logout, then it only gets a confirmation page', async () => {
    const { agent } = await signInAs(ctx.app, 'listener');
    const crossSite = await agent.get('/auth/logout').set('Sec-Fetch-Site', 'cross-site').expect(200);
    expect(pageOf(crossSite).component).toBe('auth/logout');
    expect(crossSite.headers['cache-control']).toBe('no-store');
    await agent.get('/auth/logout').set('Referer', 'https://evil.example/').expect(200);
    await agent.get('/auth/logout').set('Sec-Fetch-Site', 'same-origin').set('Sec-Purpose', 'prefetch').expect(200);
    await agent.get('/api/user').expect(200);
  });

  it('when a visitor follows the Logout link, then they just go home', async () => {
    const res = await request(ctx.app).get('/auth/logout').expect(302);
    expect(res.headers.location).toBe('/');
  });

  it('when someone signs in again on the same browser, then the token of the earlier sign-in is revoked', async () => {
    const first = await signInAs(ctx.app, 'listener');
    const form = await first.agent.get('/auth/dev');
    expect(pageOf(form).props.auth.user).not.toBeNull();
    await first.agent.post('/auth/dev').set('X-XSRF-TOKEN', first.xsrf).send({ account: 'admin' }).expect(302);
    await request(ctx.app).get('/api/user').set('Authorization', `Bearer ${first.token}`).expect(401);
    expect(pageOf(await first.agent.get('/favorites')).props.auth.user).toMatchObject({ name: 'Demo Admin' });
  });
});
