import type { Knex } from 'knex';

export type Row = Record<string, unknown>;

/**
 * Inserts rows in chunks. Each chunk travels as ONE json parameter that the server expands with
 * json_populate_recordset, typed by the table's own row type: far cheaper to parse than a
 * multi-row VALUES list, and free of the 65535 bind-parameter limit, which is what lets the
 * synthetic catalogue load 100k songs quickly. Columns are the union of the rows' keys.
 *
 * Rows that carry explicit ids (so seeds can wire foreign keys without a round trip) leave the
 * id sequence behind; it is moved past the largest id so later inserts by the app don't collide.
 */
export async function insertRows(db: Knex, table: string, rows: readonly Row[], chunkSize = 1000): Promise<void> {
  if (rows.length === 0) return;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const list = columns.map(() => '??').join(', ');
  const sql = `insert into ?? (${list}) select ${list} from json_populate_recordset(null::??, ?::json)`;
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    await db.raw(sql, [table, ...columns, ...columns, table, JSON.stringify(chunk)]);
  }
  if (columns.includes('id')) {
    await db.raw(`select setval(pg_get_serial_sequence(?, 'id'), (select coalesce(max(id), 0) + 1 from ??), false)`, [
      table,
      table,
    ]);
  }
}
