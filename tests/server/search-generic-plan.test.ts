import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { queryGeneric } from '../../server/features/search/generic-plan';
import { openFreshDatabase } from '../helpers/database';

/**
 * Search statements run with a plan kept per connection, and the setting that forces it must not
 * outlive them. One connection (PGlite has only one; on a server the test opens a pool of one), so
 * what the next statement sees is what the search left behind.
 */
describe('running search statements with a kept plan', () => {
  let fresh: Database;
  let db: Database;
  beforeAll(async () => {
    fresh = await openFreshDatabase();
    db = fresh.kind === 'pglite' ? fresh : await openDatabase({ url: process.env.DATABASE_URL, schema: fresh.schema, poolMax: 1 });
  });
  afterAll(async () => {
    if (db !== fresh) await db?.close();
    await fresh?.close();
  });

  const mode = async () => (await db.knex.raw<{ rows: { plan_cache_mode: string }[] }>('show plan_cache_mode')).rows[0]!.plan_cache_mode;
  const prepared = async () =>
    (await db.knex.raw<{ rows: { n: number }[] }>(`select count(*)::int as n from pg_prepared_statements where name like 'search\\_%'`)).rows[0]!.n;

  it('forces a generic plan for the statement only, and prepares each statement once', async () => {
    const sql = `select current_setting('plan_cache_mode') as mode, ?::text as word, ?::int as n, ?::text[] as words`;
    const first = await queryGeneric(db.knex, sql, ['maxamed', 3, ['cali', 'xasan']]);
    expect(first).toEqual([{ mode: 'force_generic_plan', word: 'maxamed', n: 3, words: ['cali', 'xasan'] }]);
    expect(await mode()).toBe('auto');
    await queryGeneric(db.knex, sql, ['faadumo', 4, []]);
    expect(await prepared()).toBe(1);
  });

  it('passes hostile text and arrays through as they are', async () => {
    const hostile = `it's 100% \\ "o'clock" _ {a,b} ; deallocate all; --`;
    const rows = await queryGeneric(db.knex, 'select ?::text as v, ?::text[] as words, ?::int[] as ids', [hostile, [hostile, ''], [3, -1]]);
    expect(rows).toEqual([{ v: hostile, words: [hostile, ''], ids: [3, -1] }]);
  });

  it('leaves nothing behind when a statement fails', async () => {
    await expect(queryGeneric(db.knex, 'select 1 / ?::int as v', [0])).rejects.toThrow(/division by zero/);
    expect(await mode()).toBe('auto');
    expect(await queryGeneric(db.knex, 'select 1 / ?::int as v', [1])).toEqual([{ v: 1 }]);
  });
});
