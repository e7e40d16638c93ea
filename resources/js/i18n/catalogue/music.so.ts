import type { musicEn } from './music.en';

/** Somali messages of the song page (lyrics, credits, reports, lyric cards), artist pages and album page: typed by music.en.ts, so a missing one fails the type check. */
export const musicSo: Record<keyof typeof musicEn, string> = {
};
