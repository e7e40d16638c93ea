import type { Knex } from 'knex';

/**
 * Kept chart rankings (issue 34): the home charts are ranked off the request path, one computation
 * at a time across instances, and visitors read the kept positions (a few dozen rows by key).
 *
 * - chart_rankings: one row per chart and position (`trending`, `artists`, `topWeek`), the song's or
 *   artist's id. Replaced whole, in one transaction, by each ranking.
 * - chart_state: its one row says when the ranking was made (`computed_at`, the ranker's clock),
 *   for which week (`week_start`, the top songs' week), from which rollups (`rollup_version`), and
 *   who is ranking now (`lease_until`: an instance takes the lease by a conditional update, so two
 *   instances never rank at once; a dead ranker's lease runs out).
 * - play_rollups_version: a sequence bumped by a statement trigger on every write to the play
 *   rollups (ingestion, a rebuild, a test's insert), so a reader knows without counting anything
 *   whether the kept ranking is older than the rollups (FIGURES_REFRESH_SECONDS=0 ranks again then).
 *
 * Additive only: an older version still running keeps writing the rollups (the trigger bumps the
 * sequence, nothing else) and ranks in memory as before.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('chart_rankings', (t) => {
    t.string('chart', 20).notNullable();
    t.smallint('position').notNullable();
    t.integer('item_id').notNullable();
    t.primary(['chart', 'position']);
  });
  await knex.schema.createTable('chart_state', (t) => {
    t.smallint('id').primary();
    t.timestamp('computed_at', { useTz: true });
    t.timestamp('week_start', { useTz: true });
    t.bigInteger('rollup_version');
    t.timestamp('lease_until', { useTz: true });
  });
  await knex.raw('alter table chart_state add constraint chart_state_one_row check (id = 1)');
  await knex('chart_state').insert({ id: 1 });
  await knex.raw('create sequence play_rollups_version');
  // Called once, so last_value is a version that no later write repeats (a fresh sequence's first nextval returns its last_value).
  await knex.raw(`select nextval('play_rollups_version')`);
  await knex.raw(`create function play_rollups_changed() returns trigger language plpgsql as $$
    begin
      perform nextval('play_rollups_version');
      return null;
    end
  $$`);
  for (const table of ['song_plays_hourly', 'artist_plays_hourly']) {
    await knex.raw(`create trigger ?? after insert or update or delete on ?? for each statement execute function play_rollups_changed()`, [`${table}_changed`, table]);
    await knex.raw(`create trigger ?? after truncate on ?? for each statement execute function play_rollups_changed()`, [`${table}_truncated`, table]);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['song_plays_hourly', 'artist_plays_hourly']) {
    await knex.raw('drop trigger ?? on ??', [`${table}_changed`, table]);
    await knex.raw('drop trigger ?? on ??', [`${table}_truncated`, table]);
  }
  await knex.raw('drop function play_rollups_changed()');
  await knex.raw('drop sequence play_rollups_version');
  await knex.schema.dropTable('chart_state');
  await knex.schema.dropTable('chart_rankings');
}
