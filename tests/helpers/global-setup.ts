import { build } from 'vite';
import { openDatabase } from '../../server/db/database';

/**
 * Once per `npm test`: build the client (browser tests load it) and the SSR bundle (every app renders
 * its pages with it), a few seconds together, and, on a PostgreSQL server, install the extensions once
 * so parallel test files do not race to create them.
 */
export default async function globalSetup() {
  await build({ logLevel: 'warn' });
  await build({ logLevel: 'warn', build: { ssr: true } });
  const url = process.env.DATABASE_URL;
  if (url) {
    const db = await openDatabase({ url, poolMax: 1 });
    await db.knex.raw('create extension if not exists pg_trgm with schema public');
    await db.knex.raw('create extension if not exists unaccent with schema public');
    await db.close();
  }
}
