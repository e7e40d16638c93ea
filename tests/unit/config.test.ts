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

  it('listens on loopback only outside production unless HOST says where, and on every interface in production', () => {
    // The development sign-in makes anyone who reaches it an admin: a development server is not on the network by default.
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '::' }).host).toBe('::');
    expect(loadConfig({ NODE_ENV: 'production', APP_KEY: 'k'.repeat(32) }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', APP_KEY: 'k'.repeat(32), HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
  });

  it('takes DATABASE_SCHEMA as a plain schema name, with a PostgreSQL server only', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/hees', DATABASE_SCHEMA: 'catalogue_b' }).database.schema).toBe('catalogue_b');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/hees' }).database.schema).toBeUndefined();
    for (const bad of ['Catalogue', '1st', 'a-b', 'a;drop table songs', 'a"b', 'x'.repeat(64)]) {
      expect(() => loadConfig({ DATABASE_URL: 'postgres://db/hees', DATABASE_SCHEMA: bad }), bad).toThrow(/DATABASE_SCHEMA: a schema name/);
    }
    expect(() => loadConfig({ DATABASE_SCHEMA: 'catalogue_b' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_SCHEMA: 'catalogue_b' })).toThrow(/DATABASE_SCHEMA: needs DATABASE_URL/);
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

  it('keeps image renditions under the storage folder unless IMAGE_CACHE_DIR says where', () => {
    expect(loadConfig({}).imageCacheDir).toBe('storage/cache/images');
    expect(loadConfig({ STORAGE_DIR: '/srv/hees', IMAGE_CACHE_DIR: '' }).imageCacheDir).toBe('/srv/hees/cache/images');
    expect(loadConfig({ IMAGE_CACHE_DIR: '/var/cache/hees-images' }).imageCacheDir).toBe('/var/cache/hees-images');
  });

  it("names the podcast feeds' owner (defaults from the app's name) and their funding link only when one is set", () => {
    expect(loadConfig({ PODCAST_OWNER_EMAIL: '', PODCAST_FUNDING_URL: '' }).podcastFeeds).toEqual({ ownerName: 'Hees', ownerEmail: 'podcasts@hees.so', funding: undefined });
    const set = loadConfig({ PODCAST_OWNER_NAME: 'Hees Media', PODCAST_OWNER_EMAIL: 'feeds@hees.example', PODCAST_FUNDING_URL: 'https://hees.example/give', PODCAST_FUNDING_TEXT: 'Na taageer' });
    expect(set.podcastFeeds).toEqual({ ownerName: 'Hees Media', ownerEmail: 'feeds@hees.example', funding: { url: 'https://hees.example/give', text: 'Na taageer' } });
    expect(loadConfig({ PODCAST_FUNDING_URL: 'https://hees.example/give' }).podcastFeeds.funding?.text).toBe('Taageer Hees');
    expect(() => loadConfig({ PODCAST_OWNER_EMAIL: 'not an address' })).toThrow(/PODCAST_OWNER_EMAIL/);
    expect(() => loadConfig({ PODCAST_FUNDING_TEXT: 'x'.repeat(129) })).toThrow(/PODCAST_FUNDING_TEXT/);
  });

  it('believes forwarded addresses from loopback by default, from the balancers TRUST_PROXY names, never from everyone', () => {
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 10.1.0.0/16 ,fd00::/8,uniquelocal' }).trustProxy).toEqual(['10.0.0.5', '10.1.0.0/16', 'fd00::/8', 'uniquelocal']);
    for (const value of ['true', '*', '0.0.0.0/0', '10.0.0.0/4', '::/0', 'balancer.internal', '10.0.0.5/33', '10.0.0.5/8/1', ',']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: a comma-separated list/);
    }
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

  it("keeps 32 MB of rendered markup and bounds the heap's growth at 50% by default; 0 leaves either to itself", () => {
    expect(loadConfig({}).renderCacheBytes).toBe(32 * 1024 * 1024);
    expect(loadConfig({}).heapGrowthPercent).toBe(50);
    expect(loadConfig({ RENDER_CACHE_MB: '0', HEAP_GROWTH_PERCENT: '0' })).toMatchObject({ renderCacheBytes: 0, heapGrowthPercent: 0 });
    expect(loadConfig({ HEAP_GROWTH_PERCENT: '', RENDER_CACHE_MB: ' ' })).toMatchObject({ heapGrowthPercent: 50, renderCacheBytes: 32 * 1024 * 1024 });
    for (const bad of ['-1', '1.5', 'lots', '1001']) expect(() => loadConfig({ HEAP_GROWTH_PERCENT: bad }), bad).toThrow(/HEAP_GROWTH_PERCENT/);
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

  it('stores media on the local disk, served at /media, and checks audio with the ffprobe on the PATH by default', () => {
    const config = loadConfig({ STORAGE_DRIVER: '', FFPROBE_PATH: '' });
    expect(config.storage).toEqual({ driver: 'local' });
    expect(config.mediaPublicUrl).toBeUndefined();
    expect(config.ffprobePath).toBe('ffprobe');
    expect(loadConfig({ CDN_URL: 'https://cdn.hees.so/' }).mediaPublicUrl).toBe('https://cdn.hees.so');
    expect(loadConfig({ FFPROBE_PATH: '/opt/ffmpeg/bin/ffprobe' }).ffprobePath).toBe('/opt/ffmpeg/bin/ffprobe');
  });

  it('names every missing bucket setting when STORAGE_DRIVER=s3', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrowError(ConfigError);
    try {
      loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'hees-media' });
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL']) expect(message).toContain(`${name}: required`);
      expect(message).not.toContain('S3_BUCKET');
    }
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrowError(/STORAGE_DRIVER/);
    expect(() => loadConfig({ ...bucket, S3_ENDPOINT: 'minio 9000' })).toThrowError(/S3_ENDPOINT/);
  });

  it("reads a bucket and points media URLs at its public URL, or at the CDN in front of it", () => {
    const config = loadConfig(bucket);
    expect(config.storage).toEqual({
      driver: 's3',
      bucket: 'hees-media',
      region: 'auto',
      endpoint: 'https://account.r2.cloudflarestorage.com',
      forcePathStyle: true,
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      publicUrl: 'https://media.hees.so',
    });
    expect(config.mediaPublicUrl).toBe('https://media.hees.so');
    expect(loadConfig({ ...bucket, CDN_URL: 'https://cdn.hees.so' }).mediaPublicUrl).toBe('https://cdn.hees.so');
    // Behind a CDN the bucket's own public URL is not needed.
    expect(loadConfig({ ...bucket, S3_PUBLIC_URL: '', CDN_URL: 'https://cdn.hees.so' }).mediaPublicUrl).toBe('https://cdn.hees.so');
    expect(loadConfig({ ...bucket, S3_FORCE_PATH_STYLE: '' }).storage).toMatchObject({ forcePathStyle: false });
  });
});

const bucket = {
  STORAGE_DRIVER: 's3',
  S3_BUCKET: 'hees-media',
  S3_REGION: 'auto',
  S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_PUBLIC_URL: 'https://media.hees.so/',
};
