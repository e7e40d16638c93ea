import { z } from 'zod';
import { listOf, optionalText, storedPath } from '../../backstage/form-fields';
import { isHttpUrl, optionalHttpUrl } from '../../backstage/http-url-field';
import { sanitizeInlineText } from '../../lib/rich-text';
import { versionField } from '../artists/artists.schema';
import { TEXT_BLOCK_LANGUAGES } from '../lectures/text-blocks';

export const MAX_STORY_BLOCKS = 300;
const MAX_BLOCK_TEXT = 20_000;

const text = z.string('A block needs its text.').max(MAX_BLOCK_TEXT, `A block may not be longer than ${MAX_BLOCK_TEXT} characters.`);
/** A stored picture's key (an upload, an imported image): no white space, and no scheme to run as a URL. */
const isStoredKey = (text: string) => /^[^\s\p{Cc}]+$/u.test(text) && !/^[a-z][a-z0-9+.-]*:/i.test(text);

/** An image block shows a stored picture or, as imported, an http(s) one. */
const imageUrl = z
  .string('An image block needs its picture.')
  .trim()
  .max(1000, 'An image address may not be longer than 1000 characters.')
  .refine((url) => isHttpUrl(url) || isStoredKey(url), 'An image block must show an uploaded picture or an http(s) address.');

/**
 * A text block's language, as a lecture's blocks have it (issue 31 item 2): Arabic is shown right to
 * left in its face; none chosen ('' from the form) leaves the direction to the text (dir="auto").
 */
const language = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.enum(TEXT_BLOCK_LANGUAGES, { error: `A block's language must be one of ${TEXT_BLOCK_LANGUAGES.join(', ')}, or none.` }).optional(),
);

/** Spec §3 Story blocks: paragraph, heading or image, with data.text or data.url; text blocks may name their language. */
const block = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('paragraph'), data: z.object({ text }, { error: 'A paragraph needs its text.' }), language }),
    z.object({ type: z.literal('heading'), data: z.object({ text }, { error: 'A heading needs its text.' }), language }),
    z.object({ type: z.literal('image'), data: z.object({ url: imageUrl }, { error: 'An image block needs its picture.' }) }),
  ],
  { error: 'Each block is a paragraph, a heading or an image.' },
);

export type StoryBlockInput = z.output<typeof block>;

/**
 * The blocks in order. Paragraph and heading text keeps its links and emphasis and nothing else
 * (sanitised on write, as the page shows it); empty blocks are dropped.
 */
const blocksField = z
  .preprocess(listOf, z.array(block, { error: 'The blocks must be a list.' }).max(MAX_STORY_BLOCKS, `At most ${MAX_STORY_BLOCKS} blocks.`))
  .transform((blocks) =>
    blocks
      .map((item): StoryBlockInput =>
        item.type === 'image' ? item : { type: item.type, data: { text: sanitizeInlineText(item.data.text).trim() }, ...(item.language ? { language: item.language } : {}) },
      )
      .filter((item) => (item.type === 'image' ? item.data.url !== '' : item.data.text !== '')),
  );

/** Fields of the story form (spec §3 Story); publishing is its own action (spec §4). */
export const storyInput = z.object({
  title: z.string('The title is required.').trim().min(1, 'The title is required.').max(300, 'The title may not be longer than 300 characters.'),
  image: storedPath('image'),
  source_name: optionalText('source name', 200),
  source_article: optionalHttpUrl('source address', 1000),
  author: optionalText('author', 200),
  source_published_at: z
    .union([z.literal(''), z.null(), z.iso.datetime({ offset: true, error: 'Give the date the source published it, or leave it empty.' })])
    .optional()
    .transform((value) => (value ? new Date(value) : null)),
  blocks: blocksField,
});

export const storyUpdate = storyInput.extend({ version: versionField });
export type StoryInput = z.output<typeof storyInput>;
export type StoryUpdate = z.output<typeof storyUpdate>;
