import type { MediaUrl } from '@common/media-url';
import { toIso } from '../../lib/format';
import { sanitizePlainText } from '../../lib/rich-text';
import { translations, type ResourceCard } from '../lectures/lectures.presenter';
import type { ScholarCard } from '../scholars/scholar-card.presenter';
import type { TopicCardRow, TopicRow } from './topics.queries';

export const presentTopicCard = (row: TopicCardRow, mediaUrl: MediaUrl) => ({
  id: row.id,
  name: row.name,
  name_translations: translations(row.name_translations),
  topic_type: row.topic_type,
  image: mediaUrl(row.image),
  resources_count: Number(row.resources_count),
});

/** Spec §3 Topic, with its scholar and its lectures in order. */
export const presentTopic = (row: TopicRow, scholar: ScholarCard | null, resources: ResourceCard[], mediaUrl: MediaUrl) => ({
  ...presentTopicCard(row, mediaUrl),
  description: row.description ? sanitizePlainText(row.description) : null,
  updated_at: toIso(row.updated_at),
  scholar,
  resources,
});

export type TopicCard = ReturnType<typeof presentTopicCard>;
export type Topic = ReturnType<typeof presentTopic>;
