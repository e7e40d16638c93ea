/** The largest id a Postgres `integer` column holds: bigger ids in input are a 422, not a database error. */
export const MAX_DB_ID = 2_147_483_647;

/** `rows` in the order of `ids`, leaving out the ids no row was found for (trashed since, or gone). */
export function inOrderOf<Row extends { id: number }>(ids: readonly number[], rows: readonly Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is Row => row !== undefined);
}
