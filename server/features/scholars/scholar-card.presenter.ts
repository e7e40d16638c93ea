import type { MediaUrl } from '@common/media-url';
import type { ScholarCardRow } from './scholars.queries';

/** A scholar in lists and on a topic: apart from the full scholar, which shows their topics, so a topic can show its scholar without a circle. */
export const presentScholarCard = (row: ScholarCardRow, mediaUrl: MediaUrl) => ({
  id: row.id,
  name: row.name,
  name_arabic: row.name_arabic,
  image: mediaUrl(row.image),
  resources_count: Number(row.resources_count),
});

export type ScholarCard = ReturnType<typeof presentScholarCard>;
