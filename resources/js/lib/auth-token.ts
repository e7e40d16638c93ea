import { http as inertiaHttp, router } from '@inertiajs/react';

/** Spec §3: the bearer token is kept in local storage under `_token`. */
export const TOKEN_KEY = '_token';

/** Storage can be unavailable (private modes, blocked cookies); then there is simply no token. */
export function storedToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function forgetToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

function keepToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Without storage the session cookie still signs this tab in; only the token is lost.
  }
}

/** The props of a page, as far as the token is concerned. */
export interface TokenPageProps {
  auth?: { user: unknown };
  tokens?: { token?: unknown };
}

/**
 * Spec §7: a page carrying `tokens.token` (the first page after sign-in) hands over the token. A
 * signed-out page means this browser's sign-in is over (logged out, expired, or the token refused),
 * and the token goes with it.
 */
export function syncTokenWithPage(props: TokenPageProps): void {
  const issued = props.tokens?.token;
  if (typeof issued === 'string' && issued) {
    // The page keeps its props through partial reloads; a token dropped since (refused by the
    // server) must not come back from them, so each token is taken once.
    if (issued !== handedOver) keepToken(issued);
    handedOver = issued;
  } else if (!props.auth?.user) forgetToken();
}

/** The last token a page handed over. */
let handedOver: string | undefined;

const isOwnUrl = (url: string) => new URL(url, window.location.href).origin === window.location.origin;

/**
 * Spec §7: the user is loaded on startup when a token is stored. A token the server no longer accepts
 * (revoked elsewhere) is dropped quietly, before it can make a page look signed out.
 */
async function dropRefusedToken(): Promise<void> {
  const token = storedToken();
  if (!token) return;
  const response = await fetch('/api/user', {
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${token}` },
    credentials: 'include',
  }).catch(() => null);
  if (response?.status === 401) forgetToken();
}

/**
 * Wires the token into the Inertia client: its requests carry `Authorization: Bearer` like every
 * other call (it already sends `X-Requested-With` and the XSRF token), and every page it shows keeps
 * the stored token in step with who is signed in. Call once, before the app starts.
 */
export function setUpAuthToken(): void {
  inertiaHttp.onRequest((config) => {
    const token = storedToken();
    if (!token || !isOwnUrl(config.url)) return config;
    return { ...config, headers: { ...config.headers, Authorization: `Bearer ${token}` } };
  });
  let startup = true;
  router.on('navigate', (event) => {
    syncTokenWithPage(event.detail.page.props as TokenPageProps);
    if (startup) {
      startup = false;
      void dropRefusedToken();
    }
  });
  // A visit that lands on the URL already shown replaces the history entry and fires no 'navigate'
  // (a form posted back to its own page, say); every successful visit ends here, with the whole page.
  router.on('success', (event) => syncTokenWithPage(event.detail.page.props as TokenPageProps));
}
