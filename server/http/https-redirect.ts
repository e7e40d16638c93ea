import type { Request, RequestHandler } from 'express';
import type { Config } from '../config';
import { publicOrigin } from './public-origin';
import { PERMISSIONS_POLICY } from './permissions-policy';

/** Answered over plain HTTP whatever the setting: load balancers and supervisors probe the app directly. */
const HEALTH_CHECKS = new Set(['/healthz', '/readyz']);

/**
 * A request the trusted proxy took over plain HTTP (`X-Forwarded-Proto: http` from loopback, the proxy
 * `trust proxy` names in app.ts) is sent to the same address over https: 301 for GET and HEAD, 308 for
 * the rest (so a form's POST is repeated as a POST, body and all, rather than turned into a GET).
 * Only with `forceHttps` (FORCE_HTTPS; production by default). A request straight to the app, with
 * no proxy in between or from one the app does not trust, is answered as it is: nothing says how the
 * visitor reached us, and the health checks come that way.
 *
 * The host is APP_URL's when it is set, else the one asked for (a plain host name: publicOrigin), so a
 * forged Host cannot send a visitor elsewhere.
 */
export function httpsRedirect(config: Pick<Config, 'forceHttps' | 'publicUrl' | 'appUrl'>): RequestHandler {
  return (req, res, next) => {
    if (!config.forceHttps || HEALTH_CHECKS.has(req.path)) return next();
    // The header must be there and come from the proxy Express trusts (req.protocol then reads it), so
    // a plain request to the app itself (a probe on the loopback address) is not redirected, nor one
    // whose sender merely wrote the header.
    if (req.get('X-Forwarded-Proto') === undefined || !fromTrustedProxy(req) || req.protocol !== 'http') return next();
    const origin = publicOrigin(req, config).replace(/^http:/, 'https:');
    // Before securityHeaders in the stack (app.ts): the one of its headers every answer carries.
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(req.method === 'GET' || req.method === 'HEAD' ? 301 : 308, `${origin}${req.originalUrl}`);
  };
}

function fromTrustedProxy(req: Request): boolean {
  const trust = req.app.get('trust proxy fn') as (address: string | undefined, hop: number) => boolean;
  return trust(req.socket.remoteAddress, 0);
}
