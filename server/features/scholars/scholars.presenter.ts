import type { MediaUrl } from '@common/media-url';
import { toIso } from '../../lib/format';
import { sanitizePlainText } from '../../lib/rich-text';
import type { ResourceCard } from '../lectures/lectures.presenter';
import type { TopicCard } from '../topics/topic-card.presenter';
import type { ScholarCardRow, ScholarRow } from './scholars.queries';

export const presentScholarCard = (row: ScholarCardRow, mediaUrl: MediaUrl) => ({
  id: row.id,
  name: row.name,
  name_arabic: row.name_arabic,
  image: mediaUrl(row.image),
  resources_count: Number(row.resources_count),
});

/** Spec §3 Scholar, with the topics they teach and their lectures in order. */
export const presentScholar = (row: ScholarRow, topics: TopicCard[], resources: ResourceCard[], mediaUrl: MediaUrl) => ({
  ...presentScholarCard(row, mediaUrl),
  bio: row.bio ? sanitizePlainText(row.bio) : null,
  updated_at: toIso(row.updated_at),
  topics,
  resources,
});

export type ScholarCard = ReturnType<typeof presentScholarCard>;
export type Scholar = ReturnType<typeof presentScholar>;
