import type { Knex } from 'knex';
import { changedFields, recordActivity } from './activity-log';
import { catalogueWrite } from './catalogue-write';
import { assertSameVersion, lockRow, nextVersion, type VersionedRow } from './versioned-record';

type Columns = Record<string, unknown>;

/**
 * A record type whose writes are its own columns plus, optionally, relations kept in other tables
 * (a resource's topics): the generic create and update below do the transaction, the version check,
 * the activity entry with what changed, and the search reindex, the same way for each.
 */
export interface WritableKind<Input> {
  table: string;
  entity: string;
  notFound: string;
  label: (input: Input) => string;
  /** The row's own columns from the input (JSON columns as values; they are stringified here). */
  columns: (input: Input) => Columns;
  /** Columns set once, when the row is made, and never logged (a story's internal slug). */
  insertOnly?: (input: Input) => Columns;
  /** Checks ids and stored paths against the database; throws a ValidationError naming the fields. */
  check?: (trx: Knex.Transaction, input: Input, before?: Columns) => Promise<void>;
  /** Relations: what the history shows of them now, and how to write them. */
  relations?: {
    logged: (trx: Knex.Transaction, id: number) => Promise<Columns>;
    save: (trx: Knex.Transaction, id: number, input: Input) => Promise<Columns>;
  };
  reindex?: (trx: Knex.Transaction, id: number) => Promise<void>;
}

/** JSON with its keys sorted: Postgres hands jsonb back in its own key order, which must not read as a change. */
const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1))) : inner,
  );
/** JSON values compare and log as their text; dates as their moment. */
const comparable = (values: Columns): Columns =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value !== null && typeof value === 'object' ? canonicalJson(value) : value]));
const stored = (values: Columns): Columns =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value]));

export function createRecord<Input>(knex: Knex, kind: WritableKind<Input>, userId: number, input: Input): Promise<number> {
  return catalogueWrite(knex, async (trx) => {
    await kind.check?.(trx, input);
    const columns = kind.columns(input);
    const [row] = await trx(kind.table).insert({ ...stored(columns), ...kind.insertOnly?.(input) }).returning<{ id: number }[]>('id');
    const id = row!.id;
    const related = kind.relations ? await kind.relations.save(trx, id, input) : {};
    const after = comparable({ ...columns, ...related });
    await kind.reindex?.(trx, id);
    await recordActivity(trx, { userId, entityType: kind.entity, entityId: id, entityLabel: kind.label(input), action: 'created', changes: changedFields({}, after, Object.keys(after)) });
    return id;
  });
}

/** Saves over the version the form loaded; a save that changes nothing writes nothing (no version bump, no entry). */
export function updateRecord<Input>(knex: Knex, kind: WritableKind<Input>, userId: number, id: number, version: number, input: Input): Promise<void> {
  return catalogueWrite(knex, async (trx) => {
    const row = await lockRow<VersionedRow & Columns>(trx, kind.table, id, kind.notFound);
    assertSameVersion(row, version, kind.entity);
    await kind.check?.(trx, input, row);
    const columns = kind.columns(input);
    const before = comparable({ ...Object.fromEntries(Object.keys(columns).map((key) => [key, row[key]])), ...(kind.relations ? await kind.relations.logged(trx, id) : {}) });
    const related = kind.relations ? await kind.relations.save(trx, id, input) : {};
    const after = comparable({ ...columns, ...related });
    const changes = changedFields(before, after, Object.keys(after));
    if (Object.keys(changes).length === 0) return;
    await trx(kind.table).where('id', id).update({ ...stored(columns), ...nextVersion(trx) });
    await kind.reindex?.(trx, id);
    await recordActivity(trx, { userId, entityType: kind.entity, entityId: id, entityLabel: kind.label(input), action: 'updated', changes });
  });
}
