import { NotFound } from './errors';

const MAX_ID = 2_147_483_647; // ids are Postgres `integer`s

/**
 * A route's numeric id. Anything else (`abc`, `0`, `1.5`, a number past the column's range) names
 * nothing that can exist, so it is a 404 like an unknown id, never a database error.
 */
export function idParam(value: unknown, notFoundMessage?: string): number {
  const id = typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
  if (!(id <= MAX_ID)) throw new NotFound(notFoundMessage);
  return id;
}
