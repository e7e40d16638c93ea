import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

describe('configuration', () => {
  it('gives a working development configuration with no variables at all', () => {
    const config = loadConfig({});
    expect(config.env).toBe('development');
    expect(config.port).toBe(3000);
    expect(config.database.url).toBeUndefined();
    expect(config.database.pgliteDataDir).toBe('storage/db');
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.analyticsUrl).toBeUndefined();
  });

  it('treats empty values as unset, as a copied .env.example has them', () => {
    const config = loadConfig({ DATABASE_URL: '', CDN_URL: '  ', APP_URL: '' });
    expect(config.database.url).toBeUndefined();
    expect(config.cdnUrl).toBeUndefined();
  });

  it('reads a PostgreSQL server and a CDN without its trailing slash', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/hees', CDN_URL: 'https://cdn.hees.so/' });
    expect(config.database.url).toBe('postgres://u@db:5432/hees');
    expect(config.cdnUrl).toBe('https://cdn.hees.so');
  });

  it('names every invalid variable in its error', () => {
    expect(() => loadConfig({ PORT: 'eighty', CDN_URL: 'not a url' })).toThrowError(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', CDN_URL: 'not a url' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('CDN_URL');
    }
  });

  it('renders pages on the server unless SSR_ENABLED turns it off', () => {
    expect(loadConfig({}).ssrEnabled).toBe(true);
    expect(loadConfig({ SSR_ENABLED: 'false' }).ssrEnabled).toBe(false);
    expect(loadConfig({ SSR_ENABLED: '' }).ssrEnabled).toBe(true);
  });

  it('refuses to run in production without an APP_KEY', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(/APP_KEY/);
    expect(loadConfig({ NODE_ENV: 'production', APP_KEY: 'k'.repeat(32) }).isProduction).toBe(true);
  });

  it('offers the development sign-in only without Google and outside production', () => {
    expect(loadConfig({}).devSignIn).toBe(true);
    expect(loadConfig({}).google).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production', APP_KEY: 'k'.repeat(32) }).devSignIn).toBe(false);
    const google = loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', APP_URL: 'https://hees.so/' });
    expect(google.devSignIn).toBe(false);
    expect(google.google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      callbackUrl: 'https://hees.so/auth/google/callback',
      authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    });
  });

  it('wants both Google credentials or neither', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrowError(/GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ GOOGLE_CLIENT_SECRET: 'secret' })).toThrowError(ConfigError);
  });

  it('reads ADMIN_EMAILS as a lower-cased list and refuses an address that is not one', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Hodan@Example.so, boss@hees.so ,' }).adminEmails).toEqual(['hodan@example.so', 'boss@hees.so']);
    expect(loadConfig({ ADMIN_EMAILS: '' }).adminEmails).toEqual([]);
    expect(() => loadConfig({ ADMIN_EMAILS: 'hodan' })).toThrowError(/ADMIN_EMAILS/);
  });

  it('reads the rate limits per minute, with defaults for empty values', () => {
    expect(loadConfig({}).rateLimits).toEqual({ signInPerMinute: 10, writesPerMinute: 60, listeningPerMinute: 300 });
    expect(loadConfig({ RATE_LIMIT_SIGN_IN: '', RATE_LIMIT_WRITES: '120', RATE_LIMIT_LISTENING: '600' }).rateLimits).toEqual({ signInPerMinute: 10, writesPerMinute: 120, listeningPerMinute: 600 });
    expect(() => loadConfig({ RATE_LIMIT_WRITES: '0' })).toThrowError(/RATE_LIMIT_WRITES/);
    expect(() => loadConfig({ RATE_LIMIT_SIGN_IN: 'many' })).toThrowError(/RATE_LIMIT_SIGN_IN/);
  });
});
