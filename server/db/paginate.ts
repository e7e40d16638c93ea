import type { Request } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import { validate } from '../http/validate';

export const MAX_PAGE = 10_000;
const PAGE_MESSAGE = `The page must be a whole number from 1 to ${MAX_PAGE}.`;

// `?page=2&page=3` arrives as an array and `?page[x]=1` as an object: both fail the string check.
const pageQuery = z.object({
  page: z
    .string(PAGE_MESSAGE)
    .regex(/^\d{1,5}$/, PAGE_MESSAGE)
    .transform(Number)
    .pipe(z.number().int().min(1, PAGE_MESSAGE).max(MAX_PAGE, PAGE_MESSAGE))
    .optional(),
});

/**
 * The one paged-list shape of the site and the API (Laravel's paginator, which the apps read as
 * `data.data`). Page links are site-relative (path and query) so Inertia links can follow them.
 */
export interface Paginated<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  next_page_url: string | null;
  prev_page_url: string | null;
}

export interface PageRequest {
  page: number;
  /** The requested URL with its `page` set to the given number, other query parameters kept. */
  urlOf(page: number): string;
}

/** Reads `?page` (1 when absent); anything else than 1..10000 is a 422. */
export function pageRequest(req: Request): PageRequest {
  const { page = 1 } = validate(pageQuery, { page: req.query.page });
  return {
    page,
    urlOf(target) {
      const url = new URL(req.originalUrl, 'http://localhost');
      url.searchParams.set('page', String(target));
      return `${url.pathname}${url.search}`;
    },
  };
}

/** Where a paged list's rows and total come from. */
export interface PageSource<Row> {
  rows(limit: number, offset: number): Promise<Row[]>;
  total(): Promise<number>;
  /**
   * The rows `offset` from the list's end, read in the reversed order and handed back in the list's
   * own: where a source has it, a page past the middle steps over fewer rows from that end.
   */
  rowsFromEnd?(limit: number, offset: number): Promise<Row[]>;
}

/** Rows deep enough that the total is read first, to choose the nearer end (one round trip more). */
const FROM_END_AFTER = 250;

/**
 * Runs `query` for one page (it must carry its own ORDER BY) and counts all its rows, then
 * presents each row. A page beyond the last answers an empty `data` with the true `last_page`.
 */
export function paginate<Row, Item>(
  knex: Knex,
  query: Knex.QueryBuilder,
  request: PageRequest,
  perPage: number,
  present: (row: Row) => Item,
): Promise<Paginated<Item>> {
  return pageOf(queryPageSource<Row>(knex, query), request, perPage, present);
}

export const queryPageSource = <Row>(knex: Knex, query: Knex.QueryBuilder): PageSource<Row> => ({
  rows: (limit, offset) => query.clone().limit(limit).offset(offset) as Promise<Row[]>,
  total: async () => {
    const counted = await knex.count<{ total: string | number }[]>('* as total').from(query.clone().clearOrder().as('paged'));
    return Number(counted[0]?.total ?? 0);
  },
});

/** One page of `source`, its rows and total read together. */
export async function pageOf<Row, Item>(source: PageSource<Row>, request: PageRequest, perPage: number, present: (row: Row) => Item): Promise<Paginated<Item>> {
  const { page } = request;
  const offset = (page - 1) * perPage;
  const [rows, total] = source.rowsFromEnd && offset >= FROM_END_AFTER ? await fromNearerEnd(source, offset, perPage) : await Promise.all([source.rows(perPage, offset), source.total()]);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return {
    data: rows.map(present),
    current_page: page,
    last_page: lastPage,
    per_page: perPage,
    total,
    next_page_url: page < lastPage ? request.urlOf(page + 1) : null,
    prev_page_url: page > 1 ? request.urlOf(Math.min(page - 1, lastPage)) : null,
  };
}

/** A deep page: the total first, then the page from whichever end of the list is nearer. */
async function fromNearerEnd<Row>(source: PageSource<Row>, offset: number, perPage: number): Promise<[Row[], number]> {
  const total = await source.total();
  if (offset >= total) return [[], total];
  if (offset * 2 <= total) return [await source.rows(perPage, offset), total];
  const limit = Math.min(perPage, total - offset);
  return [await source.rowsFromEnd!(limit, total - offset - limit), total];
}
