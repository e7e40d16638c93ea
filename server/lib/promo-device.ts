import { createHash } from 'node:crypto';

export type PromoDevice = 'android' | 'ios';
export const PROMO_DEVICES: readonly PromoDevice[] = ['android', 'ios'];

const ANDROID = /android/i;
const APPLE_MOBILE = /iphone|ipad|ipod/i;

/**
 * The promo audience of a User-Agent (spec §4): Android, or iPhone/iPad/iPod; any other device
 * gets no promo. (iPadOS in desktop mode says "Macintosh" and counts as a desktop.)
 */
export function promoDevice(userAgent: string | undefined): PromoDevice | null {
  if (!userAgent) return null;
  if (ANDROID.test(userAgent)) return 'android';
  if (APPLE_MOBILE.test(userAgent)) return 'ios';
  return null;
}

/**
 * The same choice made in the browser, inline in every page's <head> so it runs before the body is
 * drawn: it marks <html data-promo-device>, and the home page's promos for the other platforms stay
 * hidden by CSS (resources/css/app.css). So the home page is one answer for every device, with no
 * `Vary: User-Agent` to split caches by browser version, and nothing moves when the script runs.
 */
export const PROMO_DEVICE_SCRIPT =
  `(function(){var u=navigator.userAgent,d=${ANDROID}.test(u)?'android':${APPLE_MOBILE}.test(u)?'ios':'';` +
  `if(d)document.documentElement.setAttribute('data-promo-device',d)})()`;

/** The CSP source that allows exactly that script and no other inline one. */
export const PROMO_DEVICE_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(PROMO_DEVICE_SCRIPT).digest('base64')}'`;
