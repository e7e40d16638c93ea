import path from 'node:path';
import express, { type Express } from 'express';
import { saveSessionBeforeRedirect } from './http/save-session-before-redirect';
import { loggedUrl } from './http/logged-url';
import { requestIdOf } from './http/request-id';
import session from 'express-session';
import cookieParser from 'cookie-parser';
import { pinoHttp } from 'pino-http';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Logger } from './logger';
import type { AppContext } from './app-context';
import { closeConnectionsWhileDraining, Readiness } from './http/drain';
import { mediaUrlFor } from '@common/media-url';
import { createMediaStorage } from './services/storage/create-media-storage';
import { localMediaDir } from './services/storage/local-storage';
import { inertia, watchedClientAssets, type ClientAssets, type InertiaOptions } from './inertia';
import { createCsrf, TOKEN_PATH } from './http/csrf';
import { methodOverride } from './http/method-override';
import { multipartGate } from './http/multipart/multipart-gate';
import { uploadRouteMatcher, type UploadRoute } from './http/multipart/upload-routes';
import { inputBoundary } from './http/input-boundary';
import { bodyDeadline } from './http/body-deadline';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { SessionStore } from './http/session-store';
import { sessionWhereNeeded } from './http/session-where-needed';
import { securityHeaders } from './http/security-headers';
import { crossOriginPolicy } from './http/cross-origin-policy';
import { httpsRedirect } from './http/https-redirect';
import { httpCache } from './http/http-cache';
import { compressTextAnswers } from './http/compression';
import { announceWrites, visitorCache } from './http/visitor-cache';
import { publicOrigin } from './http/public-origin';
import { PublicContentGeneration } from './lib/public-content-generation';
import { precompressedAssets } from './http/precompressed-assets';
import { publicFiles } from './http/public-files';
import { serviceWorkerScript } from './http/service-worker';
import { SSR_BUNDLE, ssrFromBundle } from './inertia/ssr';
import { renderCache } from './inertia/render-cache';
import { sharedProps } from './features/layout/shared-props';
import { authenticate } from './http/authenticate';
import { signedInUsers } from './features/accounts/signed-in-users';
import { requireAdmin } from './http/require-admin';
import { listeningRateLimit, writeRateLimit } from './http/rate-limit';
import { shareIssuedToken } from './features/accounts/issued-token';
import { backstageRoutes } from './backstage/backstage.routes';
import { inStripOrder, stripOf } from './backstage/backstage-sections';
import { uploaderUploadRoutes } from './backstage/media-uploads/uploads.routes';
import { uploaderOperations } from './backstage/media-uploads/uploads.openapi';
import { openApiRoutes } from './http/openapi/openapi.routes';
import { API_TAG_DESCRIPTIONS } from './api-tags';
import { mediaFiles } from './http/media-files/media.handler';
import { imageRenditionRoutes } from './http/image-renditions/image-renditions.routes';
import { features } from './features';
import type { RouteStage } from './features/feature';
import { SESSION_COOKIE } from './http/session-cookie';
import { KeptFigures } from './lib/kept-figures';
import { sayJsonMessages, sayStoredTextsInPages } from './i18n/say-message';
import { messagesFiles } from './i18n/messages-files';

export { SESSION_COOKIE };
const publicDir = path.resolve('public');
export { SSR_BUNDLE };
/** How long kept markup may be reused for the same props: bounds what it reads besides them (the footer's year). */
const RENDER_MAX_AGE_MS = 60 * 60 * 1000;

export interface AppDependencies {
  config: Config;
  db: Database;
  logger: Logger;
  /** Overrides the built client (tests pin a version without building). */
  clientAssets?: () => ClientAssets;
  /** Server-side rendering; by default the built bundle, when SSR_ENABLED (tests pass one that fails). */
  ssr?: InertiaOptions['ssr'];
  /** Routers mounted after the app's own routes (tests use it to exercise the middleware stack). */
  extraRoutes?: (context: AppContext) => express.Router[];
  /** Upload declarations for those extra routes. */
  extraUploadRoutes?: UploadRoute[];
}

export interface App extends Express {
  /** Stops background timers (session cleanup); the database is closed by its owner. */
  shutdown(): void;
  /** The dependencies the routes were built with (the in-process job worker uses the same). */
  context: AppContext;
}

/** Every `/api` operation the app serves, as the OpenAPI document describes it. */
export const apiOperations = [...features.flatMap((feature) => feature.api ?? []), ...uploaderOperations];
/** The contract's version: its major changes when a change would break an app built against the last one. */
const API_VERSION = '1.0.0';

/** Backstage's sections, from the features' descriptions, in the strip's order (spec §2). */
const backstageSections = inStripOrder(features.flatMap((feature) => feature.backstage ?? []));
const backstageStrip = stripOf(backstageSections);

/** Backstage pages' layout draws the strip from a prop: the sections are the features', not a list of the client's. */
const withBackstageStrip =
  (shared: (req: express.Request) => Record<string, unknown>) =>
  (req: express.Request): Record<string, unknown> =>
    req.path === '/backstage' || req.path.startsWith('/backstage/') ? { ...shared(req), backstage_sections: backstageStrip } : shared(req);

export function createApp(deps: AppDependencies): App {
  const { config, db, logger } = deps;
  const readiness = new Readiness();
  const context: AppContext = { config, db, logger, mediaUrl: mediaUrlFor(config.mediaPublicUrl), storage: createMediaStorage(config), kept: new KeptFigures(config.figuresRefreshMs), readiness };
  const app = express() as App;
  // Each feature's routers at one stage of the stack, in the list's order (server/features/index.ts).
  const mountFeatures = (stage: RouteStage) => {
    for (const feature of features) for (const router of feature.routes?.[stage]?.(context) ?? []) app.use(router);
  };
  app.disable('x-powered-by');
  // Whose forwarded addresses count (TRUST_PROXY; loopback by default: nginx on the same machine).
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'extended');
  // First, so that even an answer from the health checks closes its connection once draining.
  app.use(closeConnectionsWhileDraining(readiness));

  // First of all: a plain-HTTP request through the proxy goes to https before anything answers it
  // (a kept visitor's page included).
  app.use(httpsRedirect(config));

  // Then a visitor's answer kept in memory goes out before any other middleware runs. The
  // headers the ones below add (security, Cache-Control, Vary) were kept with it; the cache gives a hit
  // its own request id and log line. Before compression, so a kept answer is kept compressed.
  const publicContent = new PublicContentGeneration(db.knex, config.visitorCache.checkMs);
  if (config.visitorCache.ttlMs > 0) {
    const { ttlMs, maxBytes } = config.visitorCache;
    app.use(visitorCache({ sessionCookie: SESSION_COOKIE, originOf: (req) => publicOrigin(req, config), ttlMs, maxBytes, generation: publicContent, logger }).middleware);
  }

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = requestIdOf(req);
        res.setHeader('X-Request-Id', id);
        return id;
      },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
      // One short line per request: the id, what was asked and the answer, not every header.
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: loggedUrl(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      // Players fetch audio in many small range requests, pages many images; a line for each would drown the log.
      autoLogging: { ignore: (req) => /^\/(build|media|img)\//.test(req.url ?? '') },
    }),
  );
  // Every JSON answer's `message` and field errors in the language its Accept-Language asks for
  // (English when it names none of ours): before any route, so errors answered at the end are said too.
  app.use(sayJsonMessages);
  app.use(securityHeaders(config));
  // What other sites may load, read and frame, by route kind (public media, feeds, public /api, embeds).
  app.use(crossOriginPolicy({ sessionCookie: SESSION_COOKIE }));
  // Mounted before the session: on-headers runs listeners in reverse order, so this one decides after
  // express-session has set its cookie.
  app.use(httpCache({ sessionCookie: SESSION_COOKIE }));

  app.use(compressTextAnswers());
  // The interface's messages, as files named by their content beside the built client's (server/i18n/messages-files.ts).
  app.use(messagesFiles());
  // Built client: hashed file names, so they can be cached for good; precompressed twins where accepted.
  app.use('/build', precompressedAssets(path.join(publicDir, 'build')));
  app.use('/build', express.static(path.join(publicDir, 'build'), { immutable: true, maxAge: '1y', index: false }));
  // Before the public folder, so each audio range request is not first looked for in public/.
  app.use('/media', mediaFiles(localMediaDir(config.storageDir)));
  // Picture renditions are files too (server/http/image-renditions): made on first ask, then served as stored.
  app.use(imageRenditionRoutes(context));
  app.get('/sw.js', serviceWorkerScript(publicDir));
  app.use(publicFiles(publicDir, { maxAge: '1h', index: false }));

  mountFeatures('sessionless');
  // The /api contract and its reference page, from what the features declare (docs/features/api-contract.md).
  app.use(openApiRoutes({ operations: apiOperations, config, version: API_VERSION, sessionCookie: SESSION_COOKIE, tagDescriptions: API_TAG_DESCRIPTIONS }));

  // Before the session, body parsing and CSRF, so errors raised there (a session store that cannot be
  // read: 503; 400, 413, 419) still get the error page. It reads the session only when a page renders.
  const manifest = path.join(publicDir, 'build', '.vite', 'manifest.json');
  app.use(
    inertia({
      assets: deps.clientAssets ?? watchedClientAssets(manifest, 'resources/js/app.tsx'),
      shared: withBackstageStrip(sharedProps(config)),
      ssr: deps.ssr ?? (config.ssrEnabled ? ssrFromBundle(SSR_BUNDLE) : undefined),
      renderCache: config.renderCacheBytes > 0 ? renderCache({ maxBytes: config.renderCacheBytes, maxAgeMs: RENDER_MAX_AGE_MS }) : undefined,
      onSsrError: (error, page) => logger.error({ err: error, component: page.component }, 'SSR failed; sent the client shell'),
    }),
  );

  const store = new SessionStore({ knex: db.knex, tableName: 'sessions', createTable: false,
    // Expired sessions are deleted every 15 minutes (not in tests, whose apps live for seconds).
    cleanupInterval: config.env === 'test' ? 0 : 15 * 60 * 1000,
  });
  // The store checks for its table once; without migrations that check fails. Log it rather than
  // crash on an unhandled rejection: session use then fails per request with a clear 500.
  store.ready.catch((error: unknown) => logger.error({ err: error }, 'session store unavailable: run the migrations'));
  app.use(cookieParser());
  const sessions = session({
    name: SESSION_COOKIE,
    secret: config.appKey,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.isProduction, maxAge: 30 * 24 * 60 * 60 * 1000 },
  });
  app.use(sessionWhereNeeded(sessions, SESSION_COOKIE));
  app.use(saveSessionBeforeRedirect());

  app.use(authenticate(signedInUsers(context)));
  app.use(shareIssuedToken(db.knex));
  // Before body parsing: a refused request is not read, and a visitor cannot upload into backstage.
  app.use(writeRateLimit(db.knex, config.rateLimits.writesPerMinute));
  app.use(listeningRateLimit(db.knex, config.rateLimits.listeningPerMinute));
  // Before every router, so no backstage route can be added without the admin guard.
  app.use(['/backstage', '/api/backstage'], requireAdmin);
  // Backstage pages show texts the server stored in English (job failures, feed errors) in the page's language.
  app.use('/backstage', sayStoredTextsInPages);
  // Even with this instance's cache off: other instances may keep visitors' answers.
  app.use(['/backstage', '/api/backstage'], announceWrites(publicContent, logger));

  // Bodies are read only now, after the guards above: a refused request is answered unread.
  const uploadRoutes: UploadRoute[] = [...features.flatMap((feature) => feature.uploadRoutes ?? []), ...uploaderUploadRoutes, ...(deps.extraUploadRoutes ?? [])];
  const uploads = uploadRouteMatcher(uploadRoutes);
  const csrf = createCsrf({ appKey: config.appKey, sessionCookie: SESSION_COOKIE, secure: config.isProduction });
  app.use(
    bodyDeadline({
      bodyMs: config.timeouts.bodyMs,
      uploadMs: config.timeouts.uploadMs,
      isUpload: (req) => req.is('multipart/form-data') !== false && uploads.find(req.method, req.path) !== undefined,
    }),
  );
  app.use(multipartGate({ uploads, tmpDir: path.resolve(config.storageDir, 'tmp', 'uploads'), csrfAllows: csrf.allowsBeforeBody }));
  app.use(express.json({ limit: '1mb' }));
  app.use(express.urlencoded({ extended: true, limit: '1mb', parameterLimit: 1000 }));
  app.use(inputBoundary);
  app.use(methodOverride);
  app.use(csrf.protection);
  app.get(TOKEN_PATH, csrf.tokenRoute);

  mountFeatures('pages');
  app.use(backstageRoutes(context, backstageSections));
  mountFeatures('backstage');
  for (const router of deps.extraRoutes?.(context) ?? []) app.use(router);

  app.use(notFoundHandler);
  app.use(errorHandler((error, req) => req.log.error({ err: error }, 'request failed')));

  app.context = context;
  app.shutdown = () => {
    if (store.nextDbCleanup) clearTimeout(store.nextDbCleanup);
  };
  return app;
}
