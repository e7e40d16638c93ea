import type { Knex } from 'knex';
import type { PublicExplanation } from '@common/explanations';
import { publishedOfSong, votedIds } from './explanations.queries';
import { presentPublicExplanation } from './explanations.presenter';

/**
 * A song's published explanations for its page and `GET /api/song/{id}`, with `voted` set for a
 * signed-in caller (as is_liked is): a visitor's answer holds nobody's state and stays cacheable.
 */
export async function songExplanations(knex: Knex, songId: number, userId: number | undefined): Promise<PublicExplanation[]> {
  const explanations = (await publishedOfSong(knex, songId)).map(presentPublicExplanation);
  if (userId === undefined || !explanations.length) return explanations;
  const voted = await votedIds(knex, userId, explanations.map((explanation) => explanation.id));
  return explanations.map((explanation) => ({ ...explanation, voted: voted.has(explanation.id) }));
}
