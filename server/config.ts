import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * The one place that reads process.env. Every variable is documented in .env.example.
 * Empty strings count as unset, so `FOO=` in a .env file means "use the default".
 */
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const optionalUrl = optionalString.pipe(z.url().optional());

/** A comma-separated list of e-mail addresses, lower-cased (addresses are compared without case). */
const emailList = optionalString
  .transform((v) => (v ? v.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean) : []))
  .pipe(z.array(z.email()));

const booleanFlag = (fallback: boolean) =>
  optionalString.transform((v) => (v === undefined ? fallback : ['1', 'true', 'yes', 'on'].includes(v.toLowerCase())));

/** A whole number within bounds; empty or unset is `fallback` (z.coerce would read '' as 0). */
const wholeNumber = (fallback: number, min: number, max: number) =>
  optionalString.transform((v) => (v === undefined ? fallback : Number(v))).pipe(z.number().int().min(min).max(max));
const perMinute = (fallback: number) => wholeNumber(fallback, 1, 100_000);
const milliseconds = (fallback: number) => wholeNumber(fallback, 100, 3_600_000);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalString,
  APP_URL: optionalUrl,
  APP_KEY: optionalString,
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  // A plain lower-case identifier, so it can be written into a search_path unquoted.
  DATABASE_SCHEMA: optionalString.pipe(z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/, 'a schema name: lower-case letters, digits and _, not starting with a digit').optional()),
  PGLITE_DATA_DIR: z.string().default('storage/db'),
  STORAGE_DIR: z.string().default('storage'),
  CDN_URL: optionalUrl,
  IMAGE_CACHE_DIR: optionalString,
  STORAGE_DRIVER: optionalString.pipe(z.enum(['local', 's3']).optional()),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanFlag(false),
  S3_PUBLIC_URL: optionalUrl,
  FFPROBE_PATH: optionalString,
  FFMPEG_PATH: optionalString,
  YTDLP_PATH: optionalString,
  YTDLP_ARGS: optionalString,
  YOUTUBE_WATCH_URL: optionalUrl,
  YOUTUBE_THUMBNAIL_URL: optionalUrl,
  YOUTUBE_API_KEY: optionalString,
  YOUTUBE_API_URL: optionalUrl,
  AUDIO_JOB_TIMEOUT_MS: milliseconds(30 * 60_000),
  AUDIO_TOOL_STALL_MS: milliseconds(3 * 60_000),
  OUTBOUND_ALLOW_HOSTS: optionalString,
  STEMS_URL: optionalUrl,
  STEMS_TOKEN: optionalString,
  STEMS_POLL_MS: milliseconds(5_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_ON_FIRST_START: booleanFlag(true),
  SSR_ENABLED: booleanFlag(true),
  ANALYTICS_URL: optionalUrl,
  AD_SERVICE_URL: optionalUrl,
  // Unset: on in production, off elsewhere (server/http/https-redirect.ts).
  TRUST_PROXY: optionalString,
  FORCE_HTTPS: optionalString.pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off']).optional()),
  IMAGE_ORIGINS: optionalString,
  CONTACT_EMAIL: z.email().default('advertise@hees.so'),
  PODCAST_OWNER_NAME: optionalString,
  PODCAST_OWNER_EMAIL: optionalString.pipe(z.email().optional()),
  PODCAST_FUNDING_URL: optionalUrl,
  PODCAST_FUNDING_TEXT: optionalString.pipe(z.string().max(128).optional()),
  UPLOAD_MUSIC_URL: optionalUrl,
  STATUS_PAGE_URL: optionalUrl,
  APP_STORE_URL: optionalUrl,
  PLAY_STORE_URL: optionalUrl,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_CALLBACK_URL: optionalUrl,
  GOOGLE_AUTHORIZATION_URL: optionalUrl,
  GOOGLE_TOKEN_URL: optionalUrl,
  GOOGLE_USERINFO_URL: optionalUrl,
  ADMIN_EMAILS: emailList,
  RATE_LIMIT_SIGN_IN: perMinute(10),
  RATE_LIMIT_WRITES: perMinute(60),
  RATE_LIMIT_LISTENING: perMinute(300),
  HEADERS_TIMEOUT_MS: milliseconds(15_000),
  REQUEST_BODY_TIMEOUT_MS: milliseconds(30_000),
  UPLOAD_TIMEOUT_MS: milliseconds(15 * 60_000),
  STORY_IMPORT_TIMEOUT_MS: milliseconds(15_000),
  WORKER: optionalString.pipe(z.enum(['in-process', 'off']).optional()),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  JOB_LEASE_MS: milliseconds(5 * 60_000),
  // Graceful drain on SIGTERM (server/http/drain.ts): how long /readyz answers 503 before the listening
  // socket closes (unset: 5 s in production, 0 elsewhere), then how long in-flight requests get to finish.
  DRAIN_DELAY_MS: optionalString.transform((v) => (v === undefined ? undefined : Number(v))).pipe(z.number().int().min(0).max(600_000).optional()),
  DRAIN_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  // Visitors' answers kept in memory (0 seconds: none), and how often each instance checks for changes made elsewhere.
  VISITOR_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  VISITOR_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  // Half a second: a change made on one instance shows on the others within a second, a request included.
  PUBLIC_CONTENT_CHECK_MS: milliseconds(500),
  // Server-rendered markup of visitors' pages kept by their page object (0: every page rendered).
  // 32: at 100,000 songs under 32 connections each of its MB cost 1.2-1.5 MB of RSS (docs/benchmarks.md, bench:memory-load).
  RENDER_CACHE_MB: wholeNumber(32, 0, 4096),
  // How far V8 lets the old generation grow past what the last full collection kept, in percent
  // (server/heap-growth.ts; 0: V8's own factor, up to 300% on a large heap).
  HEAP_GROWTH_PERCENT: wholeNumber(50, 0, 1000),
  // How old the figures many requests share may get before an instance reads them again in the
  // background: the home charts' ranking, public lists' totals (0: read on every request).
  FIGURES_REFRESH_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
});

/** Variables as the environment gives them: strings, all optional. */
export type Env = { [K in keyof z.input<typeof envSchema>]?: string };

export interface Config {
  env: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  /**
   * The interface to listen on (HOST). Outside production loopback only: the development sign-in makes
   * whoever reaches it an admin, so a laptop's development server is not on the network unless asked.
   */
  host: string;
  /** APP_URL, or `http://localhost:PORT` without it: where the server says it listens, Google's default callback. */
  appUrl: string;
  /**
   * APP_URL as set, or undefined: then absolute links follow the address each request came to
   * (server/http/public-origin.ts).
   */
  publicUrl?: string;
  appKey: string;
  /** `schema`: the PostgreSQL schema the app's tables live in (DATABASE_SCHEMA; `public` by default). */
  database: { url?: string; poolMax: number; pgliteDataDir: string; schema?: string };
  storageDir: string;
  cdnUrl?: string;
  /** Where uploads are written: the local disk under `$storageDir/media` (served at /media) or a bucket. */
  storage: { driver: 'local' } | S3StorageConfig;
  /** The base of every media URL: the CDN, else the bucket's public URL (s3), else undefined: our own /media. */
  mediaPublicUrl?: string;
  /** Where resized images (`/img/<width>/<key>`) are kept once made: `$STORAGE_DIR/cache/images` by default. */
  imageCacheDir: string;
  /** The ffprobe binary that checks uploaded audio. */
  ffprobePath: string;
  /**
   * The audio pipeline's tools: ffmpeg (FFMPEG_PATH), yt-dlp (YTDLP_PATH, a current release; extra
   * arguments in YTDLP_ARGS), the page a video id is watched at, and how long one tool run may take.
   */
  audio: { ffmpegPath: string; ytDlpPath: string; ytDlpArgs: string[]; youtubeWatchUrl: string; youtubeThumbnailUrl: string; toolTimeoutMs: number; toolStallMs: number };
  logLevel: string;
  seedOnFirstStart: boolean;
  /** Render pages on the server when the SSR bundle is built (bootstrap/ssr). */
  ssrEnabled: boolean;
  analyticsUrl?: string;
  /**
   * Plain-HTTP requests that came through the trusted proxy are redirected to https (FORCE_HTTPS;
   * by default in production only).
   */
  forceHttps: boolean;
  /**
   * Whose X-Forwarded-For / -Proto / -Host the app believes (TRUST_PROXY, default `loopback`): the
   * balancer's addresses or ranges, or the names Express knows (loopback, linklocal, uniquelocal).
   */
  trustProxy: string[];
  /**
   * Origins pictures may come from beside our own, the media origin, YouTube's thumbnails, Google's
   * avatars and the ad service (IMAGE_ORIGINS): the hosts old catalogue rows name in a stored path.
   */
  imageOrigins: string[];
  /**
   * The ad service behind the 'leader-board' slot (spec §7): the script the browser loads once the page
   * is idle, and its origin, which the Content-Security-Policy then allows. Absent: no slot at all.
   */
  adService?: { scriptUrl: string; origin: string };
  contactEmail: string;
  /**
   * What our podcast feeds say of their publisher (docs/features/podcasts-from-rss.md): the owner podcast
   * directories write to (itunes:owner, podcast:locked), and a page that takes support (podcast:funding).
   */
  podcastFeeds: { ownerName: string; ownerEmail: string; funding?: { url: string; text: string } };
  links: { uploadMusic: string; statusPage: string; appStore: string; playStore: string };
  /** Google sign-in; absent when no client is configured. */
  google?: GoogleConfig;
  /** The demo sign-in at /auth/dev: only without Google and never in production. */
  devSignIn: boolean;
  /** Who becomes an admin on signing in (lower-cased). */
  adminEmails: string[];
  /** Requests per minute: sign-ins per address, writes per user (or address for visitors). */
  rateLimits: { signInPerMinute: number; writesPerMinute: number; listeningPerMinute: number };
  /**
   * Visitors' pages and /api answers kept in memory for `ttlMs` (0: not kept), up to `maxBytes`; each
   * instance reads the public content generation at most every `checkMs` (server/http/visitor-cache.ts).
   */
  visitorCache: { ttlMs: number; maxBytes: number; checkMs: number };
  renderCacheBytes: number;
  /** V8's old-generation growth factor past the live heap, in percent; 0 leaves V8's own (server/heap-growth.ts). */
  heapGrowthPercent: number;
  /** How old the home charts' ranking and public lists' totals may be (lib/kept-figures.ts). */
  figuresRefreshMs: number;
  /** How long a client may take: to send its headers, a form or JSON body, an upload (docs/features/hostile-clients.md). */
  timeouts: { headersMs: number; bodyMs: number; uploadMs: number };
  /**
   * The job worker (server/jobs/): inside `npm start` by default; `off` when workers run apart
   * (`npm run worker`, which needs a PostgreSQL server). Jobs run side by side per worker, and how
   * long a job stays its worker's without a renewal (a killed worker's job is taken again after it).
   */
  worker: { inProcess: boolean; concurrency: number; leaseMs: number };
  /**
   * What SIGTERM does (server/http/drain.ts): /readyz answers 503 and every answer closes its
   * connection for `delayMs`, so a balancer takes the instance out; then the listening socket closes
   * and in-flight requests (uploads included) get `timeoutMs` to finish before the process exits.
   */
  drain: { delayMs: number; timeoutMs: number };
  /**
   * Private `host:port` pairs outbound fetches may reach (OUTBOUND_ALLOW_HOSTS): the local stand-ins
   * of tests. Refused at start in production, where every fetch must go to the public internet.
   */
  outboundAllowHosts: string[];
  /** A separation service for smart songs' stems (docs/features/stems.md); without one, ffmpeg's approximation. */
  stems?: { url: string; token?: string; pollMs: number };
  /** The YouTube Data API of the import panel (YOUTUBE_API_KEY; YOUTUBE_API_URL for a stand-in). */
  youtubeApi: { key?: string; baseUrl: string };
  /** How long a story import waits for the article page, and again for each of its images. */
  storyImport: { timeoutMs: number };
}

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  callbackUrl: string;
  /** Google's endpoints by default; tests point them at a local OAuth2 server. */
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
}

export interface S3StorageConfig {
  driver: 's3';
  bucket: string;
  region: string;
  /** Unset: AWS S3 itself; set for other S3-compatible services (R2, MinIO, Spaces...). */
  endpoint?: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name; most self-hosted services want it. */
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers read the bucket (e.g. https://media.hees.so); unset when CDN_URL is. */
  publicUrl?: string;
}

export class ConfigError extends Error {}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY's entries, or undefined when one is not an address, a range or a name Express knows.
 * "true" or "*" (believe every client's X-Forwarded-For) is refused: any visitor could then choose
 * the address their rate limits and play counts are kept under.
 */
export function proxyList(value: string): string[] | undefined {
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const valid = (entry: string) => {
    if (PROXY_NAMES.has(entry)) return true;
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    if (!family || rest.length) return false;
    if (prefix === undefined) return true;
    return /^\d{1,3}$/.test(prefix) && Number(prefix) >= 8 && Number(prefix) <= (family === 4 ? 32 : 128);
  };
  return entries.length && entries.every(valid) ? entries : undefined;
}

type ParsedEnv = z.output<typeof envSchema>;

/** The bucket settings when STORAGE_DRIVER=s3, naming every missing variable at once. */
function s3Storage(e: ParsedEnv): S3StorageConfig {
  const { S3_BUCKET: bucket, S3_REGION: region, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  const missing = (['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
    .filter((name) => e[name] === undefined)
    .map((name) => `  ${name}: required when STORAGE_DRIVER=s3`);
  if (!e.S3_PUBLIC_URL && !e.CDN_URL) missing.push('  S3_PUBLIC_URL: required when STORAGE_DRIVER=s3 and CDN_URL is unset (where browsers read the media)');
  if (missing.length > 0 || !bucket || !region || !accessKeyId || !secretAccessKey) {
    throw new ConfigError(`Invalid environment:\n${missing.join('\n')}`);
  }
  return {
    driver: 's3',
    bucket,
    region,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    accessKeyId,
    secretAccessKey,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/$/, ''),
  };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && e.OUTBOUND_ALLOW_HOSTS) {
    throw new ConfigError('Invalid environment:\n  OUTBOUND_ALLOW_HOSTS: not allowed in production (it lets the server fetch from private addresses; it is for tests)');
  }
  // PGlite is a database of its own (a data folder): a schema would only be a second way to keep two apart.
  if (e.DATABASE_SCHEMA && !e.DATABASE_URL)
    throw new ConfigError('Invalid environment:\n  DATABASE_SCHEMA: needs DATABASE_URL (the embedded database keeps one catalogue per PGLITE_DATA_DIR)');
  if (isProduction && !e.APP_KEY) {
    throw new ConfigError('Invalid environment:\n  APP_KEY: required in production (signs session cookies)');
  }
  if (isProduction && e.AD_SERVICE_URL && new URL(e.AD_SERVICE_URL).protocol !== 'https:') {
    throw new ConfigError('Invalid environment:\n  AD_SERVICE_URL: must be https in production (the script runs on every public page)');
  }
  if (e.IMAGE_ORIGINS) {
    try {
      originList(e.IMAGE_ORIGINS);
    } catch {
      throw new ConfigError('Invalid environment:\n  IMAGE_ORIGINS: a comma-separated list of https origins (https://images.example.com)');
    }
  }
  if (e.TRUST_PROXY !== undefined && !proxyList(e.TRUST_PROXY)) {
    throw new ConfigError(
      'Invalid environment:\n  TRUST_PROXY: a comma-separated list of the balancers\' addresses or ranges (10.0.0.5, 10.0.0.0/8), or loopback, linklocal, uniquelocal; never every address',
    );
  }
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError('Invalid environment:\n  GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: set both or neither');
  }
  const storage = e.STORAGE_DRIVER === 's3' ? s3Storage(e) : ({ driver: 'local' } as const);
  const cdnUrl = e.CDN_URL?.replace(/\/$/, '');
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const google: GoogleConfig | undefined =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? {
          clientId: e.GOOGLE_CLIENT_ID,
          clientSecret: e.GOOGLE_CLIENT_SECRET,
          callbackUrl: e.GOOGLE_CALLBACK_URL ?? `${appUrl}/auth/google/callback`,
          authorizationUrl: e.GOOGLE_AUTHORIZATION_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
          tokenUrl: e.GOOGLE_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
          // Ends in /userinfo, so passport-google-oauth20 reads it as OpenID Connect (sub, name, email, picture).
          userInfoUrl: e.GOOGLE_USERINFO_URL ?? 'https://openidconnect.googleapis.com/v1/userinfo',
        }
      : undefined;
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    appUrl,
    publicUrl: e.APP_URL?.replace(/\/$/, ''),
    // A fixed development key keeps sessions across restarts; production must set its own.
    appKey: e.APP_KEY ?? 'hees-development-key-not-for-production',
    database: { url: e.DATABASE_URL, poolMax: e.DATABASE_POOL_MAX, pgliteDataDir: e.PGLITE_DATA_DIR, schema: e.DATABASE_SCHEMA },
    storageDir: e.STORAGE_DIR,
    cdnUrl,
    storage,
    mediaPublicUrl: cdnUrl ?? (storage.driver === 's3' ? storage.publicUrl : undefined),
    imageCacheDir: e.IMAGE_CACHE_DIR ?? path.join(e.STORAGE_DIR, 'cache', 'images'),
    ffprobePath: e.FFPROBE_PATH ?? 'ffprobe',
    audio: {
      ffmpegPath: e.FFMPEG_PATH ?? 'ffmpeg',
      ytDlpPath: e.YTDLP_PATH ?? 'yt-dlp',
      ytDlpArgs: e.YTDLP_ARGS?.split(/\s+/).filter(Boolean) ?? [],
      youtubeWatchUrl: e.YOUTUBE_WATCH_URL ?? 'https://www.youtube.com/watch',
      youtubeThumbnailUrl: e.YOUTUBE_THUMBNAIL_URL ?? 'https://i.ytimg.com/vi',
      toolTimeoutMs: e.AUDIO_JOB_TIMEOUT_MS,
      toolStallMs: e.AUDIO_TOOL_STALL_MS,
    },
    logLevel: e.LOG_LEVEL,
    seedOnFirstStart: e.SEED_ON_FIRST_START,
    ssrEnabled: e.SSR_ENABLED,
    analyticsUrl: e.ANALYTICS_URL,
    trustProxy: e.TRUST_PROXY === undefined ? ['loopback'] : proxyList(e.TRUST_PROXY)!,
    forceHttps: e.FORCE_HTTPS === undefined ? isProduction : ['true', '1', 'yes', 'on'].includes(e.FORCE_HTTPS),
    imageOrigins: originList(e.IMAGE_ORIGINS),
    adService: e.AD_SERVICE_URL ? { scriptUrl: e.AD_SERVICE_URL, origin: new URL(e.AD_SERVICE_URL).origin } : undefined,
    contactEmail: e.CONTACT_EMAIL,
    podcastFeeds: {
      ownerName: e.PODCAST_OWNER_NAME ?? 'Hees',
      ownerEmail: e.PODCAST_OWNER_EMAIL ?? 'podcasts@hees.so',
      funding: e.PODCAST_FUNDING_URL ? { url: e.PODCAST_FUNDING_URL, text: e.PODCAST_FUNDING_TEXT ?? 'Taageer Hees' } : undefined,
    },
    links: {
      uploadMusic: e.UPLOAD_MUSIC_URL ?? 'https://forms.gle/hees-upload-music',
      statusPage: e.STATUS_PAGE_URL ?? 'https://status.hees.so',
      appStore: e.APP_STORE_URL ?? 'https://apps.apple.com/app/hees/id0000000000',
      playStore: e.PLAY_STORE_URL ?? 'https://play.google.com/store/apps/details?id=so.hees.app',
    },
    google,
    devSignIn: !google && !isProduction,
    adminEmails: e.ADMIN_EMAILS,
    rateLimits: { signInPerMinute: e.RATE_LIMIT_SIGN_IN, writesPerMinute: e.RATE_LIMIT_WRITES, listeningPerMinute: e.RATE_LIMIT_LISTENING },
    timeouts: { headersMs: e.HEADERS_TIMEOUT_MS, bodyMs: e.REQUEST_BODY_TIMEOUT_MS, uploadMs: e.UPLOAD_TIMEOUT_MS },
    youtubeApi: { key: e.YOUTUBE_API_KEY, baseUrl: e.YOUTUBE_API_URL ?? 'https://www.googleapis.com/youtube/v3' },
    storyImport: { timeoutMs: e.STORY_IMPORT_TIMEOUT_MS },
    stems: e.STEMS_URL ? { url: e.STEMS_URL, token: e.STEMS_TOKEN, pollMs: e.STEMS_POLL_MS } : undefined,
    outboundAllowHosts: e.OUTBOUND_ALLOW_HOSTS?.split(',').map((entry) => entry.trim()).filter(Boolean) ?? [],
    visitorCache: { ttlMs: e.VISITOR_CACHE_SECONDS * 1000, maxBytes: e.VISITOR_CACHE_MB * 1024 * 1024, checkMs: e.PUBLIC_CONTENT_CHECK_MS },
    renderCacheBytes: e.RENDER_CACHE_MB * 1024 * 1024,
    heapGrowthPercent: e.HEAP_GROWTH_PERCENT,
    figuresRefreshMs: e.FIGURES_REFRESH_SECONDS * 1000,
    worker: { inProcess: e.WORKER !== 'off', concurrency: e.WORKER_CONCURRENCY, leaseMs: e.JOB_LEASE_MS },
    drain: { delayMs: e.DRAIN_DELAY_MS ?? (isProduction ? 5_000 : 0), timeoutMs: e.DRAIN_TIMEOUT_MS },
  };
}

/** A comma-separated list of https origins, as a CSP source list wants them; throws on anything else. */
function originList(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = new URL(entry);
      if (url.protocol !== 'https:') throw new Error(`${entry}: not https`);
      return url.origin;
    });
}
