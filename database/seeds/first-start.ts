import type { Knex } from 'knex';
import type { Config } from '../../server/config';
import type { Logger } from '../../server/logger';

/** `npm start` on a fresh machine: an empty catalogue gets the demo catalogue, once. */
export async function seedOnFirstStart(knex: Knex, config: Config, logger: Logger): Promise<void> {
  const row = await knex('songs').count<{ count: number }[]>('* as count').first();
  if (Number(row?.count ?? 0) > 0) return;
  logger.info('empty catalogue: seeding the demo catalogue');
  // Imported only now: every later start skips loading the seeds (and their data) at all.
  const { seedDemoCatalogue } = await import('./demo');
  const summary = await seedDemoCatalogue(knex, { storageDir: config.storageDir });
  logger.info({ summary }, 'demo catalogue seeded');
}
