import type { Knex } from 'knex';
import { queryGeneric, type Value } from '../../db/generic-plan';
import type { SearchPlan } from './query-plan';
import { cardsJsonSql, type CardRows } from './search.cards';
import { rankingSql, type RankRequest } from './search.ranking';
import type { TopSong } from './top-songs';

/** One group of a search: what to rank, and whose cards to read. */
export interface GroupRequest<G extends keyof CardRows> extends RankRequest {
  group: G;
}

export interface GroupResult<G extends keyof CardRows> {
  /** The cards of the page asked for, in ranking order. */
  cards: CardRows[G][];
  /** Matches counted up to the ranking's depth. */
  total: number;
}

type Results<R extends readonly GroupRequest<keyof CardRows>[]> = { [I in keyof R]: GroupResult<R[I]['group']> };

/**
 * Ranks every group of a search and reads the cards of each group's page, in one statement with a
 * plan kept from one search to the next (generic-plan.ts): the ranking's CTEs (search.ranking.ts),
 * then for each group its page's cards as a JSON array and its total. One round trip where ranking
 * and cards took two: on this machine every round trip to the database now and then waits a few
 * milliseconds for the other process to be scheduled, so fewer of them is a shorter tail as well as
 * a shorter search.
 */
export async function rankAndReadCards<const R extends readonly GroupRequest<keyof CardRows>[]>(
  knex: Knex,
  plan: SearchPlan,
  requests: R,
  top: readonly TopSong[],
): Promise<Results<R>> {
  const ranking = rankingSql(plan, [...requests], top);
  if (!ranking) return requests.map(() => ({ cards: [], total: 0 })) as Results<R>;
  const columns: string[] = [];
  const bindings: Value[] = [...ranking.bindings];
  requests.forEach((request, g) => {
    const { page, total } = ranking.groups[g]!;
    const cards = cardsJsonSql(knex, request.group, page);
    columns.push(`${cards.sql} as cards${g}`, `${total.sql} as total${g}`);
    bindings.push(...cards.bindings, ...total.bindings);
  });
  const [row] = await queryGeneric<Record<string, unknown>>(knex, `with ${ranking.ctes.join(', ')} select ${columns.join(', ')}`, bindings, { alone: true });
  return requests.map((_, g) => ({ cards: row![`cards${g}`], total: Number(row![`total${g}`]) })) as Results<R>;
}
