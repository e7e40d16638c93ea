import type { Knex } from 'knex';
import type { KeptPlanQuery } from '../../server/db/generic-plan';

/**
 * What knex's `query` event announces while `run` runs: one event per round trip to the database (a
 * plain query, or kept-plan reads sent together, which name their statements in `together`).
 */
export async function announcedDuring<T>(knex: Knex, run: () => Promise<T>) {
  // A plain query's event has the same fields but `together`.
  const announced: KeptPlanQuery[] = [];
  const listen = (query: KeptPlanQuery) => announced.push(query);
  knex.on('query', listen);
  try {
    return { result: await run(), announced };
  } finally {
    knex.off('query', listen);
  }
}
