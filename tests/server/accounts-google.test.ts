import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createHash } from 'node:crypto';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { startOAuthProvider, type OAuthProvider } from '../helpers/oauth-provider';
import { pageOf, setCookie, setCookieLine } from '../helpers/http';
import { SESSION_COOKIE } from '../../server/app';

let provider: OAuthProvider;
let ctx: TestContext;
beforeAll(async () => {
  provider = await startOAuthProvider();
  ctx = await createTestContext({ env: { ...provider.env, ADMIN_EMAILS: 'boss@example.so' } });
});
afterAll(async () => {
  await ctx?.close();
  await provider?.close();
});
beforeEach(() => {
  provider.consent = 'grant';
  provider.user = { sub: '1001', name: 'Hodan Cabdi', email: 'hodan@example.so', email_verified: true, picture: 'https://lh3.googleusercontent.com/a/hodan' };
});

/** Runs the whole authorization code flow with a browser-like agent; answers the app's last response. */
async function signInWithGoogle(agent: ReturnType<typeof request.agent>, start = '/auth/google') {
  const begin = await agent.get(start).expect(302);
  const authorize = new URL(begin.headers.location!);
  // The provider's consent screen, as the browser would visit it, redirects back to our callback.
  const consent = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(consent.headers.get('location')!);
  const finish = await agent.get(`${callback.pathname}${callback.search}`);
  return { begin, authorize, callback, finish };
}

describe('Google sign-in against a local OAuth2 provider', () => {
  it('when a new person signs in, then the user is created, the session set and a token issued on the next page', async () => {
    const agent = request.agent(ctx.app);
    const visit = await agent.get('/favorites').expect(200);
    const sessionBefore = setCookie(visit, SESSION_COOKIE);

    const { begin, authorize, callback, finish } = await signInWithGoogle(agent, '/auth/google?redirect=%2Ffavorites%3Fpage%3D1');

    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${provider.url}/authorize`);
    expect(authorize.searchParams.get('client_id')).toBe(provider.env.GOOGLE_CLIENT_ID);
    expect(authorize.searchParams.get('redirect_uri')).toBe(provider.env.GOOGLE_CALLBACK_URL);
    expect(authorize.searchParams.get('scope')).toBe('openid email profile');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toMatch(/^\S{16,}$/);
    expect(callback.searchParams.get('state')).toBe(authorize.searchParams.get('state'));
    expect(setCookie(begin, SESSION_COOKIE)).toBeDefined();

    expect(finish.status).toBe(302);
    expect(finish.headers.location).toBe('/favorites?page=1');
    // A new session id at sign-in, HttpOnly and SameSite=Lax (Secure only in production).
    const sessionAfter = setCookie(finish, SESSION_COOKIE);
    expect(sessionAfter).toBeDefined();
    expect(sessionAfter).not.toBe(sessionBefore);
    expect(sessionAfter).not.toBe(setCookie(begin, SESSION_COOKIE));
    expect(setCookieLine(finish, SESSION_COOKIE)).toMatch(/HttpOnly/);
    expect(setCookieLine(finish, SESSION_COOKIE)).toMatch(/SameSite=Lax/);
    expect(setCookieLine(finish, SESSION_COOKIE)).not.toMatch(/Secure/);

    const user = await ctx.knex('users').where('google_id', '1001').first();
    expect(user).toMatchObject({ name: 'Hodan Cabdi', email: 'hodan@example.so', avatar: 'https://lh3.googleusercontent.com/a/hodan', is_admin: false });

    const next = await agent.get('/favorites?page=1').expect(200);
    expect(next.headers['cache-control']).toBe('no-store');
    const page = pageOf(next);
    expect(page.props.auth.user).toMatchObject({ id: user.id, name: 'Hodan Cabdi', isAdmin: false });
    const token = page.props.tokens!.token;
    expect(token).toMatch(/^hees_[\w-]{43}$/);
    const rows = await ctx.knex('api_tokens').where('user_id', user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);

    // Shown once: the page after that has no token.
    expect(pageOf(await agent.get('/favorites').expect(200)).props.tokens).toBeUndefined();
    // The token alone (no cookie) reaches the API.
    const me = await request(ctx.app).get('/api/user').set('Authorization', `Bearer ${token}`).expect(200);
    expect(me.body).toEqual({ id: user.id, name: 'Hodan Cabdi', avatar: 'https://lh3.googleusercontent.com/a/hodan', created_at: expect.any(String), isAdmin: false });
    // The provider saw a proper exchange: the code, our redirect URI and a PKCE verifier.
    expect(provider.tokenRequests.at(-1)?.get('code_verifier')).toMatch(/^[\w-]{43,}$/);
  });

  it('when the same Google account signs in again with a new name, then the account is updated, not duplicated', async () => {
    provider.user = { ...provider.user, name: 'Hodan C. Warsame' };
    const { finish } = await signInWithGoogle(request.agent(ctx.app));
    expect(finish.headers.location).toBe('/');
    const rows = await ctx.knex('users').where('google_id', '1001');
    expect(rows).toHaveLength(1);
    expect(rows[0].name).toBe('Hodan C. Warsame');
  });

  it('when an existing account signs in with Google for the first time, then it is found by e-mail and linked', async () => {
    const [existing] = await ctx.knex('users').insert({ name: 'Ayaan', email: 'ayaan@example.so' }).returning('id');
    provider.user = { sub: '2002', name: 'Ayaan Xasan', email: 'Ayaan@Example.so', email_verified: true };
    await signInWithGoogle(request.agent(ctx.app));
    const row = await ctx.knex('users').where('id', existing.id).first();
    expect(row).toMatchObject({ google_id: '2002', name: 'Ayaan Xasan', avatar: null });
  });

  it('when the e-mail is in ADMIN_EMAILS, then the account becomes an admin', async () => {
    provider.user = { sub: '3003', name: 'The Boss', email: 'boss@example.so', email_verified: true };
    const agent = request.agent(ctx.app);
    await signInWithGoogle(agent);
    expect(pageOf(await agent.get('/favorites')).props.auth.user).toMatchObject({ name: 'The Boss', isAdmin: true });
  });

  it('when the Google address is not verified, then nobody is signed in and nothing is created', async () => {
    provider.user = { sub: '4004', name: 'Unverified', email: 'hodan@example.so', email_verified: false };
    const agent = request.agent(ctx.app);
    const { finish } = await signInWithGoogle(agent);
    expect(finish.headers.location).toBe('/');
    expect(await ctx.knex('users').where('google_id', '4004').first()).toBeUndefined();
    const page = pageOf(await agent.get('/favorites'));
    expect(page.props.auth.user).toBeNull();
    expect(page.flash).toEqual({ error: 'Koontadaada Google ma laha cinwaan iimayl oo la xaqiijiyay.' });
  });

  it('when the person refuses consent, then they are back home with a message and not signed in', async () => {
    provider.consent = 'deny';
    const agent = request.agent(ctx.app);
    const { finish } = await signInWithGoogle(agent);
    expect(finish.status).toBe(302);
    expect(finish.headers.location).toBe('/');
    const page = pageOf(await agent.get('/favorites'));
    expect(page.props.auth.user).toBeNull();
    expect(page.flash).toEqual({ error: 'Gelitaanka Google ma dhammaystirmin. Fadlan mar kale isku day.' });
  });

  it('when an English listener’s sign-in does not complete, then the message is in English', async () => {
    provider.consent = 'deny';
    const agent = request.agent(ctx.app).set('Accept-Language', 'en');
    await signInWithGoogle(agent);
    expect(pageOf(await agent.get('/favorites')).flash).toEqual({ error: 'Signing in with Google did not complete. Please try again.' });
    provider.user = { sub: '4005', name: 'Unverified', email: 'hodan@example.so', email_verified: false };
    provider.consent = 'grant';
    await signInWithGoogle(agent);
    expect(pageOf(await agent.get('/favorites')).flash).toEqual({ error: 'Your Google account has no verified e-mail address.' });
  });

  it('when a callback arrives with a state this browser never asked for, then it is refused and no code is exchanged', async () => {
    const exchanges = provider.tokenRequests.length;
    // The attacker starts a sign-in and feeds the callback URL (code and state) to a victim's browser.
    const attacker = request.agent(ctx.app);
    const begin = await attacker.get('/auth/google').expect(302);
    const consent = await fetch(begin.headers.location!, { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location')!);
    const victim = request.agent(ctx.app);
    await victim.get('/favorites');
    const res = await victim.get(`${callback.pathname}${callback.search}`).expect(302);
    expect(res.headers.location).toBe('/');
    expect(pageOf(await victim.get('/favorites')).props.auth.user).toBeNull();
    expect(provider.tokenRequests.length).toBe(exchanges);
  });

  it('when the redirect asked for is another site, then sign-in ends at home', async () => {
    for (const redirect of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      const { finish } = await signInWithGoogle(request.agent(ctx.app), `/auth/google?redirect=${encodeURIComponent(redirect)}`);
      expect(finish.headers.location).toBe('/');
    }
  });

  it('when Google is configured, then the development sign-in does not exist', async () => {
    await request(ctx.app).get('/auth/dev').expect(404);
    await request(ctx.app).post('/auth/dev').send({ account: 'admin' }).expect(404);
  });
});
