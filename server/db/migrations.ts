import { readdirSync } from 'node:fs';
import path from 'node:path';
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
    return (await import(path.join(migrationsDir, migration))) as MigrationModule;
  }
}

function migratorConfig(schema: string): Knex.MigratorConfig {
  return {
    migrationSource: new TypeScriptMigrationSource(),
    tableName: 'knex_migrations',
    schemaName: schema === 'public' ? undefined : schema,
  };
}

export async function migrateLatest(knex: Knex, schema = 'public'): Promise<string[]> {
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
