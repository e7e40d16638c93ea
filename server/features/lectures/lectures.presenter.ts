import type { MediaUrl } from '@common/media-url';
import { formatDuration, toIso } from '../../lib/format';
import { sanitizePlainText } from '../../lib/rich-text';
import { httpUrl } from '../../lib/safe-values';
import type { LectureMediaRow, ResourceCardRow, ResourceRow, Translations } from './lectures.queries';
import { TEXT_BLOCK_LANGUAGES, type TextBlock } from './text-blocks';

export const translations = (value: Translations | null | undefined): Translations => ({ arabic: value?.arabic || null, english: value?.english || null });

/** A lecture in a list: its titles, its scholar, how many recordings and how long in all. */
export const presentResourceCard = (row: ResourceCardRow) => ({
  id: row.id,
  title: row.title,
  title_translation: translations(row.title_translation),
  scholar: row.scholar_id && row.scholar_name ? { id: row.scholar_id, name: row.scholar_name } : null,
  media_count: Number(row.media_count),
  formatted_duration: formatDuration(row.duration_seconds === null ? null : Number(row.duration_seconds)),
});

/** Spec §3 Media, with its length; `file_path` is the URL to play it from. */
export const presentMedia = (row: LectureMediaRow, mediaUrl: MediaUrl) => ({
  id: row.id,
  title: row.title,
  file_path: mediaUrl(row.file_path),
  media_type: row.media_type,
  resource_id: row.resource_id,
  duration_seconds: row.duration_seconds,
  formatted_duration: formatDuration(row.duration_seconds),
});

/** Blocks as pages draw them: a known language, plain text (whatever was stored), nothing empty. */
const presentBlocks = (blocks: TextBlock[] | null): TextBlock[] =>
  (Array.isArray(blocks) ? blocks : [])
    .filter((block) => TEXT_BLOCK_LANGUAGES.includes(block?.language) && typeof block.content === 'string')
    .map((block) => ({ language: block.language, type: 'text' as const, content: sanitizePlainText(block.content) }))
    .filter((block) => block.content !== '');

interface TopicChipRow {
  id: number;
  name: string;
  name_translations: Translations | null;
  topic_type: string;
}

/** Spec §3 Resource. */
export const presentResource = (row: ResourceRow, topics: TopicChipRow[], media: LectureMediaRow[], mediaUrl: MediaUrl) => ({
  ...presentResourceCard(row),
  scholar: row.scholar_id && row.scholar_name ? { id: row.scholar_id, name: row.scholar_name, name_arabic: row.scholar_name_arabic, image: mediaUrl(row.scholar_image) } : null,
  topics: topics.map((topic) => ({ id: topic.id, name: topic.name, name_translations: translations(topic.name_translations), topic_type: topic.topic_type })),
  description: row.description,
  source_url: httpUrl(row.source_url),
  translation: presentBlocks(row.translation),
  ordering: row.ordering,
  media: media.map((item) => presentMedia(item, mediaUrl)),
  updated_at: toIso(row.updated_at),
});

export type ResourceCard = ReturnType<typeof presentResourceCard>;
export type Resource = ReturnType<typeof presentResource>;
export type LectureMedia = ReturnType<typeof presentMedia>;
