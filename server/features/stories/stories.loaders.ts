import type { AppContext } from '../../app-context';
import { NotFound } from '../../http/errors';
import { paginate, type PageRequest } from '../../db/paginate';
import { presentStory, presentStoryCard } from './stories.presenter';
import { findStory, newestStories, type StoryCardRow } from './stories.queries';

export const STORIES_PER_PAGE = 12;

export async function loadStory({ db: { knex }, mediaUrl }: AppContext, id: number) {
  const row = await findStory(knex, id);
  if (!row) throw new NotFound('Story not found.');
  return presentStory(row, mediaUrl);
}

export function loadStories({ db: { knex }, mediaUrl }: AppContext, request: PageRequest) {
  return paginate(knex, newestStories(knex), request, STORIES_PER_PAGE, (row: StoryCardRow) => presentStoryCard(row, mediaUrl));
}
