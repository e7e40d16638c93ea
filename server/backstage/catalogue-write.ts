import type { Knex } from 'knex';

/**
 * Catalogue writes committed in this process. Search answers are cached in-process for a minute
 * (features/search/search.service.ts) with this count in every key, so the next search reads afresh:
 * an edit made in backstage is found at once. (Other instances of the app still see it within the
 * cache's minute.) A counter, not listeners: nothing to unsubscribe.
 */
let committed = 0;

export const catalogueWritesCommitted = () => committed;

/**
 * One backstage write: its rows, its activity entry and its search reindex in one transaction; once
 * committed, cached searches are dropped so the public site shows the change at once.
 */
export async function catalogueWrite<T>(knex: Knex, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  const result = await knex.transaction(work);
  committed++;
  return result;
}
