import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { Router, type RequestHandler } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { cookieValue } from '../helpers/http';
import { validate } from '../../server/http/validate';
import { Forbidden, ServiceUnavailable } from '../../server/http/errors';

// Protocol items 13-16 (docs/inertia-protocol.md): validation errors, flash, error pages, history.

const TITLE_SHORT = 'The title must be at least 3 characters.';
const TITLE_LETTERS = 'The title may only hold letters.';
const YEAR_DIGITS = 'The year must have four digits.';

const songSchema = z.object({
  title: z.string().min(3, TITLE_SHORT).regex(/^[a-z ]+$/i, TITLE_LETTERS),
  year: z.string().regex(/^\d{4}$/, YEAR_DIGITS),
});

function testRoutes() {
  const router = Router();
  const page =
    (component: string): RequestHandler =>
    async (_req, res) => {
      await res.inertia.render(component, { title: component });
    };
  router.get('/inertia-test/page', page('test/page'));
  router.get('/inertia-test/form', page('test/form'));

  const saveSong: RequestHandler = (req, res) => {
    validate(songSchema, req.body);
    res.redirect('/inertia-test/page');
  };
  router.post('/inertia-test/songs', saveSong);
  router.put('/inertia-test/songs', saveSong);
  router.patch('/inertia-test/songs', saveSong);
  router.delete('/inertia-test/songs', saveSong);

  router.post('/inertia-test/flash', (_req, res) => {
    res.inertia.flash('success', 'Heesta waa la keydiyey.');
    res.redirect('/inertia-test/page');
  });

  router.get('/inertia-test/forbidden', () => {
    throw new Forbidden('You may not edit this song.');
  });
  router.get('/inertia-test/boom', async () => {
    throw new Error('secret stack detail');
  });
  router.get('/inertia-test/maintenance', () => {
    throw new ServiceUnavailable();
  });

  router.post('/inertia-test/logout', (_req, res) => {
    res.inertia.clearHistory();
    res.redirect('/inertia-test/page');
  });
  router.get('/inertia-test/clear-now', async (_req, res) => {
    res.inertia.clearHistory();
    await res.inertia.render('test/page');
  });
  router.get('/inertia-test/private', async (_req, res) => {
    res.inertia.encryptHistory();
    await res.inertia.render('test/private');
  });
  return router;
}

function pageFromHtml(html: string) {
  const match = /<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no page script in the HTML');
  return JSON.parse(match[1]!);
}

let ctx: TestContext;
/** One listening server, so the Host the app sees is known and a same-host Referer can be built. */
let server: Server;
let base: string;

beforeAll(async () => {
  ctx = await createTestContext({ clientAssets: () => ({ version: 'v1', tags: '' }), extraRoutes: () => [testRoutes()] });
  server = ctx.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await ctx?.close();
});

/** A browser session: an agent holding the session and XSRF cookies, and the token to echo. */
async function browser() {
  const agent = request.agent(server);
  const token = cookieValue(await agent.get('/csrf-token').expect(204), 'XSRF-TOKEN');
  const inertiaGet = (url: string) => agent.get(url).set('X-Inertia', 'true').set('X-Inertia-Version', 'v1');
  return { agent, token, inertiaGet };
}

describe('item 13: a failed page-form validation redirects back and the next page carries props.errors once', () => {
  const invalid = { title: '1', year: 'abc' };

  it('redirects a POST back (302) and gives the next page the first message of each field, then {}', async () => {
    const { agent, token, inertiaGet } = await browser();
    const res = await agent
      .post('/inertia-test/songs')
      .set('X-Inertia', 'true')
      .set('X-Inertia-Version', 'v1')
      .set('X-XSRF-TOKEN', token)
      .set('Referer', `${base}/inertia-test/form?step=2`)
      .send(invalid);
    expect(res.status).toBe(302);
    expect(res.headers['location']).toBe('/inertia-test/form?step=2');

    const next = await inertiaGet('/inertia-test/form?step=2').expect(200);
    expect(next.body.component).toBe('test/form');
    expect(next.body.props.errors).toEqual({ title: TITLE_SHORT, year: YEAR_DIGITS });

    const after = await inertiaGet('/inertia-test/form?step=2').expect(200);
    expect(after.body.props.errors).toEqual({});
  });

  for (const method of ['put', 'patch', 'delete'] as const) {
    it(`redirects an Inertia ${method.toUpperCase()} back with 303`, async () => {
      const { agent, token, inertiaGet } = await browser();
      const res = await agent[method]('/inertia-test/songs')
        .set('X-Inertia', 'true')
        .set('X-Inertia-Version', 'v1')
        .set('X-XSRF-TOKEN', token)
        .set('Referer', `${base}/inertia-test/form`)
        .send({ title: 'Hooyo', year: '99' });
      expect(res.status).toBe(303);
      expect(res.headers['location']).toBe('/inertia-test/form');
      expect((await inertiaGet('/inertia-test/form').expect(200)).body.props.errors).toEqual({ year: YEAR_DIGITS });
    });
  }

  it('puts the errors under the bag named by X-Inertia-Error-Bag', async () => {
    const { agent, token, inertiaGet } = await browser();
    await agent
      .post('/inertia-test/songs')
      .set('X-Inertia', 'true')
      .set('X-XSRF-TOKEN', token)
      .set('X-Inertia-Error-Bag', 'createSong')
      .set('Referer', `${base}/inertia-test/form`)
      .send(invalid)
      .expect(302);
    const next = await inertiaGet('/inertia-test/form').expect(200);
    expect(next.body.props.errors).toEqual({ createSong: { title: TITLE_SHORT, year: YEAR_DIGITS } });
    expect((await inertiaGet('/inertia-test/form').expect(200)).body.props.errors).toEqual({});
  });

  it('shows the errors on a full-page load too', async () => {
    const { agent, token } = await browser();
    await agent
      .post('/inertia-test/songs')
      .set('X-XSRF-TOKEN', token)
      .set('Referer', `${base}/inertia-test/form`)
      .type('form')
      .send(invalid)
      .expect(302);
    const html = await agent.get('/inertia-test/form').expect(200);
    expect(pageFromHtml(html.text).props.errors).toEqual({ title: TITLE_SHORT, year: YEAR_DIGITS });
  });

  it('never redirects to another site: a foreign Referer goes back to /', async () => {
    const { agent, token } = await browser();
    const res = await agent
      .post('/inertia-test/songs')
      .set('X-Inertia', 'true')
      .set('X-XSRF-TOKEN', token)
      .set('Referer', 'https://evil.example/phish')
      .send(invalid);
    expect(res.status).toBe(302);
    expect(res.headers['location']).toBe('/');
  });

  it('has errors {} after a valid submission and on a first visit', async () => {
    const { agent, token, inertiaGet } = await browser();
    expect((await inertiaGet('/inertia-test/form').expect(200)).body.props.errors).toEqual({});
    await agent
      .post('/inertia-test/songs')
      .set('X-Inertia', 'true')
      .set('X-XSRF-TOKEN', token)
      .send({ title: 'Hooyo', year: '1999' })
      .expect(302)
      .expect('Location', '/inertia-test/page');
    expect((await inertiaGet('/inertia-test/page').expect(200)).body.props.errors).toEqual({});
  });
});

describe('item 14: flash set before a redirect appears once on the next page and survives a prefetch', () => {
  it('shows the flash on the page after the redirect and not on the one after', async () => {
    const { agent, token, inertiaGet } = await browser();
    await agent.post('/inertia-test/flash').set('X-Inertia', 'true').set('X-XSRF-TOKEN', token).expect(302);
    const next = await inertiaGet('/inertia-test/page').expect(200);
    expect(next.body.flash).toEqual({ success: 'Heesta waa la keydiyey.' });
    const after = await inertiaGet('/inertia-test/page').expect(200);
    expect(after.body).not.toHaveProperty('flash');
  });

  it('does not use the flash up on a request carrying Purpose: prefetch', async () => {
    const { agent, token, inertiaGet } = await browser();
    await agent.post('/inertia-test/flash').set('X-Inertia', 'true').set('X-XSRF-TOKEN', token).expect(302);
    await inertiaGet('/inertia-test/form').set('Purpose', 'prefetch').expect(200);
    await inertiaGet('/inertia-test/form').set('Purpose', 'prefetch').expect(200);
    const next = await inertiaGet('/inertia-test/page').expect(200);
    expect(next.body.flash).toEqual({ success: 'Heesta waa la keydiyey.' });
    expect((await inertiaGet('/inertia-test/page').expect(200)).body).not.toHaveProperty('flash');
  });

  it('shows the flash on a full-page load after a plain form post', async () => {
    const { agent, token } = await browser();
    await agent.post('/inertia-test/flash').type('form').send({ _token: token }).expect(302);
    const html = await agent.get('/inertia-test/page').expect(200);
    expect(pageFromHtml(html.text).flash).toEqual({ success: 'Heesta waa la keydiyey.' });
  });
});

describe('item 15: an exception renders the error component with its status, as JSON with X-Inertia or as HTML', () => {
  const cases = [
    {
      url: '/inertia-test/forbidden',
      status: 403,
      title: 'Forbidden',
      description: 'Sorry, you are forbidden from accessing this page.',
    },
    {
      url: '/inertia-test/no-such-page',
      status: 404,
      title: 'Page Not Found',
      description: 'Sorry, the page you are looking for could not be found.',
    },
    { url: '/inertia-test/boom', status: 500, title: 'Server Error', description: 'Whoops, something went wrong on our servers.' },
    {
      url: '/inertia-test/maintenance',
      status: 503,
      title: 'Service Unavailable',
      description: 'Sorry, we are doing some maintenance. Please check back soon.',
    },
  ];

  for (const { url, status, title, description } of cases) {
    it(`answers ${status} with the error page to an Inertia request`, async () => {
      // The spec's English texts: the English page (Somali is the default, tests/server/i18n.test.ts).
      const res = await request(server).get(url).set('X-Inertia', 'true').set('X-Inertia-Version', 'v1').set('Accept-Language', 'en');
      expect(res.status).toBe(status);
      expect(res.headers['x-inertia']).toBe('true');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body.component).toBe('error');
      expect(res.body.url).toBe(url);
      expect(res.body.props).toMatchObject({ status, title, description, errors: {} });
      expect(JSON.stringify(res.body)).not.toContain('secret stack detail');
    });

    it(`answers ${status} with the error page as HTML to a plain GET`, async () => {
      const res = await request(server).get(url).set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8').set('Accept-Language', 'en');
      expect(res.status).toBe(status);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['x-inertia']).toBeUndefined();
      const page = pageFromHtml(res.text);
      expect(page.component).toBe('error');
      expect(page.props).toMatchObject({ status, title, description, errors: {} });
      expect(res.text).not.toContain('secret stack detail');
    });
  }
});

describe('item 16: clearHistory (on logout) and encryptHistory are sent when set', () => {
  it('sends clearHistory on the page after a logout redirect, once', async () => {
    const { agent, token, inertiaGet } = await browser();
    const out = await agent.post('/inertia-test/logout').set('X-Inertia', 'true').set('X-XSRF-TOKEN', token);
    expect(out.status).toBe(302);
    const next = await inertiaGet('/inertia-test/page').expect(200);
    expect(next.body.clearHistory).toBe(true);
    const after = await inertiaGet('/inertia-test/page').expect(200);
    expect(after.body).not.toHaveProperty('clearHistory');
  });

  it('sends clearHistory on a page rendered by the request that set it, and not on the next', async () => {
    const { agent, token, inertiaGet } = await browser();
    // History is cleared for a browser that holds a session (one signing out): a write gives it one.
    await agent.post('/inertia-test/flash').set('X-XSRF-TOKEN', token).expect(302);
    expect((await inertiaGet('/inertia-test/clear-now').expect(200)).body.clearHistory).toBe(true);
    expect((await inertiaGet('/inertia-test/page').expect(200)).body).not.toHaveProperty('clearHistory');
  });

  it('sends encryptHistory when the route sets it, and neither key otherwise', async () => {
    const { inertiaGet } = await browser();
    const secret = await inertiaGet('/inertia-test/private').expect(200);
    expect(secret.body.encryptHistory).toBe(true);
    expect(secret.body).not.toHaveProperty('clearHistory');
    const plain = await inertiaGet('/inertia-test/page').expect(200);
    expect(plain.body).not.toHaveProperty('encryptHistory');
    expect(plain.body).not.toHaveProperty('clearHistory');
  });
});
