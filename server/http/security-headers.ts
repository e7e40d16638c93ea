import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { Config } from '../config';
import { PROMO_DEVICE_SCRIPT_SOURCE } from '../lib/promo-device';
import { APP_START_SCRIPT_SOURCE } from '../inertia/app-start-script';
import { routeKindOf } from './cross-origin-policy';
import { PERMISSIONS_POLICY } from './permissions-policy';

/** Google's account pictures (a signed-in person's avatar in the side menu), served from its content hosts. */
const GOOGLE_AVATARS = 'https://*.googleusercontent.com';
/** Where backstage's YouTube pickers show a video's thumbnails from (resources/js/components/backstage/youtube-field.tsx). */
const YOUTUBE_THUMBNAILS = 'https://i.ytimg.com';

/**
 * helmet with a CSP the built client passes: our own scripts only, images and audio from our server
 * or where media URLs point (the CDN or the bucket), YouTube embeds for song videos, and the analytics
 * endpoint when one is configured. With an ad service (AD_SERVICE_URL), its origin may run its script,
 * be fetched, show images and frames: the ad it draws in the 'leader-board' slot; without one, nothing more.
 *
 * Frames: every page refuses other sites' frames (`frame-ancestors 'self'`, `X-Frame-Options: SAMEORIGIN`)
 * except the embeddable player's pages (cross-origin-policy.ts, kind `embed`), which any site may frame:
 * `frame-ancestors *` and no X-Frame-Options (which has no "any site" value and would override it in old browsers).
 * And a Permissions-Policy (./permissions-policy.ts): no camera, microphone, location, payment and the
 * like; playing and full screen for ourselves and the YouTube frame.
 */
export function securityHeaders(config: Config): RequestHandler {
  // The origin, not the whole URL: a source with a path (a bucket under /hees-media) would match that path only.
  const media = config.mediaPublicUrl ? [new URL(config.mediaPublicUrl).origin] : [];
  const analytics = config.analyticsUrl ? [new URL(config.analyticsUrl).origin] : [];
  const ads = config.adService ? [config.adService.origin] : [];
  // Backstage shows YouTube's thumbnails of a video before its cover is copied: the client names
  // i.ytimg.com itself; the server's thumbnail address (YOUTUBE_THUMBNAIL_URL) may be another.
  const youtubeThumbnails = [...new Set([YOUTUBE_THUMBNAILS, new URL(config.audio.youtubeThumbnailUrl).origin])];
  const headers = (frameAncestors: string[] | null) => helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        // The two inline scripts, by their hashes: the promo's device mark in every page's <head>
        // (lib/promo-device.ts) and the app's start after the first paint (inertia/app-start-script.ts).
        'script-src': ["'self'", PROMO_DEVICE_SCRIPT_SOURCE, APP_START_SCRIPT_SOURCE, ...ads],
        // Stylesheets and <style> elements: our built CSS only (Inertia's progress bar would add a
        // <style>; app.tsx turns that off and app.css carries its rules). Style attributes stay allowed:
        // React writes style="" for sizes and positions it computes (a progress bar's width, a cover's
        // colour, a popover's place), in the server's markup too, and CSP can allow those only all at
        // once ('unsafe-inline'; hashes of attributes need 'unsafe-hashes' and change with every value).
        // An attribute cannot run script or load anything CSP does not allow elsewhere.
        'style-src': ["'self'"],
        'style-src-elem': ["'self'"],
        'style-src-attr': ["'unsafe-inline'"],
        // Our pictures and the media origin (also for a bucket over plain http in development, MinIO on
        // localhost); data: and blob: for pictures made in the page (an upload's preview, a lyric card);
        // YouTube's thumbnails, Google's avatars, the ad service, IMAGE_ORIGINS: not every https: address.
        'img-src': ["'self'", 'data:', 'blob:', ...media, ...youtubeThumbnails, GOOGLE_AVATARS, ...config.imageOrigins, ...ads],
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
    // helmet's: a year, subdomains included; in production only (a development server is plain http).
    strictTransportSecurity: config.isProduction,
  });
  const framedNowhereElse = headers(null);
  const framedAnywhere = headers(['*']);
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    (routeKindOf(req.path) === 'embed' ? framedAnywhere : framedNowhereElse)(req, res, next);
  };
}
