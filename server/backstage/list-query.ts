import type { Request } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import { pageRequest, type PageRequest } from '../db/paginate';
import { validate } from '../http/validate';
import { searchTokens } from '../lib/search-folding';
import { indexListSearch, type ListSearchSource } from './list-search';
import type { ListPageQuery, OrderKey } from './list-page';

/**
 * What a backstage list may be asked for: which columns it sorts by (the public name in `?sort=`
 * mapped to a column, so nothing from the URL reaches the SQL as a name) and its default order.
 */
export interface ListSpec {
  /** `?sort=name` -> `artists.name`; `-name` sorts descending. */
  sorts: Record<string, string>;
  defaultSort: string;
  /** The row's id column, the tiebreak that keeps pages stable. */
  idColumn: string;
  /**
   * The folded search words of the row, for `?q=`: the public search's column (migration
   * 20260201000001_search), or the list's own `list_search_vector` with `listSearch`.
   */
  searchVector: string;
  /** For a table the public search does not index: what fills its `list_search_vector` (list-search.ts). */
  listSearch?: ListSearchSource;
  /** The trash column, for `?trashed=only`. */
  deletedAt: string;
}

/** A list's state, all of it from the URL, so a filtered list can be bookmarked and shared. */
export interface ListState {
  q: string;
  sort: string;
  trashed: boolean;
  page: PageRequest;
}

const MAX_QUERY = 200;
const listQuery = z.object({
  // A repeated `?q=` arrives as an array: refused rather than guessed.
  q: z.string('The search must be text.').trim().max(MAX_QUERY, `The search may not be longer than ${MAX_QUERY} characters.`).optional(),
});

/**
 * Reads `?q`, `?sort`, `?trashed` and `?page`. A sort or trashed value the list does not know falls
 * back to the default (an old bookmark still opens); a search that is not text, or a page outside
 * 1..10000, is a 422 with its message.
 */
export function readListState(req: Request, spec: ListSpec): ListState {
  const { q = '' } = validate(listQuery, { q: req.query.q });
  const sort = typeof req.query.sort === 'string' && Object.hasOwn(spec.sorts, req.query.sort.replace(/^-/, '')) ? req.query.sort : spec.defaultSort;
  return { q, sort, trashed: req.query.trashed === 'only', page: pageRequest(req) };
}

/** A tsquery of every folded word of the search as a prefix: 'cabdi':* & 'qays':* (quoted, so no operator gets in). */
export function prefixQuery(text: string): string | undefined {
  const words = [...new Set(searchTokens(text))];
  if (words.length === 0) return undefined;
  return words.map((word) => `'${word.replace(/'/g, "''").replace(/\\/g, '\\\\')}':*`).join(' & ');
}

/** Before a search, folds the rows of a list's own search column that are not folded yet (list-search.ts). */
export async function prepareListSearch(knex: Knex, state: ListState, spec: ListSpec): Promise<void> {
  if (spec.listSearch && prefixQuery(state.q)) await indexListSearch(knex, spec.listSearch);
}

/** Applies the state's search and trash to a list query: its filters, not its order. */
export function applyListFilters(query: Knex.QueryBuilder, state: ListState, spec: ListSpec): Knex.QueryBuilder {
  const tsquery = prefixQuery(state.q);
  if (tsquery) query.whereRaw(`${spec.searchVector} @@ to_tsquery('simple', ?)`, [tsquery]);
  if (state.trashed) query.whereNotNull(spec.deletedAt);
  else query.whereNull(spec.deletedAt);
  return query;
}

/** The state's order: the sorted column, then the id in the same direction (the tiebreak that keeps pages stable). */
export function listOrder(state: ListState, spec: ListSpec): OrderKey[] {
  const order = state.sort.startsWith('-') ? 'desc' : 'asc';
  const column = spec.sorts[state.sort.replace(/^-/, '')]!;
  return [{ column, order }, { column: spec.idColumn, order }];
}

/** The state's list as listPage reads it: filtered rows, their order and id column (list-page.ts). */
export const listPageQuery = (query: Knex.QueryBuilder, state: ListState, spec: ListSpec): ListPageQuery => ({
  rows: applyListFilters(query, state, spec),
  order: listOrder(state, spec),
  idColumn: spec.idColumn,
});

/** The state as the list page shows it (its search box, sort links and trash tab read these). */
export const listStateProps = (state: ListState, extra?: Record<string, string>) => ({ q: state.q, sort: state.sort, trashed: state.trashed, ...(extra && { extra }) });
/** `extra`: a list's own parameters (the songs' `?filter=`), kept by every link the list makes. */
export type ListStateProps = { q: string; sort: string; trashed: boolean; extra?: Record<string, string> };
