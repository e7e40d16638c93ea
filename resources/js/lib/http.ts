import { notify, type NotificationInput } from './notifications';
import { storedToken } from './auth-token';
import type { Translate } from '@common/i18n/translator';
import type { Locale } from '@common/i18n/locales';
import { browserLocale, browserT } from '../i18n/i18n-context';

/** A refused or failed call; `data` is the response body (`{message}` from our API). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(status ? `Request failed with status ${status}` : 'Network error');
    this.name = 'HttpError';
  }
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What the client needs from its surroundings; the browser's by default, a test's in tests. */
export interface HttpEnvironment {
  fetch: typeof fetch;
  /** The page's URL: relative URLs resolve against it, and only its origin gets our credentials. */
  location: () => string;
  token: () => string | null;
  xsrfToken: () => string | null;
  notify: (notification: NotificationInput) => void;
  /** The page's language (i18n): the notifications are written in it. */
  t: Translate;
  /** The page's language, sent as Accept-Language so our API's messages come in it (English when absent). */
  locale?: () => Locale;
  goHome: () => void;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  if (!response.headers.get('Content-Type')?.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Our API's own 401 text. It stays English on the wire for clients that name no language (the apps
 * read it); a page shows the catalogue's words for it, so a visitor pressing like is told spec §8's
 * "Khalad — Ma aadan soo gelin" (issue 31). A call that sent Accept-Language: so gets those words
 * from the server already (server-messages.so.ts says 'Unauthenticated.' the same way).
 */
const API_UNAUTHENTICATED = 'Unauthenticated.';

/** The "response data" a notification shows: our API's `message`, or the body as it came. */
function describe(data: unknown, t: Translate): string {
  if (typeof data === 'string' && data) return data;
  const message = (data as { message?: unknown } | null)?.message;
  // A Somali page's call gets the server's Somali for it, which is these same words.
  if (message === API_UNAUTHENTICATED) return t('notification.unauthenticated');
  if (typeof message === 'string' && message) return message;
  return data == null ? t('notification.somethingWrong') : JSON.stringify(data);
}

/**
 * The client's own JSON calls (spec §7): credentials, `X-Requested-With`, the stored bearer token and
 * the XSRF token, the last two only to our own origin. Errors follow spec §8: 401 tells the person
 * to log in and then shows the error, 409 sends the browser home, anything else shows the error; the
 * promise then rejects with an HttpError.
 */
export function createHttp(env: HttpEnvironment) {
  function handleError(status: number, data: unknown) {
    if (status === 409) return env.goHome();
    if (status === 401) env.notify({ type: 'error', title: env.t('notification.unauthenticated'), message: env.t('notification.pleaseLogin') });
    env.notify({ type: 'error', title: env.t('notification.error'), message: describe(data, env.t) });
  }

  async function request<T = unknown>(method: Method, url: string, body?: unknown): Promise<T> {
    const page = new URL(env.location());
    const target = new URL(url, page);
    const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
    if (target.origin === page.origin) {
      const locale = env.locale?.();
      if (locale) headers['Accept-Language'] = locale;
      const token = env.token();
      const xsrf = env.xsrfToken();
      if (token) headers.Authorization = `Bearer ${token}`;
      if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
    }
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await env.fetch(target, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'include',
      });
    } catch {
      env.notify({ type: 'error', title: env.t('notification.error'), message: env.t('notification.unreachable') });
      throw new HttpError(0, null);
    }
    const data = await readBody(response);
    if (response.ok) return data as T;
    handleError(response.status, data);
    throw new HttpError(response.status, data);
  }

  return {
    request,
    get: <T = unknown>(url: string) => request<T>('GET', url),
    post: <T = unknown>(url: string, body?: unknown) => request<T>('POST', url, body),
    put: <T = unknown>(url: string, body?: unknown) => request<T>('PUT', url, body),
    delete: <T = unknown>(url: string) => request<T>('DELETE', url),
  };
}

/** The XSRF-TOKEN cookie the server sets (inertia-protocol item 17), as the header wants it. */
export function readXsrfCookie(cookies: string): string | null {
  const entry = cookies.split('; ').find((cookie) => cookie.startsWith('XSRF-TOKEN='));
  return entry ? decodeURIComponent(entry.slice('XSRF-TOKEN='.length)) : null;
}

export const http = createHttp({
  fetch: (input, init) => fetch(input, init),
  location: () => window.location.href,
  token: storedToken,
  xsrfToken: () => readXsrfCookie(document.cookie),
  notify,
  t: (id, values) => browserT()(id, values),
  locale: browserLocale,
  goHome: () => window.location.assign('/'),
});
