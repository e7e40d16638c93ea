/**
 * A client that keeps cookies like a browser and echoes the XSRF cookie in X-XSRF-TOKEN on writes, so
 * that one signed-in session can be sent to the balancer or to any instance directly.
 */
export class CookieClient {
  readonly cookies = new Map<string, string>();

  get xsrf(): string | undefined {
    const value = this.cookies.get('XSRF-TOKEN');
    return value === undefined ? undefined : decodeURIComponent(value);
  }

  async request(url: string, init: RequestInit & { xsrf?: boolean } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    if (init.xsrf !== false && init.method && init.method !== 'GET' && this.xsrf) headers.set('X-XSRF-TOKEN', this.xsrf);
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  }

  json(url: string, method: string, body: unknown, init: { xsrf?: boolean } = {}): Promise<Response> {
    return this.request(url, { method, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, ...init });
  }

  /** The development sign-in, as a person does it: the XSRF cookie first, then the account's choice. */
  async signIn(base: string, account: 'admin' | 'listener'): Promise<void> {
    await this.request(`${base}/csrf-token`);
    const res = await this.json(`${base}/auth/dev`, 'POST', { account });
    if (res.status !== 302 || !this.cookies.has('hees_session')) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  }
}
