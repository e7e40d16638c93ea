import { parseArgs } from 'node:util';
import { loadConfig } from '../../server/config';
import { configuredDatabase } from '../../server/db/database';
import { migrateLatest } from '../../server/db/migrations';
import { seedDemoCatalogue } from '../seeds/demo';
import { seedSyntheticCatalogue } from '../seeds/synthetic';
import { keepAllSimilarSongs } from '../../server/features/songs/similar-songs';

/**
 * `npm run db:seed` migrates, then replaces the catalogue with the demo one.
 * `npm run db:seed -- --size 100000` loads a synthetic catalogue of that many songs instead.
 * Users, tokens and sessions are kept either way.
 */
function parseSize(): number | undefined {
  const { values } = parseArgs({ options: { size: { type: 'string' } } });
  if (values.size === undefined) return undefined;
  const size = Number(values.size);
  if (!/^\d+$/.test(values.size) || !Number.isSafeInteger(size) || size < 1) {
    throw new Error(`--size must be a whole number of songs (at least 1), got "${values.size}"`);
  }
  return size;
}

let size: number | undefined;
try {
  size = parseSize();
} catch (error) {
  console.error(`${(error as Error).message}\nUsage: npm run db:seed [-- --size <songs>]`);
  process.exit(1);
}

const config = loadConfig();
const db = await configuredDatabase(config.database, { poolMax: 1 });
try {
  await migrateLatest(db.knex);
  const started = performance.now();
  if (size === undefined) {
    const summary = await seedDemoCatalogue(db.knex, { storageDir: config.storageDir });
    printCounts(summary.tables);
    console.log(`Files under ${config.storageDir}/media/demo: ${summary.files.images} images, ${summary.files.audio} audio`);
  } else {
    printCounts(await seedSyntheticCatalogue(db.knex, { size }));
    // Ranked after the load is committed and analyzed: without statistics each batch reads whole tables.
    await db.knex.raw('analyze');
    console.log(`similar songs ranked for ${await keepAllSimilarSongs(db.knex)} songs`);
  }
  console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await db.close();
}

function printCounts(counts: Record<string, number>): void {
  const width = Math.max(...Object.keys(counts).map((table) => table.length));
  for (const [table, count] of Object.entries(counts)) console.log(`${table.padEnd(width)}  ${count}`);
}
