import { parseArgs } from 'node:util';
import { loadConfig } from '../../server/config';
import { configuredDatabase } from '../../server/db/database';
import { migrateLatest, rollbackAll, rollbackLast } from '../../server/db/migrations';

/** `npm run db:migrate` applies pending migrations; `npm run db:rollback [-- --all]` reverts. */
const { values } = parseArgs({ options: { rollback: { type: 'boolean' }, all: { type: 'boolean' } } });
const config = loadConfig();
const db = await configuredDatabase(config.database, { poolMax: 1 });
try {
  if (values.rollback) {
    const reverted = values.all ? await rollbackAll(db.knex) : await rollbackLast(db.knex);
    console.log(reverted.length ? `Reverted:\n  ${reverted.join('\n  ')}` : 'Nothing to revert.');
  } else {
    const applied = await migrateLatest(db.knex);
    console.log(applied.length ? `Applied:\n  ${applied.join('\n  ')}` : 'Already up to date.');
  }
} finally {
  await db.close();
}
