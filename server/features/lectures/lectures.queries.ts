import type { Knex } from 'knex';
import type { TextBlock } from './text-blocks';

/** Public reads of lectures: never a trashed resource, scholar or topic, and only recordings that are ready. */

export interface Translations {
  arabic: string | null;
  english: string | null;
}

export interface ResourceCardRow {
  id: number;
  title: string;
  title_translation: Translations | null;
  scholar_id: number | null;
  scholar_name: string | null;
  media_count: number | string;
  duration_seconds: number | string | null;
}

export interface ResourceRow extends ResourceCardRow {
  description: string | null;
  source_url: string | null;
  translation: TextBlock[] | null;
  ordering: number;
  scholar_name_arabic: string | null;
  scholar_image: string | null;
  updated_at: Date;
}

export interface LectureMediaRow {
  id: number;
  title: string | null;
  file_path: string;
  media_type: 'audio';
  resource_id: number;
  duration_seconds: number | null;
}

const READY = 'ready';

/** Resources outside the trash, each with its scholar when that scholar is on the site. */
const liveResources = (knex: Knex) =>
  knex('resources')
    .leftJoin('scholars', (join) => join.on('scholars.id', 'resources.scholar_id').andOnNull('scholars.deleted_at'))
    .whereNull('resources.deleted_at');

const cardColumns = (knex: Knex) => [
  'resources.id',
  'resources.title',
  'resources.title_translation',
  'scholars.id as scholar_id',
  'scholars.name as scholar_name',
  knex.raw('(select count(*) from media m where m.resource_id = resources.id and m.status = ?) as media_count', [READY]),
  knex.raw('(select sum(m.duration_seconds) from media m where m.resource_id = resources.id and m.status = ?) as duration_seconds', [READY]),
];

/** Spec §5: resources are listed by their ordering (0 first), then as they were added. */
export const resourceCards = (knex: Knex) =>
  liveResources(knex)
    .select(cardColumns(knex))
    .orderBy([{ column: 'resources.ordering' }, { column: 'resources.id' }]);

export const findResource = (knex: Knex, id: number): Promise<ResourceRow | undefined> =>
  liveResources(knex)
    .where('resources.id', id)
    .first([...cardColumns(knex), 'resources.description', 'resources.source_url', 'resources.translation', 'resources.ordering', 'resources.updated_at', 'scholars.name_arabic as scholar_name_arabic', 'scholars.image as scholar_image']);

export const resourceTopics = (knex: Knex, id: number) =>
  knex('resource_topic')
    .join('topics', 'topics.id', 'resource_topic.topic_id')
    .where('resource_topic.resource_id', id)
    .whereNull('topics.deleted_at')
    .orderBy('topics.name')
    .select<{ id: number; name: string; name_translations: Translations | null; topic_type: string }[]>('topics.id', 'topics.name', 'topics.name_translations', 'topics.topic_type');

/** The recordings listeners get, in the order staff gave them. */
export const readyMedia = (knex: Knex, resourceId: number) =>
  knex('media')
    .where({ resource_id: resourceId, status: READY })
    .orderBy([{ column: 'position' }, { column: 'id' }])
    .select<LectureMediaRow[]>('id', 'title', 'file_path', 'media_type', 'resource_id', 'duration_seconds');
