import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { Config } from '../config';
import { PROMO_DEVICE_SCRIPT_SOURCE } from '../lib/promo-device';
import { APP_START_SCRIPT_SOURCE } from '../inertia/app-start-script';
import { routeKindOf } from './cross-origin-policy';

/**
 * helmet with a CSP the built client passes: our own scripts only, images and audio from our server
 * or where media URLs point (the CDN or the bucket), YouTube embeds for song videos, and the analytics
 * endpoint when one is configured. With an ad service (AD_SERVICE_URL), its origin may run its script,
 * be fetched, show images and frames: the ad it draws in the 'leader-board' slot; without one, nothing more.
 *
 * Frames: every page refuses other sites' frames (`frame-ancestors 'self'`, `X-Frame-Options: SAMEORIGIN`)
 * except the embeddable player's pages (cross-origin-policy.ts, kind `embed`), which any site may frame:
 * `frame-ancestors *` and no X-Frame-Options (which has no "any site" value and would override it in old browsers).
 */
export function securityHeaders(config: Config): RequestHandler {
  // The origin, not the whole URL: a source with a path (a bucket under /hees-media) would match that path only.
  const media = config.mediaPublicUrl ? [new URL(config.mediaPublicUrl).origin] : [];
  const analytics = config.analyticsUrl ? [new URL(config.analyticsUrl).origin] : [];
  const ads = config.adService ? [config.adService.origin] : [];
  const headers = (frameAncestors: string[] | null) => helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        // The two inline scripts, by their hashes: the promo's device mark in every page's <head>
        // (lib/promo-device.ts) and the app's start after the first paint (inertia/app-start-script.ts).
        'script-src': ["'self'", PROMO_DEVICE_SCRIPT_SOURCE, APP_START_SCRIPT_SOURCE, ...ads],
        'style-src': ["'self'", "'unsafe-inline'"],
        // The media origin too, for a bucket over plain http in development (MinIO on localhost).
        'img-src': ["'self'", 'data:', 'blob:', 'https:', ...media, ...ads],
        // data: because howler releases an audio element by pointing it at a silent data: wav; https:
        // because podcast episodes play from where their feed publishes them.
        'media-src': ["'self'", 'blob:', 'data:', 'https:', ...media],
        'connect-src': ["'self'", ...media, ...analytics, ...ads],
        'frame-src': ['https://www.youtube-nocookie.com', 'https://www.youtube.com', ...ads],
        'upgrade-insecure-requests': config.isProduction ? [] : null,
        ...(frameAncestors ? { 'frame-ancestors': frameAncestors } : {}),
      },
    },
    xFrameOptions: frameAncestors ? false : { action: 'sameorigin' },
    crossOriginEmbedderPolicy: false,
    // Same-origin requests keep the full Referer: a failed form redirects back to it (protocol item 13).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.isProduction,
  });
  const framedNowhereElse = headers(null);
  const framedAnywhere = headers(['*']);
  return (req, res, next) => (routeKindOf(req.path) === 'embed' ? framedAnywhere : framedNowhereElse)(req, res, next);
}
