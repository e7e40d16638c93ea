import type { siteEn } from './site.en';

/** Somali messages of search, favourites, static pages and the apps page, sign-in pages, and texts the server writes (lyrics thanks, sign-in errors): typed by site.en.ts, so a missing one fails the type check. */
export const siteSo: Record<keyof typeof siteEn, string> = {
};
