import type { Knex } from 'knex';

/**
 * pg_trgm and unaccent power fuzzy search. They live in `public` whatever schema a migration runs in,
 * because an extension exists once per database (tests give each file its own schema on one server).
 * `down` leaves them installed: other schemas of the same database may depend on them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists pg_trgm with schema public');
  await knex.raw('create extension if not exists unaccent with schema public');
}

export async function down(): Promise<void> {}
