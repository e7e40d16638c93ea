import type { Knex } from 'knex';

/**
 * play_rollups_changed() (migration 20261203000002_chart_rankings) found its sequence by the writer's
 * search_path: a write to the rollups made with another path (psql on a DATABASE_SCHEMA catalogue)
 * failed with "relation play_rollups_version does not exist". It now names its table's schema, as
 * list_changed() does (20261204000001_list_changes).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create or replace function play_rollups_changed() returns trigger language plpgsql as $$
    begin
      perform nextval(format('%I.play_rollups_version', TG_TABLE_SCHEMA));
      return null;
    end
  $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`create or replace function play_rollups_changed() returns trigger language plpgsql as $$
    begin
      perform nextval('play_rollups_version');
      return null;
    end
  $$`);
}
