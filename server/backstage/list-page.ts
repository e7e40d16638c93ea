import type { Knex } from 'knex';
import type { Paginated, PageRequest } from '../db/paginate';
import { keptListIds } from '../db/kept-list-ids';

/** One key of a list's order: a column (`songs.updated_at`) or a computed column's alias (`songs_count`). */
export interface OrderKey {
  column: string;
  order: 'asc' | 'desc';
}

/** What a backstage list page is read from: the list's rows filtered (no ORDER BY), its order, its id column. */
export interface ListPageQuery {
  rows: Knex.QueryBuilder;
  order: OrderKey[];
  idColumn: string;
  /** The same rows for their ids alone, when `rows` joins tables only the shown columns need (the songs' albums). */
  ids?: Knex.QueryBuilder;
  /** The list's total when the caller has counted it already (the jobs' tab counts): not counted again. */
  total?: number;
}

/** Rows deep enough that the page is read after the count, so it can be read from the nearer end. */
const READ_FORWARD_ALWAYS = 250;

const reversed = (order: OrderKey[]): OrderKey[] => order.map(({ column, order: direction }) => ({ column, order: direction === 'asc' ? 'desc' : 'asc' }));

/**
 * The ids of a list ordered by a computed column, in that order: its whole rows as a subquery, ordered
 * by their output names (`songs_count`; `artists.id` is the row's `id`). Kept, the rows then need
 * computing once per change, not on every visit (the artists by songs: 5,000 counts).
 */
const wholeRowsOrder = (knex: Knex, rows: Knex.QueryBuilder, order: OrderKey[]) =>
  knex
    .select({ id: 'listed.id' })
    .from(rows.clone().as('listed'))
    .orderBy(order.map(({ column, order: direction }) => ({ column: `listed.${column.slice(column.lastIndexOf('.') + 1)}`, order: direction })));

/**
 * One page of a backstage list at any depth, in the list's order with ties broken by id, and its
 * exact total (the Paginated shape every list already has).
 *
 * A page is read as its ids first: the list's filters and order over the id column alone, so the
 * planner walks an index of the sort key (migration 20261203000001_backstage_list_indexes) and skips
 * the joins and counted columns only the shown rows need; then those rows by id. OFFSET then steps
 * over index entries, not built rows, and a page past the middle is read from the other end in the
 * reversed order (PostgreSQL's `asc` is the exact mirror of `desc`, nulls included), so no page
 * steps over more than half the list: the last page costs what the first does.
 *
 * Where it can, the list's ids in order are kept per data version (server/db/kept-list-ids.ts): the total is
 * their number and any page a slice of them, so a visit reads no more than its rows.
 *
 * An order by a computed column (an alias such as `songs_count`, which exists only with the row's
 * select) is kept as the whole rows' ids (wholeRowsOrder); when it cannot be kept it pages the whole rows: those lists are small (artists, playlists), the songs are not.
 */
export async function listPage<Row, Item>(
  knex: Knex,
  { rows, order, idColumn, ids: idRows, total: knownTotal }: ListPageQuery,
  request: PageRequest,
  perPage: number,
  present: (row: Row) => Item,
): Promise<Paginated<Item>> {
  const narrow = order.every(({ column }) => column.includes('.'));
  const ids = narrow ? (idRows ?? rows).clone().clearSelect().select({ id: idColumn }) : rows.clone();
  const offset = (request.page - 1) * perPage;
  const count = async () => {
    if (knownTotal !== undefined) return knownTotal;
    const counted = await knex.count<{ total: string | number }[]>('* as total').from(ids.clone().as('listed'));
    return Number(counted[0]?.total ?? 0);
  };
  const forward = () => ids.clone().orderBy(order).limit(perPage).offset(offset) as Promise<Row[]>;

  let total: number;
  let page: Row[];
  const kept = await keptListIds(knex, narrow ? ids.clone().orderBy(order) : wholeRowsOrder(knex, rows, order));
  if (kept) {
    total = kept.length;
    page = [...kept.subarray(offset, offset + perPage)].map((id) => ({ id }) as Row);
  } else if (offset < READ_FORWARD_ALWAYS) [total, page] = await Promise.all([count(), forward()]);
  else {
    total = await count();
    if (offset >= total) page = [];
    else if (offset * 2 <= total) page = await forward();
    else {
      const limit = Math.min(perPage, total - offset);
      page = ((await ids.clone().orderBy(reversed(order)).limit(limit).offset(total - offset - limit)) as Row[]).reverse();
    }
  }
  if ((narrow || kept) && page.length > 0) {
    const pageIds = (page as { id: number }[]).map((row) => row.id);
    const byId = new Map((await rows.clone().whereIn(idColumn, pageIds)).map((row: Row & { id: number }) => [row.id, row]));
    page = pageIds.map((id) => byId.get(id)).filter((row): row is Row & { id: number } => row !== undefined);
  }
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return {
    data: page.map(present),
    current_page: request.page,
    last_page: lastPage,
    per_page: perPage,
    total,
    next_page_url: request.page < lastPage ? request.urlOf(request.page + 1) : null,
    prev_page_url: request.page > 1 ? request.urlOf(Math.min(request.page - 1, lastPage)) : null,
  };
}
