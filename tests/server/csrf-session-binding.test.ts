import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';
import { setCookie, xsrfOf } from '../helpers/http';
import { signInAs } from '../helpers/sign-in';

let ctx: BackstageContext;
beforeAll(async () => { ctx = await backstageContext(); });
afterAll(async () => ctx?.close());

const pageCount = async (title: string) => Number((await ctx.knex('pages').where({ title }).count({ n: '*' }).first())?.n ?? 0);

/** A page created with the admin's session cookie, and the XSRF cookie and header given (a planted pair). */
const createPageWith = (xsrf: string, title: string) =>
  request(ctx.app)
    .post('/backstage/pages')
    .set('Accept', 'application/json')
    .set('Cookie', `${ctx.admin.sessionCookie}; XSRF-TOKEN=${encodeURIComponent(xsrf)}`)
    .set('X-XSRF-TOKEN', xsrf)
    .send({ title });

describe('the XSRF token is bound to the session that holds it', () => {
  it('refuses an admin session cookie with another person\'s or a visitor\'s XSRF cookie and matching header, and changes nothing', async () => {
    const someoneElses = await createPageWith(ctx.listener.xsrf, 'Planted Listener Token').expect(419);
    expect(someoneElses.body.message).toBe('CSRF token mismatch.');
    const visitors = setCookie(await request(ctx.app).get('/csrf-token').expect(204), 'XSRF-TOKEN')!;
    await createPageWith(visitors, 'Planted Visitor Token').expect(419);
    expect(await pageCount('Planted Listener Token')).toBe(0);
    expect(await pageCount('Planted Visitor Token')).toBe(0);
  });

  it('accepts the admin\'s own token, from the cookie the sign-in set', async () => {
    await createPageWith(ctx.admin.xsrf, 'Own Session Token').expect(201);
    expect(await pageCount('Own Session Token')).toBe(1);
  });

  it('hands a new token with the sign-in: the visitor\'s token from before it no longer passes with the session', async () => {
    const agent = request.agent(ctx.app);
    const before = setCookie(await agent.get('/csrf-token').expect(204), 'XSRF-TOKEN')!;
    const signedIn = await agent.post('/auth/dev').set('X-XSRF-TOKEN', before).send({ account: 'admin' }).expect(302);
    const after = setCookie(signedIn, 'XSRF-TOKEN');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const session = `hees_session=${encodeURIComponent(setCookie(signedIn, 'hees_session')!)}`;
    const write = (xsrf: string, title: string) =>
      request(ctx.app).post('/backstage/pages').set('Accept', 'application/json').set('Cookie', `${session}; XSRF-TOKEN=${encodeURIComponent(xsrf)}`).set('X-XSRF-TOKEN', xsrf).send({ title });
    await write(before, 'Pre Sign-in Token').expect(419);
    await write(after!, 'Post Sign-in Token').expect(201);
    expect(await pageCount('Pre Sign-in Token')).toBe(0);
    expect(await pageCount('Post Sign-in Token')).toBe(1);
  });

  it('lets a visitor without a session write with a sessionless token, and a signed-out browser with the token it held', async () => {
    const visitor = request.agent(ctx.app);
    const token = setCookie(await visitor.get('/csrf-token').expect(204), 'XSRF-TOKEN')!;
    await visitor.post('/logout-user').set('Accept', 'application/json').set('X-XSRF-TOKEN', token).expect(204);

    const browser = await signInAs(ctx.app, 'listener');
    await browser.agent.post('/logout-user').set('Accept', 'application/json').set('X-XSRF-TOKEN', browser.xsrf).expect(204);
    // Its session is gone: the token it still holds is no worse than a visitor's, and not answered 419.
    await browser.agent.post('/logout-user').set('Accept', 'application/json').set('X-XSRF-TOKEN', xsrfOf(browser.agent)).expect(204);
  });
});
