import type { Request } from 'express';
import { isInertiaRequest } from '../inertia';
import { compiledMessages, translatorFor } from './catalogues';
import { requestLocale } from './request-locale';
import type { Translator } from '@common/i18n/translator';

const inStaffArea = (req: Request) => req.path === '/backstage' || req.path.startsWith('/backstage/');

/**
 * The language props of every page: `locale` always; the compiled messages only with a full page
 * load (the HTML), which is when the browser starts the app. Inertia visits then carry the locale
 * alone: the messages are already in the browser, and the language only changes by a full reload.
 *
 * A public page carries the public site's messages only (24 KB of the 53 KB catalogue in Somali):
 * the staff area's are more than half, and a visitor never sees them. A backstage page loaded in
 * full carries all of them; an Inertia visit to the backstage carries the staff area's, which the
 * backstage layout adds to the visit's translator when it lacks them (the first backstage page of a
 * visit that began on the public site).
 */
export function localeProps(req: Request) {
  const locale = requestLocale(req);
  if (isInertiaRequest(req)) return inStaffArea(req) ? { locale, messages: compiledMessages(locale, 'staff') } : { locale };
  return { locale, messages: compiledMessages(locale, inStaffArea(req) ? 'all' : 'public') };
}

/** The translator of this request's language, for texts the server writes into props (titles, descriptions). */
export const translatorOf = (req: Request): Translator => translatorFor(requestLocale(req));
