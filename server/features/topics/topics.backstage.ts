import type { Knex } from 'knex';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { NotFound } from '../../http/errors';
import type { MediaUrl } from '@common/media-url';
import { createRecord, updateRecord } from '../../backstage/record-writes';
import { recordScreens, type RecordKind } from '../../backstage/record-screens';
import { mountRecordRoutes, recordFormUploads } from '../../backstage/record-routes';
import { TOPIC_TYPES, topicInput, topicUpdate, type TopicInput, type TopicUpdate } from './topics.schema';
import { setTopicTrashed, TOPIC_ENTITY, TOPIC_NOT_FOUND, topicWrites } from './topics.writes';

export const TOPICS_LIST = '/backstage/topics';

interface TopicRow {
  id: number;
  name: string;
  name_translations: { arabic: string | null; english: string | null } | null;
  topic_type: (typeof TOPIC_TYPES)[number];
  scholar_id: number | null;
  scholar_name: string | null;
  image: string | null;
  description: string | null;
  resources_count: number | string;
  version: number;
  updated_at: Date;
  deleted_at: Date | null;
}

const presentTopic = (row: TopicRow, mediaUrl: MediaUrl) => ({
  id: row.id,
  name: row.name,
  name_translations: { arabic: row.name_translations?.arabic ?? null, english: row.name_translations?.english ?? null },
  topic_type: row.topic_type,
  scholar: row.scholar_id && row.scholar_name ? { id: row.scholar_id, name: row.scholar_name } : null,
  image: row.image,
  image_url: mediaUrl(row.image),
  description: row.description,
  resources_count: Number(row.resources_count),
  version: row.version,
  updated_at: row.updated_at.toISOString(),
  deleted_at: row.deleted_at?.toISOString() ?? null,
});
export type BackstageTopic = ReturnType<typeof presentTopic>;

const topicsQuery = (knex: Knex) =>
  knex('topics')
    .leftJoin('scholars', 'scholars.id', 'topics.scholar_id')
    .select(
      'topics.*',
      'scholars.name as scholar_name',
      knex.raw('(select count(*) from resource_topic rt join resources r on r.id = rt.resource_id where rt.topic_id = topics.id and r.deleted_at is null) as resources_count'),
    );

async function loadTopic(knex: Knex, id: number, mediaUrl: MediaUrl) {
  const row = await topicsQuery(knex).where('topics.id', id).first<TopicRow | undefined>();
  if (!row) throw new NotFound(TOPIC_NOT_FOUND);
  return presentTopic(row, mediaUrl);
}

const TOPICS: RecordKind<TopicRow, BackstageTopic, BackstageTopic, TopicInput, TopicUpdate> = {
  path: TOPICS_LIST,
  page: 'backstage/topics',
  prop: 'topic',
  listProp: 'topics',
  titles: { list: 'backstage.section.topics', create: 'backstage.new.topic' },
  entity: TOPIC_ENTITY,
  notFound: TOPIC_NOT_FOUND,
  list: {
    spec: { sorts: { name: 'topics.name', topic_type: 'topics.topic_type', resources_count: 'resources_count', updated_at: 'topics.updated_at' }, defaultSort: 'name', idColumn: 'topics.id', searchVector: 'topics.search_vector', deletedAt: 'topics.deleted_at' },
    query: topicsQuery,
    present: presentTopic,
    perPage: 50,
  },
  load: loadTopic,
  label: (topic) => topic.name,
  formProps: () => ({ topicTypes: TOPIC_TYPES }),
  input: topicInput,
  update: topicUpdate,
  create: (knex, userId, input) => createRecord(knex, topicWrites, userId, input),
  save: (knex, userId, id, { version, ...input }) => updateRecord(knex, topicWrites, userId, id, version, input),
  setTrashed: setTopicTrashed,
};

/** Spec §2 /backstage/topics, /create, /{id}/edit and their writes. */
export function topicBackstageRoutes(context: AppContext): Router {
  const router = Router();
  mountRecordRoutes(router, TOPICS_LIST, recordScreens(context, TOPICS));
  return router;
}

export const topicUploadRoutes = recordFormUploads(TOPICS_LIST);
