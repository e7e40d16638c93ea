import type { listeningEn } from './listening.en';

/** Somali messages of podcasts, episodes, events, local news (stories) and lectures (scholars, topics, resources): typed by listening.en.ts, so a missing one fails the type check. */
export const listeningSo: Record<keyof typeof listeningEn, string> = {
};
