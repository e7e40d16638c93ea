import type { MediaUrl } from '@common/media-url';
import { toIso } from '../../lib/format';
import { excerpt, plainText, sanitizeInlineText } from '../../lib/rich-text';
import { httpUrl } from '../../lib/safe-values';
import { TEXT_BLOCK_LANGUAGES, type TextBlock } from '../lectures/text-blocks';
import type { StoryBlockRow, StoryCardRow, StoryRow } from './stories.queries';

/** A text block's language when it has one (the page sets its direction and face by it; none is dir="auto"). */
export type StoryBlock =
  | { type: 'paragraph' | 'heading'; data: { text: string }; language?: TextBlock['language'] }
  | { type: 'image'; data: { url: string } };

const isLanguage = (value: unknown): value is TextBlock['language'] => (TEXT_BLOCK_LANGUAGES as readonly unknown[]).includes(value);

/** Blocks as the story page draws them; a block of an unknown type or without content is left out. */
function presentBlocks(blocks: StoryBlockRow[] | null, mediaUrl: MediaUrl): StoryBlock[] {
  const out: StoryBlock[] = [];
  for (const block of Array.isArray(blocks) ? blocks : []) {
    const { text, url } = block.data ?? {};
    if ((block.type === 'paragraph' || block.type === 'heading') && typeof text === 'string' && text.trim()) {
      out.push({ type: block.type, data: { text: sanitizeInlineText(text) }, ...(isLanguage(block.language) ? { language: block.language } : {}) });
    } else if (block.type === 'image' && typeof url === 'string') {
      const src = mediaUrl(url);
      if (src) out.push({ type: 'image', data: { url: src } });
    }
  }
  return out;
}

/** The first paragraph as plain text: the teaser of the list and the meta description. */
function leadText(blocks: StoryBlockRow[] | null): string {
  const lead = (Array.isArray(blocks) ? blocks : []).find((b) => b.type === 'paragraph' && typeof b.data?.text === 'string');
  return excerpt(plainText(lead?.data?.text as string | undefined), 200);
}

export const presentStoryCard = (row: StoryCardRow, mediaUrl: MediaUrl) => ({
  id: row.id,
  title: row.title,
  image: mediaUrl(row.image),
  source: { name: row.source_name },
  author: row.author,
  published_at: toIso(row.published_at),
  excerpt: leadText(row.blocks),
});

export const presentStory = (row: StoryRow, mediaUrl: MediaUrl) => ({
  ...presentStoryCard(row, mediaUrl),
  source_article: httpUrl(row.source_article),
  /** When it last changed: the article's dateModified for search engines. */
  updated_at: toIso(row.updated_at),
  blocks: presentBlocks(row.blocks, mediaUrl),
});

export type StoryCard = ReturnType<typeof presentStoryCard>;
export type Story = ReturnType<typeof presentStory>;
