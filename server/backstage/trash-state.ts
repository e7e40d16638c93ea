import type { Knex } from 'knex';
import { recordActivity } from './activity-log';
import { catalogueWrite } from './catalogue-write';
import { lockRow, nextVersion, type VersionedRow } from './versioned-record';

/** A trashable table as the generic trash and restore writes see it. */
export interface Trashable<Row extends VersionedRow> {
  table: string;
  entity: string;
  notFound: string;
  label: (row: Row) => string;
  /** Throws (a ValidationError) when the row may not go to the trash now. */
  beforeTrash?: (trx: Knex.Transaction, row: Row) => Promise<void>;
  /** Keeps the search index in step in the same transaction. */
  afterChange?: (trx: Knex.Transaction, id: number) => Promise<void>;
}

/** Moves a row to the trash or back, bumping its version and logging it; doing it twice changes nothing. */
export function setTrashed<Row extends VersionedRow>(knex: Knex, kind: Trashable<Row>, userId: number, id: number, trashed: boolean): Promise<void> {
  return catalogueWrite(knex, async (trx) => {
    const row = await lockRow<Row>(trx, kind.table, id, kind.notFound);
    if (Boolean(row.deleted_at) === trashed) return;
    if (trashed) await kind.beforeTrash?.(trx, row);
    await trx(kind.table).where('id', id).update({ deleted_at: trashed ? trx.fn.now() : null, ...nextVersion(trx) });
    await kind.afterChange?.(trx, id);
    await recordActivity(trx, { userId, entityType: kind.entity, entityId: id, entityLabel: kind.label(row), action: trashed ? 'trashed' : 'restored' });
  });
}
