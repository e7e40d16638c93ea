import type { Translate } from '@common/i18n/translator';
import type { MessageId } from '@common/i18n/catalogue/en';
import { usePage } from '@inertiajs/react';
import type { StripSection } from '../../../../server/backstage/backstage-sections';

/** The kinds of record backstage lists and edits: every kind with its words in the catalogue (`backstage.noun.<kind>`, backstage.en.ts). */
export type BackstageNoun = MessageId extends infer Id ? (Id extends `backstage.noun.${infer Noun}` ? Noun : never) : never;

/**
 * A kind's list (the server's record routes: its create, edit, trash and restore paths hang from it),
 * as its feature declares its section (server/features/<name>/index.ts): every backstage page carries
 * the strip, so the client keeps no list of its own.
 */
export function useListPath(noun: BackstageNoun): string {
  const { backstage_sections: sections = [] } = usePage<{ backstage_sections?: StripSection[] }>().props;
  const section = sections.find((entry) => entry.noun === noun);
  if (!section) throw new Error(`No backstage section lists the ${noun} kind: declare it in its feature's index.ts`);
  return section.href;
}

/** A record's words in the page's language: in a sentence, the list's plural, and a count. */
export const nounWords = (t: Translate, noun: BackstageNoun) => ({
  one: t(`backstage.noun.${noun}` as MessageId),
  many: t(`backstage.many.${noun}` as MessageId),
  count: (count: number) => t(`backstage.count.${noun}` as MessageId, { count }),
});

/** "fanaaniinta qashinka ku jira" as a heading: its first letter a capital. */
export const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
