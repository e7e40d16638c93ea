import type { Knex } from 'knex';
import { Conflict, NotFound } from '../http/errors';

/** What a versioned, trashable table holds besides its own fields (migration 20260401000001_backstage). */
export interface VersionedRow {
  id: number;
  version: number;
  deleted_at: Date | null;
}

/**
 * The row a backstage write is about, locked for the rest of the transaction, so two saves of the
 * same record take turns and the second one sees the first one's version.
 */
export async function lockRow<Row extends VersionedRow>(trx: Knex.Transaction, table: string, id: number, notFound: string): Promise<Row> {
  const row = (await trx(table).where('id', id).forUpdate().first()) as Row | undefined;
  if (!row) throw new NotFound(notFound);
  return row;
}

/**
 * Refuses a save made from an older version than the row now has: someone saved in between, and
 * applying this one would silently undo their change.
 */
export function assertSameVersion(row: VersionedRow, loadedVersion: number, noun: string): void {
  if (row.version !== loadedVersion) {
    throw new Conflict(`Someone else saved this ${noun} since you opened it. Reload to see their changes.`, { id: 'backstage.record.conflict', values: { noun } });
  }
}

/** Every write bumps the version, so any form opened before it is now stale. */
export const nextVersion = (trx: Knex.Transaction) => ({ version: trx.raw('version + 1'), updated_at: trx.fn.now() });
