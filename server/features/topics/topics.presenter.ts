import type { MediaUrl } from '@common/media-url';
import { toIso } from '../../lib/format';
import { sanitizePlainText } from '../../lib/rich-text';
import type { ResourceCard } from '../lectures/lectures.presenter';
import type { ScholarCard } from '../scholars/scholars.presenter';
import { presentTopicCard } from './topic-card.presenter';
import type { TopicRow } from './topics.queries';

/** Spec §3 Topic, with its scholar and its lectures in order. */
export const presentTopic = (row: TopicRow, scholar: ScholarCard | null, resources: ResourceCard[], mediaUrl: MediaUrl) => ({
  ...presentTopicCard(row, mediaUrl),
  description: row.description ? sanitizePlainText(row.description) : null,
  updated_at: toIso(row.updated_at),
  scholar,
  resources,
});

export type Topic = ReturnType<typeof presentTopic>;
