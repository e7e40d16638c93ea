import request from 'supertest';
import type { App } from '../../server/app';

/** The asset version the public test files pin through `clientAssets`. */
export const VERSION = 'public-v1';
export const clientAssets = () => ({ version: VERSION, tags: '' });

/** An Inertia visit (what the client sends after the first page): the page object comes back as JSON. */
export const inertiaGet = (app: App, url: string) => request(app).get(url).set('X-Inertia', 'true').set('X-Inertia-Version', VERSION);

/** The fields of every item of a list, sorted, for shape assertions. */
export const keysOf = (value: object) => Object.keys(value).sort();

/**
 * An agent holding a browser session's cookies, with the XSRF token the page forms echo back
 * (writes from a cookie session need it; see server/http/csrf.ts).
 */
export async function browserAgent(app: App) {
  const agent = request.agent(app);
  const first = await agent.get('/csrf-token').expect(204);
  const cookies = ([] as string[]).concat(first.headers['set-cookie'] ?? []);
  const token = cookies.map((c) => /^XSRF-TOKEN=([^;]+)/.exec(c)?.[1]).find(Boolean);
  if (!token) throw new Error('no XSRF-TOKEN cookie');
  return { agent, token: decodeURIComponent(token) };
}
