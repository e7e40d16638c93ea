import type { Knex } from 'knex';
import type { Translations } from '../lectures/lectures.queries';

export interface TopicCardRow {
  id: number;
  name: string;
  name_translations: Translations | null;
  topic_type: string;
  image: string | null;
  resources_count: number | string;
}

export interface TopicRow extends TopicCardRow {
  description: string | null;
  scholar_id: number | null;
  updated_at: Date;
}

/** Topics on the site, with how many lectures (on the site) each has. */
const liveTopics = (knex: Knex) =>
  knex('topics')
    .whereNull('topics.deleted_at')
    .select(
      'topics.id',
      'topics.name',
      'topics.name_translations',
      'topics.topic_type',
      'topics.image',
      knex.raw('(select count(*) from resource_topic rt join resources r on r.id = rt.resource_id where rt.topic_id = topics.id and r.deleted_at is null) as resources_count'),
    );

export const topicCards = (knex: Knex) => liveTopics(knex).orderBy([{ column: 'topics.name' }, { column: 'topics.id' }]);

export const findTopic = (knex: Knex, id: number): Promise<TopicRow | undefined> => liveTopics(knex).select('topics.description', 'topics.scholar_id', 'topics.updated_at').where('topics.id', id).first();
