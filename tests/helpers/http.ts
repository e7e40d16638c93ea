import type request from 'supertest';

/** The value of a cookie the response set, or undefined. */
export function setCookie(res: request.Response, name: string): string | undefined {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const found = cookies.find((cookie) => cookie.startsWith(`${name}=`));
  return found === undefined ? undefined : decodeURIComponent(found.slice(name.length + 1).split(';')[0]!);
}

/** The value of a cookie the response must set: without it the test stops here, naming the cookie. */
export function cookieValue(res: request.Response, name: string): string {
  const value = setCookie(res, name);
  if (value === undefined) throw new Error(`no ${name} cookie`);
  return value;
}

/**
 * The XSRF token an agent holds now, read from its cookie jar as the client reads `document.cookie`
 * before each write. The server gives a browser a new token when its session starts, changes id (a
 * sign-in) or ends, and a token bound to one session is refused with another (server/http/csrf.ts),
 * so a test writing after such a change reads the token again rather than keeping the first one.
 */
export function xsrfOf(agent: ReturnType<typeof request.agent>): string {
  // supertest's agent talks to the app at 127.0.0.1; `script: true` leaves out HttpOnly cookies, as a page would.
  const cookie = agent.jar.getCookie('XSRF-TOKEN', { domain: '127.0.0.1', path: '/', secure: false, script: true });
  if (!cookie) throw new Error('the agent holds no XSRF-TOKEN cookie');
  return decodeURIComponent(cookie.value);
}

/** The whole Set-Cookie line of a cookie (to check its attributes). */
export function setCookieLine(res: request.Response, name: string): string | undefined {
  return ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith(`${name}=`));
}

export interface Page {
  component: string;
  props: Record<string, unknown> & { auth: { user: { id: number; name: string; isAdmin: boolean } | null }; tokens?: { token: string } };
  url: string;
  version: string;
  flash?: Record<string, unknown>;
  clearHistory?: boolean;
}

/** The Inertia page object in an HTML page (the script tag the client reads it from). */
export function pageObjectIn(html: string): Page {
  const match = /<script data-page="app" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('no page object in the HTML');
  return JSON.parse(match[1]!) as Page;
}

/** The file of the interface's messages an HTML page starts its app with (its start script's `data-messages`). */
export function messagesFileIn(html: string): string {
  const match = /<script data-entry="[^"]*" data-modules="[^"]*" data-messages="([^"]+)">/.exec(html);
  if (!match) throw new Error('no messages file named in the HTML');
  return match[1]!;
}

/** The Inertia page object of a response: the JSON of an Inertia request, or the one in the HTML shell. */
export function pageOf(res: request.Response): Page {
  if (res.type === 'application/json') return res.body as Page;
  try {
    return pageObjectIn(res.text);
  } catch {
    throw new Error(`no page object in the response (status ${res.status})`);
  }
}

/** Reads the response body as bytes whatever its type (audio, images), for comparing with what was stored. */
export const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
