import type { Knex } from 'knex';
import type { PageSource } from '../../db/paginate';
import type { KeptFigures } from '../../lib/kept-figures';
import { readWithKeptPlan } from '../../db/generic-plan';
import { keptListIds } from '../../db/kept-list-ids';
import { songCardsByIds, type SongCardRow } from './songs.queries';

/**
 * A public song list paged by its ids: `orderedIds` selects the list's public song ids (`id`) in
 * its order, from the narrow tables and the index its ORDER BY matches, never joined to the card
 * columns. A page reads its ids (OFFSET then walks index entries, not joined rows: page 2,000 of
 * the newest songs at 100k songs took 185 ms joined, 10 ms so) and then its cards by primary key.
 * The total is counted from the same ids and kept for a minute (KeptFigures) under `key`, unless
 * `total` gives it (a figure read with others). `reversedIds`, the same ids in the exact reverse
 * order (every key's direction flipped: the same index read backwards), lets a page past the middle
 * be read from the end, so page 2,000 of 4,000 is the deepest any page walks (paginate's pageOf).
 *
 * A list that is not kept (ordered by plays: an artist's, a genre's) reads its page of ids, an index
 * walk, with a kept plan, so that it travels in the same round trip as the page's other reads (the
 * genre, or the artist and their song count: server/db/generic-plan.ts).
 */
export function songListSource(
  knex: Knex,
  kept: KeptFigures,
  key: string,
  orderedIds: Knex.QueryBuilder,
  total?: () => Promise<number>,
  reversedIds?: Knex.QueryBuilder,
): PageSource<SongCardRow> {
  // The whole order kept per data version where it can be (server/db/kept-list-ids.ts: /just-added,
  // not the lists ordered by plays): a page is then a slice and the total exact. Read once a request.
  let keptIds: Promise<Float64Array | null> | undefined;
  const keptOrder = () => (keptIds ??= keptListIds(knex, orderedIds));
  const cards = (ids: Float64Array, from: number, to: number) => songCardsByIds(knex, Array.from(ids.subarray(Math.max(0, from), Math.max(0, to))));
  const pageOfIds = async (ids: Knex.QueryBuilder, limit: number, offset: number) =>
    (await readWithKeptPlan<{ id: number }>(knex, ids.clone().limit(limit).offset(offset))).map((row) => row.id);
  return {
    async rows(limit, offset) {
      const ids = await keptOrder();
      if (ids) return cards(ids, offset, offset + limit);
      return songCardsByIds(knex, await pageOfIds(orderedIds, limit, offset));
    },
    ...(reversedIds && {
      async rowsFromEnd(limit: number, offset: number) {
        const ids = await keptOrder();
        if (ids) return cards(ids, ids.length - offset - limit, ids.length - offset);
        return songCardsByIds(knex, (await pageOfIds(reversedIds, limit, offset)).reverse());
      },
    }),
    async total() {
      const ids = await keptOrder();
      if (ids) return ids.length;
      if (total) return total();
      return kept.get(`songs:${key}`, async () => {
        const counted = await knex.count<{ total: string | number }[]>('* as total').from(orderedIds.clone().clearOrder().as('list'));
        return Number(counted[0]?.total ?? 0);
      });
    },
  };
}
