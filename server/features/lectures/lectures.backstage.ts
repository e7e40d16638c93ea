import type { Knex } from 'knex';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { NotFound } from '../../http/errors';
import type { MediaUrl } from '@common/media-url';
import { createRecord, updateRecord } from '../../backstage/record-writes';
import { recordScreens, type RecordKind } from '../../backstage/record-screens';
import { mountRecordRoutes, recordFormUploads } from '../../backstage/record-routes';
import { MAX_RESOURCE_TOPICS, resourceInput, resourceUpdate, type ResourceInput, type ResourceUpdate } from './lectures.schema';
import { RESOURCE_ENTITY, RESOURCE_NOT_FOUND, resourceWrites, setResourceTrashed } from './lectures.writes';
import { MAX_TEXT_BLOCKS, TEXT_BLOCK_LANGUAGES, type TextBlock } from './text-blocks';
import { mediaOfResource } from './media.backstage';

export const RESOURCES_LIST = '/backstage/resources';

interface ResourceRow {
  id: number;
  title: string;
  title_translation: { arabic: string | null; english: string | null } | null;
  scholar_id: number | null;
  scholar_name: string | null;
  description: string | null;
  source_url: string | null;
  translation: TextBlock[] | null;
  ordering: number;
  media_count: number | string;
  version: number;
  updated_at: Date;
  deleted_at: Date | null;
}

const presentListItem = (row: ResourceRow) => ({
  id: row.id,
  title: row.title,
  title_arabic: row.title_translation?.arabic ?? null,
  scholar: row.scholar_id && row.scholar_name ? { id: row.scholar_id, name: row.scholar_name } : null,
  ordering: row.ordering,
  media_count: Number(row.media_count),
  updated_at: row.updated_at.toISOString(),
  deleted_at: row.deleted_at?.toISOString() ?? null,
});
export type BackstageResourceListItem = ReturnType<typeof presentListItem>;

const resourcesQuery = (knex: Knex) =>
  knex('resources')
    .leftJoin('scholars', 'scholars.id', 'resources.scholar_id')
    .select('resources.*', 'scholars.name as scholar_name', knex.raw('(select count(*) from media m where m.resource_id = resources.id) as media_count'));

async function loadResource(knex: Knex, id: number, mediaUrl: MediaUrl) {
  const row = await resourcesQuery(knex).where('resources.id', id).first<ResourceRow | undefined>();
  if (!row) throw new NotFound(RESOURCE_NOT_FOUND);
  const [topics, media] = await Promise.all([
    knex('resource_topic').join('topics', 'topics.id', 'resource_topic.topic_id').where('resource_id', id).orderBy('topics.name').select<{ id: number; name: string }[]>('topics.id', 'topics.name'),
    mediaOfResource(knex, id, mediaUrl),
  ]);
  return {
    ...presentListItem(row),
    title_translation: { arabic: row.title_translation?.arabic ?? null, english: row.title_translation?.english ?? null },
    topics,
    description: row.description,
    source_url: row.source_url,
    translation: row.translation ?? [],
    media,
    version: row.version,
  };
}
export type BackstageResource = Awaited<ReturnType<typeof loadResource>>;

const RESOURCES: RecordKind<ResourceRow, BackstageResourceListItem, BackstageResource, ResourceInput, ResourceUpdate> = {
  path: RESOURCES_LIST,
  page: 'backstage/resources',
  prop: 'resource',
  listProp: 'resources',
  titles: { list: 'backstage.section.resources', create: 'backstage.new.resource' },
  entity: RESOURCE_ENTITY,
  notFound: RESOURCE_NOT_FOUND,
  list: {
    spec: {
      sorts: { title: 'resources.title', ordering: 'resources.ordering', scholar: 'scholar_name', updated_at: 'resources.updated_at' },
      defaultSort: 'ordering',
      idColumn: 'resources.id',
      // The public search's folded words: the title in its three languages and the scholar's names.
      searchVector: 'resources.search_vector',
      deletedAt: 'resources.deleted_at',
    },
    query: resourcesQuery,
    present: presentListItem,
    perPage: 50,
  },
  load: loadResource,
  label: (resource) => resource.title,
  formProps: () => ({ languages: TEXT_BLOCK_LANGUAGES, maxTopics: MAX_RESOURCE_TOPICS, maxBlocks: MAX_TEXT_BLOCKS }),
  input: resourceInput,
  update: resourceUpdate,
  create: (knex, userId, input) => createRecord(knex, resourceWrites, userId, input),
  save: (knex, userId, id, { version, ...input }) => updateRecord(knex, resourceWrites, userId, id, version, input),
  setTrashed: setResourceTrashed,
};

/** Spec §2 /backstage/resources, /create, /{id}/edit, their writes, and DELETE (to the trash, from the list's delete button). */
export function resourceBackstageRoutes(context: AppContext): Router {
  const router = Router();
  mountRecordRoutes(router, RESOURCES_LIST, recordScreens(context, RESOURCES));
  return router;
}

export const resourceUploadRoutes = recordFormUploads(RESOURCES_LIST);
