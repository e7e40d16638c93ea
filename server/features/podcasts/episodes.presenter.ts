import type { MediaUrl } from '@common/media-url';
import { formatDuration, toIso } from '../../lib/format';
import type { EpisodeCardRow, EpisodeRow } from './episodes.queries';

export function presentEpisodeCard(row: EpisodeCardRow, mediaUrl: MediaUrl) {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    image: mediaUrl(row.image ?? row.podcast_image),
    pubDate: toIso(row.pub_date),
    formatted_duration: formatDuration(row.duration_seconds),
    podcast_id: row.podcast_id,
    podcast: { id: row.podcast_id, title: row.podcast_title },
  };
}

/**
 * The whole episode (spec §3). `source` is the playable file; the spec's readers show
 * `source[0].length` as the duration, so it carries the formatted length, like formatted_duration.
 */
export function presentEpisode(row: EpisodeRow, mediaUrl: MediaUrl) {
  const card = presentEpisodeCard(row, mediaUrl);
  const src = mediaUrl(row.audio);
  return {
    ...card,
    description: row.description,
    ordering: row.ordering,
    source: src ? [{ src, type: 'audio/mpeg', length: card.formatted_duration }] : [],
    podcast: { ...card.podcast, host: row.podcast_host, image: mediaUrl(row.podcast_image) },
  };
}

export type EpisodeCard = ReturnType<typeof presentEpisodeCard>;
export type Episode = ReturnType<typeof presentEpisode>;
