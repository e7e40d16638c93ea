import type { Knex } from 'knex';

/** The ids of `ids` that name no row of `table` outside the trash. */
export async function missingIds(trx: Knex.Transaction, table: string, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = new Set(await trx(table).whereIn('id', ids).whereNull('deleted_at').pluck<number[]>('id'));
  return ids.filter((id) => !found.has(id));
}
