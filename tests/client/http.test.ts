import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttp, HttpError, readXsrfCookie, type HttpEnvironment } from '../../resources/js/lib/http';
import type { NotificationInput } from '../../resources/js/lib/notifications';
import { translatorFor } from '../../server/i18n/catalogues';

/** A stand-in API on a local port: answers what each path names, and records what it was sent. */
let server: Server;
let origin: string;
let seen: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const status = Number(/^\/status\/(\d+)/.exec(req.url!)?.[1] ?? 200);
      if (req.url === '/text') return res.writeHead(500, { 'Content-Type': 'text/plain' }).end('upstream broke');
      // What our API answers a request that needs a signed-in person.
      if (req.url === '/unauthenticated') return res.writeHead(401, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: req.headers['accept-language'] === 'so' ? 'Ma aadan soo gelin' : 'Unauthenticated.' }));
      if (status === 204) return res.writeHead(204).end();
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(status < 400 ? { data: { ok: true } } : { message: `refused with ${status}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let notifications: NotificationInput[];
let wentHome: number;
let token: string | null;
const env = (): HttpEnvironment => ({
  fetch,
  location: () => `${origin}/favorites`,
  token: () => token,
  xsrfToken: () => 'nonce.signature',
  notify: (notification) => notifications.push(notification),
  t: translatorFor('en').t,
  goHome: () => (wentHome += 1),
});

beforeEach(() => {
  seen = [];
  notifications = [];
  wentHome = 0;
  token = 'hees_stored';
});

describe('the http client (spec §7 and §8)', () => {
  it('sends credentials headers: X-Requested-With, the bearer token and the XSRF token, and JSON bodies', async () => {
    const http = createHttp(env());
    expect(await http.put('/api/favorite/7', { note: 'x' })).toEqual({ data: { ok: true } });
    const [request] = seen;
    expect(request).toMatchObject({ method: 'PUT', url: '/api/favorite/7', body: '{"note":"x"}' });
    expect(request!.headers).toMatchObject({
      'x-requested-with': 'XMLHttpRequest',
      authorization: 'Bearer hees_stored',
      'x-xsrf-token': 'nonce.signature',
      accept: 'application/json',
      'content-type': 'application/json',
    });
    expect(notifications).toEqual([]);
  });

  it('without a stored token, sends no Authorization header', async () => {
    token = null;
    await createHttp(env()).get('/api/favorite');
    expect(seen[0]!.headers.authorization).toBeUndefined();
  });

  it('never sends the token or the XSRF token to another origin', async () => {
    const http = createHttp({ ...env(), location: () => 'http://hees.test/favorites' });
    await http.get(`${origin}/elsewhere`);
    expect(seen[0]!.headers.authorization).toBeUndefined();
    expect(seen[0]!.headers['x-xsrf-token']).toBeUndefined();
    expect(seen[0]!.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('answers null for an empty reply (204)', async () => {
    expect(await createHttp(env()).post('/status/204')).toBeNull();
  });

  it('on 401, tells the person to log in, then shows the error, and rejects', async () => {
    const failure = createHttp(env()).put('/status/401');
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ status: 401, data: { message: 'refused with 401' } });
    expect(notifications).toEqual([
      { type: 'error', title: 'Unauthenticated', message: 'Please login to continue' },
      { type: 'error', title: 'Error', message: 'refused with 401' },
    ]);
  });

  // Issue 31: a Somali visitor pressing like saw "Khalad — Unauthenticated." in English.
  it("on 401 on a Somali page, says both notices in Somali, the API's own English text included", async () => {
    await expect(createHttp({ ...env(), t: translatorFor('so').t }).put('/unauthenticated')).rejects.toMatchObject({ status: 401 });
    expect(notifications).toEqual([
      { type: 'error', title: 'Ma aadan soo gelin', message: 'Fadlan gal si aad u sii wadato' },
      { type: 'error', title: 'Khalad', message: 'Ma aadan soo gelin' },
    ]);
  });

  it("sends the page's language as Accept-Language to our own origin, and not to another", async () => {
    await createHttp({ ...env(), locale: () => 'so' }).get('/api/favorite');
    expect(seen[0]!.headers['accept-language']).toBe('so');
    await createHttp(env()).get('/api/favorite');
    expect(seen[1]!.headers['accept-language']).not.toBe('so');
  });

  it('on 401 answered in Somali (the page sent Accept-Language: so), says the same two Somali notices', async () => {
    await expect(createHttp({ ...env(), t: translatorFor('so').t, locale: () => 'so' }).put('/unauthenticated')).rejects.toMatchObject({ status: 401 });
    expect(notifications).toEqual([
      { type: 'error', title: 'Ma aadan soo gelin', message: 'Fadlan gal si aad u sii wadato' },
      { type: 'error', title: 'Khalad', message: 'Ma aadan soo gelin' },
    ]);
  });

  it('on 409, sends the browser home without a notification', async () => {
    await expect(createHttp(env()).get('/status/409')).rejects.toMatchObject({ status: 409 });
    expect(wentHome).toBe(1);
    expect(notifications).toEqual([]);
  });

  it.each([403, 404, 419, 422, 429, 500])('on %i, shows an Error notification with the response data and rejects', async (status) => {
    await expect(createHttp(env()).delete(`/status/${status}`)).rejects.toMatchObject({ status });
    expect(notifications).toEqual([{ type: 'error', title: 'Error', message: `refused with ${status}` }]);
  });

  it('shows a reply that is not JSON as it came', async () => {
    await expect(createHttp(env()).get('/text')).rejects.toMatchObject({ status: 500, data: 'upstream broke' });
    expect(notifications).toEqual([{ type: 'error', title: 'Error', message: 'upstream broke' }]);
  });

  it('when the server cannot be reached, shows an error and rejects', async () => {
    const http = createHttp({ ...env(), location: () => 'http://127.0.0.1:1/' });
    await expect(http.get('/api/user')).rejects.toMatchObject({ status: 0 });
    expect(notifications).toEqual([{ type: 'error', title: 'Error', message: 'Hees could not be reached. Check your connection and try again.' }]);
  });
});

describe('readXsrfCookie', () => {
  it('reads and decodes the XSRF-TOKEN cookie among others', () => {
    expect(readXsrfCookie('a=1; XSRF-TOKEN=abc%2Edef; b=2')).toBe('abc.def');
    expect(readXsrfCookie('a=1')).toBeNull();
    expect(readXsrfCookie('')).toBeNull();
  });
});
