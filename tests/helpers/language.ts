import { expect } from 'vitest';
import request from 'supertest';
import type { App } from '../../server/app';
import { pageObjectIn } from './http';
import { CATALOGUES } from '@common/i18n/catalogue';

// What a reader of a server-rendered page sees, and the check that it is all in one language.

export type Locale = 'so' | 'en';

/** The site's two languages, each with the request headers that ask for it (none: Somali, the default). */
export const LANGUAGES: [Locale, Record<string, string>][] = [
  ['so', {}],
  ['en', { 'Accept-Language': 'en' }],
];

export const htmlLang = (html: string) => /<html lang="([^"]*)">/.exec(html)?.[1];

/** The document's text as a reader sees it: no page JSON, no tags, entities decoded. */
export function visibleText(html: string): string {
  return html
    .slice(html.indexOf('<body>'))
    .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
    // The home page's promos are staff-written content in whatever language they were written in, not the interface.
    .replace(/<div data-promo-for="[a-z]+">[\s\S]*?<\/aside><\/div>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/**
 * Which screens a check is about: the public site's pages are checked against the site's messages
 * only, since backstage's (`backstage.*`) never show there and some are everyday phrases a song or
 * story title may hold ("Hees cusub", New song, in a story headline); backstage screens against all.
 */
export type ScreenArea = 'site' | 'backstage';

/** The other language's phrases (those this one does not have too, cut at a placeholder) a page must not show. */
export function otherLanguageTexts(locale: 'so' | 'en', area: ScreenArea = 'site'): string[] {
  const other = locale === 'so' ? CATALOGUES.en : CATALOGUES.so;
  const own = new Set(Object.values(CATALOGUES[locale]));
  return Object.entries(other)
    .filter(([id]) => area === 'backstage' || !id.startsWith('backstage.'))
    .map(([, text]) => text)
    .filter((text) => !own.has(text))
    .map((text) => text.split('{')[0]!.trim())
    // Phrases only: single words also turn up in songs' and artists' names ("Ubax Aan Dhammaan").
    .filter((text) => text.length >= 8 && text.includes(' '));
}

/** Attribute values a screen reader reads out (aria-label, title, placeholder). */
export const spokenAttributes = (html: string) => [...html.matchAll(/(?:aria-label|title|placeholder)="([^"]*)"/g)].map((match) => match[1]!.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&'));

/**
 * The page is in `locale` (`<html lang>`) and shows none of the other language's phrases, in its text or
 * in what a screen reader reads out.
 */
export function expectNoOtherLanguage(html: string, locale: 'so' | 'en', area: ScreenArea = 'site') {
  expect(htmlLang(html)).toBe(locale);
  const shown = [visibleText(html), ...spokenAttributes(html)].join('\n');
  for (const text of otherLanguageTexts(locale, area)) {
    const at = shown.indexOf(text);
    expect(at, `"${text}" in …${shown.slice(Math.max(0, at - 60), at + 60)}…`).toBe(-1);
  }
}

/** Every page of `urls` answers 200 in `locale` (asked for with `headers`) and shows nothing of the other language. */
export async function expectPagesInOneLanguage(app: App, urls: string[], locale: Locale, headers: Record<string, string>) {
  for (const url of urls) {
    const res = await request(app).get(url).set(headers);
    expect(res.status, url).toBe(200);
    expectNoOtherLanguage(res.text, locale);
  }
}

/** A page as a reader and a screen reader meet it: its visible text, its spoken labels, and its props. */
export async function readPage(app: App, url: string, headers: Record<string, string>) {
  const res = await request(app).get(url).set(headers).expect(200);
  return { text: visibleText(res.text), spoken: spokenAttributes(res.text), props: pageObjectIn(res.text).props };
}
