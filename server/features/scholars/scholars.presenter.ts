import type { MediaUrl } from '@common/media-url';
import { toIso } from '../../lib/format';
import { sanitizePlainText } from '../../lib/rich-text';
import type { ResourceCard } from '../lectures/lectures.presenter';
import type { TopicCard } from '../topics/topics.presenter';
import type { ScholarRow } from './scholars.queries';
import { presentScholarCard } from './scholar-card.presenter';

/** The card, for the pages' props beside the full scholar. */
export type { ScholarCard } from './scholar-card.presenter';

/** Spec §3 Scholar, with the topics they teach and their lectures in order. */
export const presentScholar = (row: ScholarRow, topics: TopicCard[], resources: ResourceCard[], mediaUrl: MediaUrl) => ({
  ...presentScholarCard(row, mediaUrl),
  bio: row.bio ? sanitizePlainText(row.bio) : null,
  updated_at: toIso(row.updated_at),
  topics,
  resources,
});

export type Scholar = ReturnType<typeof presentScholar>;
