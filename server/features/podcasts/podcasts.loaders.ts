import type { AppContext } from '../../app-context';
import { NotFound } from '../../http/errors';
import { paginate, type PageRequest } from '../../db/paginate';
import { presentEpisode } from './episodes.presenter';
import { findEpisode, podcastEpisodes } from './episodes.queries';
import { presentPodcast, presentPodcastCard } from './podcasts.presenter';
import { allPodcasts, findPodcast, type PodcastRow } from './podcasts.queries';

export const PODCASTS_PER_PAGE = 24;
/** Ten years of a weekly show. */
const PODCAST_EPISODES = 520;

export async function loadPodcast({ db: { knex }, mediaUrl }: AppContext, id: number) {
  const [row, episodes] = await Promise.all([findPodcast(knex, id), podcastEpisodes(knex, id, PODCAST_EPISODES)]);
  if (!row) throw new NotFound('Podcast not found.');
  return presentPodcast(row, episodes, mediaUrl);
}

export function loadPodcasts({ db: { knex }, mediaUrl }: AppContext, request: PageRequest) {
  return paginate(knex, allPodcasts(knex), request, PODCASTS_PER_PAGE, (row: PodcastRow) => presentPodcastCard(row, mediaUrl));
}

export async function loadEpisode({ db: { knex }, mediaUrl }: AppContext, id: number) {
  const row = await findEpisode(knex, id);
  if (!row) throw new NotFound('Episode not found.');
  return presentEpisode(row, mediaUrl);
}
