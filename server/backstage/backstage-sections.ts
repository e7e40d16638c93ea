import type { MessageId } from '@common/i18n/catalogue/en';

/**
 * One section of backstage's navigation strip (spec §2), as a feature declares it in its index.ts:
 * the strip shows its label and links to `href`; the dashboard counts `table`'s rows (only those not
 * in the trash when `trashable`). `place` is its position in the spec's strip (artists 1, songs 2 …),
 * so the strip keeps the spec's order whatever the order of the feature list.
 */
export interface BackstageSectionEntry {
  key: string;
  /** The kind of record the section lists (`backstage.noun.<noun>` in the catalogue): the client's record screens find their list by it. */
  noun: string;
  label: MessageId;
  table: string;
  href: string;
  trashable?: boolean;
  place: number;
}

/** What every backstage page's layout reads to draw the strip. */
export interface StripSection {
  key: string;
  noun: string;
  label: MessageId;
  href: string;
}

export const inStripOrder = (entries: readonly BackstageSectionEntry[]): BackstageSectionEntry[] => [...entries].sort((a, b) => a.place - b.place);

export const stripOf = (entries: readonly BackstageSectionEntry[]): StripSection[] => entries.map(({ key, noun, label, href }) => ({ key, noun, label, href }));
