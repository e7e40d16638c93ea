import type { Request } from 'express';
import { isInertiaRequest } from '../inertia';
import { compiledMessages, translatorFor } from './catalogues';
import { requestLocale } from './request-locale';
import type { Translator } from '@common/i18n/translator';

/**
 * The language props of every page: `locale` always; the compiled messages only with a full page
 * load (the HTML), which is when the browser starts the app. Inertia visits then carry the locale
 * alone: the messages are already in the browser, and the language only changes by a full reload.
 */
export function localeProps(req: Request) {
  const locale = requestLocale(req);
  return isInertiaRequest(req) ? { locale } : { locale, messages: compiledMessages(locale) };
}

/** The translator of this request's language, for texts the server writes into props (titles, descriptions). */
export const translatorOf = (req: Request): Translator => translatorFor(requestLocale(req));
