import type { Knex } from 'knex';
import { searchIndexChanged } from '../features/search/search-freshness';

/**
 * One backstage write: its rows, its activity entry and its search reindex in one transaction; once
 * committed, cached searches are dropped so the public site shows the change at once.
 */
export async function catalogueWrite<T>(knex: Knex, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  const result = await knex.transaction(work);
  searchIndexChanged();
  return result;
}
