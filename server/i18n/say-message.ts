import type { Request, RequestHandler, Response } from 'express';
import type { Locale } from '@common/i18n/locales';
import { sayServerMessage } from '@common/i18n/server-message';
import { acceptedLocale, requestLocale } from './request-locale';
import { isInertiaRequest } from '../inertia';

/**
 * The server's own English messages said in the reader's language at the boundary
 * (common/i18n/server-message.ts). Pages read the page's language (the `lang` cookie, then
 * Accept-Language); JSON reads only what the request's Accept-Language names among ours, English
 * otherwise: the apps, scripts and the spec's clients send none and keep the English they always read,
 * while the site's own fetches send the page's language (resources/js/lib/api-headers.ts).
 */

/** The language of a JSON answer's messages. */
export const jsonLocale = (req: Request): Locale => acceptedLocale(req.get('Accept-Language')) ?? 'en';

/** A message for a page (a flash, a field error, the error page's reason), in the page's language. */
export const sayToPage = (req: Request, text: string): string => sayServerMessage(text, requestLocale(req));

/** Every field's messages said in `locale`. */
export function sayFieldErrors<T extends Record<string, string | string[]>>(errors: T, locale: Locale): T {
  return Object.fromEntries(
    Object.entries(errors).map(([field, said]) => [field, Array.isArray(said) ? said.map((text) => sayServerMessage(text, locale)) : sayServerMessage(said, locale)]),
  ) as T;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

const isFieldErrors = (value: unknown): value is Record<string, string | string[]> =>
  isPlainObject(value) && Object.values(value).every((said) => typeof said === 'string' || (Array.isArray(said) && said.every((text) => typeof text === 'string')));

/**
 * The fields that hold a text the server stored for staff (a job's failure, a feed's or a picture's
 * refusal, a recording's processing state): written in English when it happened, said when read.
 */
const STORED_TEXT_KEYS = new Set(['last_error', 'feed_error', 'image_error', 'audio_message', 'stems_error', 'message']);

/**
 * `value` with every stored text (a string under one of STORED_TEXT_KEYS, at any depth) said in
 * `locale`. Plain objects and arrays are copied; anything else (a lazy prop's function, a Date) is kept.
 */
export function sayStoredTexts<T>(value: T, locale: Locale, depth = 0): T {
  if (locale === 'en' || depth > 12) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => sayStoredTexts(item, locale, depth + 1)) as T;
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      typeof item === 'string' ? (STORED_TEXT_KEYS.has(key) ? sayServerMessage(item, locale) : item) : key === 'changes' && isPlainObject(item) ? sayChangedFields(item, locale) : sayStoredTexts(item, locale, depth + 1),
    ]),
  ) as T;
}

/**
 * An activity entry's `changes` ({release_year: [before, after]}): the fields named as the form's words
 * in `locale` ("sanadka la sii daayay"), the values as they were stored. A field the messages do not name
 * stays as stored.
 */
function sayChangedFields(changes: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  return Object.fromEntries(Object.entries(changes).map(([field, change]) => [sayServerMessage(field.replace(/_/g, ' '), locale), change]));
}

/**
 * Backstage pages: the stored texts in a page's props (the jobs screen's failures, a podcast's feed
 * error, a song's or a recording's processing message) in the page's language. One wrapper around
 * render for every screen, rather than the request threaded through each presenter.
 */
export const sayStoredTextsInPages: RequestHandler = (req, res, next) => {
  const inertia = res.inertia;
  if (inertia) {
    const render = inertia.render.bind(inertia);
    inertia.render = (component, props, status) => render(component, props && sayStoredTexts(props, requestLocale(req)), status);
  }
  next();
};

/** Backstage's JSON (its panels' calls): stored texts anywhere in the body are said, not only `message`. */
const BACKSTAGE_PATH = /^\/(api\/)?backstage(\/|$|\?)/i;

/**
 * One place for every JSON answer: a body's `message` (an error's or a success's) and its field
 * `errors` are said in the language the request's Accept-Language asks for; in backstage's answers,
 * every stored text (a song's last processing message in the no-audio panel) too. The answer then says
 * which language it is in (Content-Language) and that it depends on Accept-Language (Vary), so no cache
 * hands the Somali text to an English client. Other bodies without a message are left alone, headers
 * included, and so is an Inertia page's JSON: its props are in the page's language already
 * (sayStoredTextsInPages).
 */
export const sayJsonMessages: RequestHandler = (req, res, next) => {
  const json = res.json.bind(res);
  res.json = (body?: unknown) => {
    if (!isPlainObject(body) || isInertiaRequest(req)) return json(body);
    const backstage = BACKSTAGE_PATH.test(req.originalUrl);
    if (typeof body.message !== 'string' && !backstage) return json(body);
    return json(said(req, res, body, backstage));
  };
  next();
};

function said(req: Request, res: Response, body: Record<string, unknown>, backstage: boolean): Record<string, unknown> {
  const locale = jsonLocale(req);
  res.vary('Accept-Language');
  res.set('Content-Language', locale);
  if (locale === 'en') return body;
  const answer: Record<string, unknown> = backstage ? sayStoredTexts(body, locale) : { ...body, message: sayServerMessage(body.message as string, locale) };
  if (!backstage && 'data' in body) answer.data = sayStoredTexts(body.data, locale);
  if (isFieldErrors(body.errors)) answer.errors = sayFieldErrors(body.errors, locale);
  return answer;
}
