import { z } from 'zod';
import { sanitizePlainText } from '../lib/rich-text';

/** An optional plain-text field ('' is null), markup dropped on write (sanitizePlainText). */
export const plainTextField = (label: string, max: number) =>
  z
    .string(`The ${label} must be text.`)
    .max(max, `The ${label} may not be longer than ${max} characters.`)
    .nullish()
    .transform((text) => (text ? sanitizePlainText(text) : '') || null);

/** Arabic and English renderings of a name or title (spec §3 name_translations, title_translation). */
export const translationsField = (label: string, max: number) =>
  z
    .object(
      {
        arabic: z.string(`The Arabic ${label} must be text.`).trim().max(max, `The Arabic ${label} may not be longer than ${max} characters.`).nullish(),
        english: z.string(`The English ${label} must be text.`).trim().max(max, `The English ${label} may not be longer than ${max} characters.`).nullish(),
      },
      { error: `The ${label} translations must be given as arabic and english.` },
    )
    .nullish()
    .transform((value) => ({ arabic: value?.arabic || null, english: value?.english || null }));
