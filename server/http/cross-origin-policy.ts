import type { Request, RequestHandler } from 'express';

/**
 * What other sites may do with an answer, by the kind of route it comes from (issue 32, "Other sites").
 * helmet (security-headers.ts) sends `Cross-Origin-Resource-Policy: same-origin`, no CORS header and
 * refuses frames on every answer; this is the one place that opens some of them up:
 *
 * - `public-media`: stored media (/media: audio, covers, portraits), picture renditions (/img) and share
 *   cards (/share). Other sites' podcast players, link-preview proxies and embeds load them, so they are
 *   `cross-origin` resources, and CORS-readable (`<audio crossorigin>`, a canvas). /media holds no private
 *   file: every key is 128 random bits and the files are public and immutable by design
 *   (features/uploads-and-storage.md), so a per-request check of whose file it is would add a query to
 *   every range request and protect nothing.
 * - `feed`: podcast feeds and the square artwork they name (/podcast/{id}/artwork/…, /episode/{id}/artwork/…),
 *   read by web podcast players in the browser: cross-origin and CORS-readable.
 * - `public-api`: /api reads and /oembed, the same public JSON the apps get: CORS-readable with
 *   `Access-Control-Allow-Origin: *` for a GET or HEAD that carries no credentials (no session cookie,
 *   no Authorization). `*` never goes with credentials: a browser refuses a credentialed answer under
 *   it, so no other site can read a signed-in person's answer. Writes get no CORS header at all.
 * - `embed`: the embeddable player's pages (/embed/...): framed by any site (security-headers.ts gives
 *   them `frame-ancestors *` and no X-Frame-Options), and credentials are not honoured there: the request's
 *   Cookie and Authorization headers are dropped before the session, sign-in and CSRF middleware read them,
 *   so an embed is the same answer for everyone, sets no cookie and shows no one's account on another site.
 * - `same-origin`: everything else, backstage, the account and favourites included, as helmet left it.
 *
 * `*` is the same for every origin, so no `Vary: Origin`.
 */
export type RouteKind = 'public-media' | 'feed' | 'public-api' | 'embed' | 'same-origin';

/** First match wins. Case-insensitive, as Express routes (`/API/backstage` reaches the backstage router). */
const ROUTE_KINDS: readonly [RegExp, RouteKind][] = [
  [/^\/(media|img|share)\//i, 'public-media'],
  [/^\/podcast\/[^/]+\/feed\.xml$/i, 'feed'],
  [/^\/(podcast|episode)\/[^/]+\/artwork\//i, 'feed'],
  [/^\/embed\//i, 'embed'],
  // Private /api answers: the signed-in person's own (user, favourites), play reports, and backstage.
  [/^\/api\/(backstage|user|favorite|analytics)(\/|$)/i, 'same-origin'],
  [/^\/(api\/|oembed$)/i, 'public-api'],
];

export function routeKindOf(path: string): RouteKind {
  return ROUTE_KINDS.find(([pattern]) => pattern.test(path))?.[1] ?? 'same-origin';
}

const isRead = (req: Request) => req.method === 'GET' || req.method === 'HEAD';

/** Our session cookie or a bearer token: an answer that may be someone's own. */
const carriesCredentials = (req: Request, sessionCookie: string) =>
  req.get('Authorization') !== undefined || new RegExp(`(?:^|;\\s*)${sessionCookie}=`).test(req.get('Cookie') ?? '');

/** Mounted right after securityHeaders, before the visitor cache's copy is kept and before the session. */
export function crossOriginPolicy(options: { sessionCookie: string }): RequestHandler {
  return (req, res, next) => {
    const kind = routeKindOf(req.path);
    if (kind === 'same-origin') return next();
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    if (kind === 'embed') {
      delete req.headers.cookie;
      delete req.headers.authorization;
    } else if (isRead(req) && (kind !== 'public-api' || !carriesCredentials(req, options.sessionCookie))) {
      res.setHeader('Access-Control-Allow-Origin', '*');
    }
    next();
  };
}
