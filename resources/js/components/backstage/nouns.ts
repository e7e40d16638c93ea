import type { Translate } from '@common/i18n/translator';
import type { MessageId } from '@common/i18n/catalogue/en';

/** The kinds of record backstage lists and edits; each has its words in the catalogue (backstage.en.ts). */
export type BackstageNoun = 'artist' | 'song' | 'album' | 'event' | 'page' | 'playlist' | 'story' | 'scholar' | 'topic' | 'resource' | 'podcast';

/** Each kind's list (the server's record routes): its create, edit, trash and restore paths hang from it. */
export const listPaths: Record<BackstageNoun, string> = {
  artist: '/backstage/artists',
  song: '/backstage/songs',
  album: '/backstage/albums',
  event: '/backstage/events',
  page: '/backstage/pages',
  playlist: '/backstage/playlist',
  story: '/backstage/story',
  scholar: '/backstage/scholars',
  topic: '/backstage/topics',
  resource: '/backstage/resources',
  podcast: '/backstage/podcasts',
};

/** A record's words in the page's language: in a sentence, the list's plural, and a count. */
export const nounWords = (t: Translate, noun: BackstageNoun) => ({
  one: t(`backstage.noun.${noun}` as MessageId),
  many: t(`backstage.many.${noun}` as MessageId),
  count: (count: number) => t(`backstage.count.${noun}` as MessageId, { count }),
});

/** "fanaaniinta qashinka ku jira" as a heading: its first letter a capital. */
export const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
