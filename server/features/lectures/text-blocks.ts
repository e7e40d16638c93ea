import { z } from 'zod';
import { sanitizePlainText } from '../../lib/rich-text';
import { listOf } from '../../backstage/form-fields';
import { BLOCK_LANGUAGES } from '@common/block-language';

/** Spec §3 text block: language (somali, arabic or english), type (always 'text'), content. The list is shared with the editors. */
export const TEXT_BLOCK_LANGUAGES = BLOCK_LANGUAGES;
export const MAX_TEXT_BLOCKS = 50;
const MAX_BLOCK_CHARACTERS = 20_000;

export interface TextBlock {
  language: (typeof TEXT_BLOCK_LANGUAGES)[number];
  type: 'text';
  content: string;
}

const block = z.object(
  {
    language: z.enum(TEXT_BLOCK_LANGUAGES, { error: `Each block's language must be one of ${TEXT_BLOCK_LANGUAGES.join(', ')}.` }),
    type: z.literal('text', { error: "A block's type must be 'text'." }).optional(),
    content: z.string('Each block must have text.').max(MAX_BLOCK_CHARACTERS, `A block may not be longer than ${MAX_BLOCK_CHARACTERS} characters.`),
  },
  { error: 'Each block must have a language and its text.' },
);

/**
 * The blocks of a lecture's translation, in order: a JSON array, or `translation[0][language]=…`
 * from a form. Markup is dropped on write (the pages show the text as typed, Arabic right-to-left
 * per block); a block left empty is dropped rather than refused.
 */
export const textBlocksField = z
  .preprocess(listOf, z.array(block, { error: 'The translation must be a list of text blocks.' }).max(MAX_TEXT_BLOCKS, `At most ${MAX_TEXT_BLOCKS} text blocks.`))
  .transform((blocks) => blocks.map((item): TextBlock => ({ language: item.language, type: 'text', content: sanitizePlainText(item.content) })).filter((item) => item.content !== ''));
