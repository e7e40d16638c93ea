import type { MediaUrl } from '@common/media-url';
import { translations } from '../lectures/lectures.presenter';
import type { TopicCardRow } from './topics.queries';

/**
 * A topic as lists show it. Apart from the topic's own page (topics.presenter.ts), so a scholar's page can
 * list their topics while a topic's page shows its scholar, without the two presenters importing each other.
 */
export const presentTopicCard = (row: TopicCardRow, mediaUrl: MediaUrl) => ({
  id: row.id,
  name: row.name,
  name_translations: translations(row.name_translations),
  topic_type: row.topic_type,
  image: mediaUrl(row.image),
  resources_count: Number(row.resources_count),
});

export type TopicCard = ReturnType<typeof presentTopicCard>;
