export type PromoDevice = 'android' | 'ios';

/**
 * The promo audience of a User-Agent (spec §4): Android, or iPhone/iPad/iPod; any other device
 * gets no promo. (iPadOS in desktop mode says "Macintosh" and counts as a desktop.)
 */
export function promoDevice(userAgent: string | undefined): PromoDevice | null {
  if (!userAgent) return null;
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  return null;
}
