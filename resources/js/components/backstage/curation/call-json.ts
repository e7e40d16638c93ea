import { apiHeaders } from '../../../lib/api-headers';
import { browserT } from '../../../i18n/i18n-context';

export interface JsonAnswer<T> {
  ok: boolean;
  status: number;
  body: T & { message?: string };
}

/**
 * A dashboard panel's call to /api/backstage: our headers (XSRF, bearer), and the answer as it came,
 * so each panel says what spec §4 wants it to (fix no audio's 'error occurred' warning, YouTube
 * Urls' message in place of the table) instead of the generic error notification. The page's language
 * goes as Accept-Language, so the answer's message is in it. A network failure answers status 0 with a message.
 */
export async function callJson<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, signal?: AbortSignal): Promise<JsonAnswer<T>> {
  try {
    const response = await fetch(url, { method, headers: apiHeaders(), credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body), signal });
    const parsed = (await response.json().catch(() => ({}))) as T & { message?: string };
    return { ok: response.ok, status: response.status, body: parsed };
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    return { ok: false, status: 0, body: { message: browserT()('notification.unreachable') } as T & { message?: string } };
  }
}
