import { loadConfig } from '../../server/config';
import { configuredDatabase } from '../../server/db/database';
import { migrateLatest } from '../../server/db/migrations';
import { reindexAll } from '../../server/features/search/search.indexer';

/**
 * `npm run db:reindex-search` rebuilds every search column and the word dictionary. The seeds do it
 * themselves; a catalogue that existed before the search migration, or was written without the
 * reindex functions, needs it once.
 */
const config = loadConfig();
const db = await configuredDatabase(config.database, { poolMax: 1 });
try {
  await migrateLatest(db.knex);
  const started = performance.now();
  await db.knex.transaction((trx) => reindexAll(trx));
  const { n } = (await db.knex('search_terms').count('* as n').first()) as { n: number };
  console.log(`Reindexed the catalogue for search (${n} distinct words) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await db.close();
}
