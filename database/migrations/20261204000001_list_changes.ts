import type { Knex } from 'knex';

/**
 * Lists keep their ordered ids per data version (issue 34 §3; server/db/kept-list-ids.ts), so a
 * backstage list of 90,000 songs is counted and ordered once per change instead of on every visit.
 *
 * - list_changes: a statement trigger on each table the lists read adds a row (`list_name` = the
 *   table, `weight` 1) in the writer's transaction. A list's version is the sum of its tables' weights
 *   that the reader's snapshot sees. Rows are only added (no row lock shared between writers, so no
 *   waiting and no deadlock), and a writer's row becomes visible with its commit, exactly when its
 *   data does: every snapshot sees a prefix of the commits, so the sum grows with each commit and two
 *   snapshots with the same sum see the same data of those tables. (A sequence would be bumped before
 *   the commit: a reader could count the old rows under the new number and keep that stale total.)
 * - Compaction: now and then (1 in 32 statements) a writer folds the table's committed rows into one
 *   of their summed weight, so the sum, and with it the version, does not change. `skip locked`: two
 *   writers folding at once never wait for each other; only under read committed (the app's level),
 *   where a row another compaction deleted is skipped rather than an error.
 * - `hees.counters_only`: a transaction that moves only counters (the plays' `plays_count`) sets it,
 *   so the plays of a busy day do not turn every list visit into a miss; a list that reads such a
 *   counter is never kept (kept-list-ids.ts refuses SQL naming `plays_count`).
 *
 * Additive: an older version still running writes through the triggers and reads nothing new.
 */
/**
 * A write to `table` moves the lists' version: its statement triggers (named `<table>_list_changed`
 * and `<table>_list_truncated`, which kept-list-ids.ts reads to know the tracked tables). Later
 * migrations that add a table the lists read call it too.
 */
export async function watchListChanges(knex: Knex, table: string): Promise<void> {
  await knex.raw(`create trigger ?? after insert or update or delete on ?? for each statement execute function list_changed()`, [`${table}_list_changed`, table]);
  await knex.raw(`create trigger ?? after truncate on ?? for each statement execute function list_changed()`, [`${table}_list_truncated`, table]);
}

export async function unwatchListChanges(knex: Knex, table: string): Promise<void> {
  await knex.raw('drop trigger ?? on ??', [`${table}_list_changed`, table]);
  await knex.raw('drop trigger ?? on ??', [`${table}_list_truncated`, table]);
}

const LIST_TABLES = ['songs', 'artists', 'albums', 'verses', 'playlists', 'events', 'pages', 'resources', 'stories', 'topics', 'scholars', 'podcasts'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('list_changes', (t) => {
    t.bigIncrements('id');
    t.string('list_name', 63).notNullable().index();
    t.bigInteger('weight').notNullable().defaultTo(1);
  });
  // The schema named (the trigger's table's own), not found by the writer's search_path: a write
  // made with another path (psql on a DATABASE_SCHEMA catalogue) must not fail for want of the table.
  await knex.raw(`create function list_changed() returns trigger language plpgsql as $$
    begin
      if current_setting('hees.counters_only', true) = 'on' then
        return null;
      end if;
      execute format('insert into %I.list_changes (list_name) values ($1)', TG_TABLE_SCHEMA) using TG_TABLE_NAME;
      if random() < 1.0 / 32 and current_setting('transaction_isolation') = 'read committed' then
        execute format(
          'with folded as (
             delete from %1$I.list_changes where id in (
               select id from %1$I.list_changes where list_name = $1 for update skip locked
             ) returning weight
           )
           insert into %1$I.list_changes (list_name, weight)
           select $1, sum(weight) from folded having count(*) > 0',
          TG_TABLE_SCHEMA
        ) using TG_TABLE_NAME;
      end if;
      return null;
    end
  $$`);
  for (const table of LIST_TABLES) await watchListChanges(knex, table);
}

export async function down(knex: Knex): Promise<void> {
  for (const table of LIST_TABLES) await unwatchListChanges(knex, table);
  await knex.raw('drop function list_changed()');
  await knex.schema.dropTable('list_changes');
}
