import type { AppContext } from '../../app-context';
import { NotFound } from '../../http/errors';
import { presentResource, presentResourceCard } from './lectures.presenter';
import { findResource, readyMedia, resourceCards, resourceTopics, type ResourceCardRow } from './lectures.queries';
import { presentScholar } from '../scholars/scholars.presenter';
import { presentScholarCard } from '../scholars/scholar-card.presenter';
import { findScholar, scholarCards, type ScholarCardRow } from '../scholars/scholars.queries';
import { presentTopic, presentTopicCard } from '../topics/topics.presenter';
import { findTopic, topicCards, type TopicCardRow } from '../topics/topics.queries';

/** One loader per public lecture page; the page and its /api twin answer the same shape. */

/** A scholar teaches a handful of topics and, at most, a few hundred lectures: listed whole. */
const MAX_LISTED = 500;

export async function loadScholars({ db: { knex }, mediaUrl }: AppContext) {
  const [scholars, topics] = await Promise.all([scholarCards(knex).limit(MAX_LISTED), topicCards(knex).limit(MAX_LISTED)]);
  return { scholars: scholars.map((row: ScholarCardRow) => presentScholarCard(row, mediaUrl)), topics: topics.map((row: TopicCardRow) => presentTopicCard(row, mediaUrl)) };
}

export async function loadScholar({ db: { knex }, mediaUrl }: AppContext, id: number) {
  const [row, topics, resources] = await Promise.all([
    findScholar(knex, id),
    topicCards(knex).where('topics.scholar_id', id).limit(MAX_LISTED),
    resourceCards(knex).where('resources.scholar_id', id).limit(MAX_LISTED),
  ]);
  if (!row) throw new NotFound('Scholar not found.');
  return presentScholar(row, topics.map((topic: TopicCardRow) => presentTopicCard(topic, mediaUrl)), resources.map((resource: ResourceCardRow) => presentResourceCard(resource)), mediaUrl);
}

export async function loadTopic({ db: { knex }, mediaUrl }: AppContext, id: number) {
  const [row, resources] = await Promise.all([
    findTopic(knex, id),
    resourceCards(knex).join('resource_topic', 'resource_topic.resource_id', 'resources.id').where('resource_topic.topic_id', id).limit(MAX_LISTED),
  ]);
  if (!row) throw new NotFound('Topic not found.');
  const scholar = row.scholar_id ? await scholarCards(knex).where('scholars.id', row.scholar_id).first() : undefined;
  return presentTopic(row, scholar ? presentScholarCard(scholar, mediaUrl) : null, resources.map((resource: ResourceCardRow) => presentResourceCard(resource)), mediaUrl);
}

export async function loadResource({ db: { knex }, mediaUrl }: AppContext, id: number) {
  const [row, topics, media] = await Promise.all([findResource(knex, id), resourceTopics(knex, id), readyMedia(knex, id)]);
  if (!row) throw new NotFound('Resource not found.');
  return presentResource(row, topics, media, mediaUrl);
}
