import type { Translate } from '@common/i18n/translator';
import type { MessageId } from '@common/i18n/catalogue/en';

/** The kinds of record backstage lists and edits; each has its words in the catalogue (backstage.en.ts). */
export type BackstageNoun = 'artist' | 'song' | 'album' | 'event' | 'page' | 'playlist' | 'story' | 'scholar' | 'topic' | 'resource' | 'podcast';

/** A record's words in the page's language: in a sentence, the list's plural, and a count. */
export const nounWords = (t: Translate, noun: BackstageNoun) => ({
  one: t(`backstage.noun.${noun}` as MessageId),
  many: t(`backstage.many.${noun}` as MessageId),
  count: (count: number) => t(`backstage.count.${noun}` as MessageId, { count }),
});

/** "fanaaniinta qashinka ku jira" as a heading: its first letter a capital. */
export const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
