import type { Request } from 'express';
import type { Config } from '../config';

/** A host as a browser sends it: a name or IPv4 address, or a bracketed IPv6 one, with an optional port. */
const PLAIN_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin absolute links are made with (canonical and share links, sitemaps, feeds): APP_URL's when
 * it is set, else the one the visitor asked for, so a site reached at another name than localhost (a
 * LAN address, a tunnel, a proxy without APP_URL) hands out links that work there. The scheme and host
 * follow X-Forwarded-Proto and X-Forwarded-Host only from a proxy Express trusts (`trust proxy`,
 * app.ts); from anyone else they are the connection's own.
 *
 * A Host that is not a plain host name (anything a browser would not send) gets the default address
 * (`http://localhost:PORT`) rather than reaching a page: the origin is written into HTML and XML.
 * Without a trailing slash, like APP_URL as config keeps it.
 */
export function publicOrigin(req: Request, config: Pick<Config, 'publicUrl' | 'appUrl'>): string {
  if (config.publicUrl) return config.publicUrl;
  const host = req.host;
  if (!host || !PLAIN_HOST.test(host)) return config.appUrl;
  return `${req.protocol}://${host.toLowerCase()}`;
}
