import { parseArgs } from 'node:util';
import { loadConfig } from '../../server/config';
import { configuredDatabase } from '../../server/db/database';
import { migrateLatest } from '../../server/db/migrations';
import { setAdminRole } from '../../server/features/accounts/users.queries';

/**
 * `npm run user:admin -- <email>` makes an account an admin; `npm run user:admin -- --remove <email>`
 * takes the role away. The account must exist: the person signs in once first.
 */
const USAGE = 'Usage: npm run user:admin -- [--remove] <email>';

let email: string;
let remove: boolean;
try {
  const { values, positionals } = parseArgs({ options: { remove: { type: 'boolean', default: false } }, allowPositionals: true });
  if (positionals.length !== 1) throw new Error('Give exactly one e-mail address.');
  email = positionals[0]!;
  remove = values.remove;
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(1);
}

const config = loadConfig();
const db = await configuredDatabase(config.database, { poolMax: 1 });
try {
  await migrateLatest(db.knex);
  const user = await setAdminRole(db.knex, email, !remove);
  if (!user) {
    console.error(`No account has the address ${email}. The person must sign in once first.`);
    process.exitCode = 1;
  } else {
    console.log(`${user.name} <${user.email}> ${user.is_admin ? 'is now an admin' : 'is no longer an admin'}.`);
  }
} finally {
  await db.close();
}
