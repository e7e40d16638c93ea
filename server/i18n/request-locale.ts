import type { Request } from 'express';
import { DEFAULT_LOCALE, isLocale, LANG_COOKIE, type Locale } from '@common/i18n/locales';

const LANG_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([^;]*)`);

/** The `lang` cookie's language, when it holds one we speak (the menu's switch wrote it). */
export function cookieLocale(cookieHeader: string | undefined): Locale | undefined {
  const value = LANG_COOKIE_VALUE.exec(cookieHeader ?? '')?.[1]?.trim();
  return isLocale(value) ? value : undefined;
}

/**
 * The language Accept-Language prefers among ours: the one with the highest q ("en-GB" counts as
 * "en"); on a tie, the earlier one. Undefined when it names neither.
 */
export function acceptedLocale(header: string | undefined): Locale | undefined {
  let best: { locale: Locale; q: number } | undefined;
  for (const part of (header ?? '').split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    if (!isLocale(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: primary, q };
  }
  return best?.locale;
}

/**
 * The language a page is answered in: the listener's choice (cookie), else the browser's
 * (Accept-Language, on a first visit), else Somali. The middleware in front of the session reads
 * the raw header: cookie-parser runs later.
 */
export function requestLocale(req: Request): Locale {
  return cookieLocale(req.get('Cookie')) ?? acceptedLocale(req.get('Accept-Language')) ?? DEFAULT_LOCALE;
}
