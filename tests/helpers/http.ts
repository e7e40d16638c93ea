import type request from 'supertest';

/** The value of a cookie the response set, or undefined. */
export function setCookie(res: request.Response, name: string): string | undefined {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const found = cookies.find((cookie) => cookie.startsWith(`${name}=`));
  return found === undefined ? undefined : decodeURIComponent(found.slice(name.length + 1).split(';')[0]!);
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
