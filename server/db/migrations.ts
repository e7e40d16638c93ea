import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';

const migrationsDir = fileURLToPath(new URL('../../database/migrations/', import.meta.url));

interface MigrationModule {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/**
 * Loads our TypeScript migrations by import, so they run the same under tsx, vitest and the CLI
 * (knex's own loader would need a TypeScript register hook of its own).
 */
class TypeScriptMigrationSource implements Knex.MigrationSource<string> {
  async getMigrations(): Promise<string[]> {
    return readdirSync(migrationsDir)
      .filter((f) => /^\d+_[\w-]+\.ts$/.test(f))
      .sort();
  }
  getMigrationName(migration: string): string {
    return migration;
  }
  async getMigration(migration: string): Promise<MigrationModule> {
    // A path written out in the import (not a variable): the server bundle (scripts/build/server-bundle.ts)
    // then holds every migration, compiled, while tsx and Vitest import the .ts file itself.
    const name = migration.replace(/\.ts$/, '');
    return (await import(`../../database/migrations/${name}.ts`)) as MigrationModule;
  }
}

function migratorConfig(schema: string): Knex.MigratorConfig {
  return {
    migrationSource: new TypeScriptMigrationSource(),
    tableName: 'knex_migrations',
    schemaName: schema === 'public' ? undefined : schema,
  };
}

/**
 * Whether the migrations applied are exactly the migration files: one query, where knex's own run
 * takes its lock table, lists, compares and unlocks (a few hundred ms at start on the embedded
 * database). Any doubt (no table yet, a name only one side has) answers false, and the full run
 * then migrates or reports what is wrong.
 */
async function appliedAreAll(knex: Knex, schema: string, files: string[]): Promise<boolean> {
  const table = schema === 'public' ? 'knex_migrations' : `${schema}.knex_migrations`;
  let rows: { name: string }[];
  try {
    rows = await knex(table).select('name');
  } catch {
    return false;
  }
  const applied = new Set(rows.map((row) => row.name));
  return applied.size === files.length && files.every((file) => applied.has(file));
}

export async function migrateLatest(knex: Knex, schema = 'public'): Promise<string[]> {
  const files = await new TypeScriptMigrationSource().getMigrations();
  if (await appliedAreAll(knex, schema, files)) return [];
  const [, applied] = (await knex.migrate.latest(migratorConfig(schema))) as [number, string[]];
  return applied;
}

export async function rollbackAll(knex: Knex, schema = 'public'): Promise<string[]> {
  const [, reverted] = (await knex.migrate.rollback(migratorConfig(schema), true)) as [number, string[]];
  return reverted;
}

export async function rollbackLast(knex: Knex, schema = 'public'): Promise<string[]> {
  const [, reverted] = (await knex.migrate.rollback(migratorConfig(schema))) as [number, string[]];
  return reverted;
}
