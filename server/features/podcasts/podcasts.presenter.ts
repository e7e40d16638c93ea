import type { MediaUrl } from '@common/media-url';
import { presentEpisodeCard } from './episodes.presenter';
import type { EpisodeCardRow } from './episodes.queries';
import type { PodcastRow } from './podcasts.queries';

export const presentPodcastCard = (row: PodcastRow, mediaUrl: MediaUrl) => ({
  id: row.id,
  title: row.title,
  host: row.host,
  image: mediaUrl(row.image),
  description: row.description,
  episodes_count: Number(row.episodes_count),
});

export const presentPodcast = (row: PodcastRow, episodes: EpisodeCardRow[], mediaUrl: MediaUrl) => ({
  ...presentPodcastCard(row, mediaUrl),
  episodes: episodes.map((episode) => presentEpisodeCard(episode, mediaUrl)),
});

export type PodcastCard = ReturnType<typeof presentPodcastCard>;
export type Podcast = ReturnType<typeof presentPodcast>;
