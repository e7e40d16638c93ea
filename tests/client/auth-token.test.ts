import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY, forgetToken, storedToken, syncTokenWithPage } from '../../resources/js/lib/auth-token';

/** The browser's localStorage, as far as the token uses it. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const user = { id: 1, name: 'Demo Listener' };

describe('the stored token (spec §7)', () => {
  beforeEach(() => {
    vi.stubGlobal('window', { localStorage: memoryStorage() });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('when a page carries tokens.token, then it is kept under _token', () => {
    syncTokenWithPage({ auth: { user }, tokens: { token: 'hees_new' } });
    expect(storedToken()).toBe('hees_new');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('hees_new');
  });

  it('when later pages of the signed-in user come without a token, then the stored one stays', () => {
    syncTokenWithPage({ auth: { user }, tokens: { token: 'hees_later' } });
    syncTokenWithPage({ auth: { user } });
    expect(storedToken()).toBe('hees_later');
  });

  it('when a page is signed out, then the token is forgotten', () => {
    syncTokenWithPage({ auth: { user }, tokens: { token: 'hees_out' } });
    syncTokenWithPage({ auth: { user: null } });
    expect(storedToken()).toBeNull();
  });

  it('when the page that handed a token over shows again after the token was dropped (a partial reload), then it is not taken back', () => {
    const page = { auth: { user }, tokens: { token: 'hees_refused' } };
    syncTokenWithPage(page);
    forgetToken();
    syncTokenWithPage(page);
    expect(storedToken()).toBeNull();
    syncTokenWithPage({ auth: { user }, tokens: { token: 'hees_next_sign_in' } });
    expect(storedToken()).toBe('hees_next_sign_in');
  });

  it('without storage (blocked by the browser), there is simply no token', () => {
    vi.stubGlobal('window', {
      localStorage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
        setItem: () => {
          throw new Error('SecurityError');
        },
        removeItem: () => {
          throw new Error('SecurityError');
        },
      },
    });
    expect(() => syncTokenWithPage({ auth: { user }, tokens: { token: 'hees_blocked' } })).not.toThrow();
    expect(storedToken()).toBeNull();
    expect(() => forgetToken()).not.toThrow();
  });
});
