import type { Knex } from 'knex';
import { queryGeneric } from './generic-plan';

/**
 * A list's ids in its order, kept per data version (issue 34 §3; the backstage lists and the public
 * /just-added): at 90,000 songs the exact total and a page 45,000 rows deep cost 30-130 ms of index
 * walking on every visit; kept, a visit reads the version (a sum over a few rows of `list_changes`)
 * and then its page's rows by id.
 *
 * The version of a list is the sum of the `list_changes` weights of the tables its SQL reads (migration
 * 20261204000001_list_changes: a statement trigger adds a row in every writer's transaction, visible
 * with its commit). The ids and the version they belong to are read in one statement, so one snapshot:
 * the pair is exact, and a later visit that reads the same version sees the same rows of those tables.
 *
 * Not kept (the caller reads the list as before): a list whose SQL reads a table without the trigger,
 * whose rows depend on the clock (`now()`: the jobs finished in the last day change with no write), or
 * that reads a counter the plays move without moving the version (`plays_count`, written with
 * `hees.counters_only`: the "popular first" lists of an artist or a genre).
 */

/** How many ids the kept lists of one database may hold in all (8 bytes each: 16 MB). */
const MAX_KEPT_IDS = 2_000_000;

interface Kept {
  version: string;
  ids: Float64Array;
}

interface Keeper {
  tracked: Promise<Set<string>>;
  lists: Map<string, Kept>;
  size: number;
  /** Reads of a list under way, by its key: visits arriving meanwhile share one (see keptListIds). */
  reading: Map<string, Promise<Kept>>;
}

// One keeper per database handle: a process may hold several (the tests, the benchmarks).
const keepers = new WeakMap<Knex, Keeper>();

function keeperOf(knex: Knex): Keeper {
  let keeper = keepers.get(knex);
  if (!keeper) {
    keeper = { tracked: trackedTables(knex), lists: new Map(), size: 0, reading: new Map() };
    // A failed look-up (the database away for a moment) is asked again next time.
    keeper.tracked.catch(() => keepers.delete(knex));
    keepers.set(knex, keeper);
  }
  return keeper;
}

/** The tables of this schema whose writes move the lists' version (the migration's triggers). */
async function trackedTables(knex: Knex): Promise<Set<string>> {
  const { rows } = await knex.raw<{ rows: { name: string }[] }>(
    `select c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
     where t.tgname = c.relname || '_list_changed' and c.relnamespace = current_schema()::regnamespace`,
  );
  return new Set(rows.map((row) => row.name));
}

/**
 * The tables a statement reads: every name after FROM and JOIN, quoted (as knex writes them) or not
 * (raw SQL). What is not a table (a function after FROM, a schema's name) is not among the tracked
 * tables either, so such a list is not kept: the mistakes this can make are on the safe side.
 */
export const tablesRead = (sql: string): string[] => [...new Set([...sql.matchAll(/\b(?:from|join)\s+"?([A-Za-z_][\w$]*)/gi)].map((match) => match[1]!))];

/** A statement whose rows change with the clock, by chance or with a counter that moves no version, not only with writes. */
const changesWithoutAWrite = (sql: string) => /\bplays_count\b/i.test(sql) || /\b(?:now|clock_timestamp|statement_timestamp|random)\s*\(|\bcurrent_(?:date|time|timestamp)\b|\blocaltime/i.test(sql);

function remember(keeper: Keeper, key: string, kept: Kept): void {
  const before = keeper.lists.get(key);
  if (before) {
    keeper.size -= before.ids.length;
    keeper.lists.delete(key);
  }
  if (kept.ids.length > MAX_KEPT_IDS) return;
  keeper.lists.set(key, kept);
  keeper.size += kept.ids.length;
  // The least recently read lists go first (a Map keeps the order lists were set in).
  for (const [oldKey, old] of keeper.lists) {
    if (keeper.size <= MAX_KEPT_IDS) break;
    keeper.lists.delete(oldKey);
    keeper.size -= old.ids.length;
  }
}

/**
 * Every id of the list in its order (`ordered`: a query of the id column alone, ordered), from the
 * kept copy when the list's tables have not changed since it was read; `null` when the list cannot be
 * kept (see above).
 *
 * Visits that find no kept copy of the current version while another visit reads the list share
 * that read rather than each reading the whole order again (after a write, the next 32 visitors of
 * /just-added at 100,000 songs each read and parsed 100,000 ids, 12-25 ms of the app's CPU apiece). A
 * read that began before this visit serves it only if the version read now is the read's version: no
 * write to the list's tables came in between, so it is the list this visit would read itself.
 */
export async function keptListIds(knex: Knex, ordered: Knex.QueryBuilder): Promise<Float64Array | null> {
  const { sql, bindings } = ordered.toSQL();
  if (changesWithoutAWrite(sql)) return null;
  const tables = tablesRead(sql);
  const keeper = keeperOf(knex);
  const tracked = await keeper.tracked;
  if (tables.length === 0 || !tables.every((table) => tracked.has(table))) return null;

  const key = `${sql}\u0000${JSON.stringify(bindings)}`;
  const version = `(select coalesce(sum(weight), 0)::text from list_changes where list_name = any(?))`;
  // A kept-plan read: it shares a round trip with the other reads of this turn of the event loop.
  const versionNow = async () => (await queryGeneric<{ version: string }>(knex, `select ${version} as version`, [tables]))[0]?.version;
  let now: string | undefined;
  if (keeper.lists.has(key)) {
    now = await versionNow();
    // The copy kept now: another visit's read may have ended while this one asked for the version.
    const kept = keeper.lists.get(key);
    if (kept && now === kept.version) {
      remember(keeper, key, kept);
      return kept.ids;
    }
  }
  const underWay = keeper.reading.get(key);
  if (underWay) {
    const [shared, current] = await Promise.all([underWay.catch(() => undefined), now ?? versionNow()]);
    if (shared && shared.version === current) return shared.ids;
  }

  const reading = readWholeOrder(knex, version, tables, ordered);
  keeper.reading.set(key, reading);
  try {
    const read = await reading;
    remember(keeper, key, read);
    return read.ids;
  } finally {
    if (keeper.reading.get(key) === reading) keeper.reading.delete(key);
  }
}

/** The list's version and every id in its order, read in one statement (one snapshot). */
async function readWholeOrder(knex: Knex, version: string, tables: string[], ordered: Knex.QueryBuilder): Promise<Kept> {
  // The ids as one text (a tenth of the time node-postgres takes to parse an array of 90,000), with
  // room to sort them in memory (the default 4 MB spills a sort of 90,000 keys to disk: 90 against 40 ms).
  const { rows } = await knex.transaction(async (trx) => {
    await trx.raw(`set local work_mem = '32MB'`);
    return trx.raw<{ rows: { version: string; ids: string }[] }>(`select ${version} as version, array_to_string(array(?), ',') as ids`, [tables, ordered]);
  });
  const text = rows[0]!.ids;
  return { version: rows[0]!.version, ids: text === '' ? new Float64Array(0) : Float64Array.from(text.split(','), Number) };
}
