import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { STAFF_PASSWORD, isStaffRole } from '@sakhe/contract/admin';
import { z } from 'zod';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { createFirstStaffMember } from './modules/staff';

/**
 * `npm run admin:create -- --email E [--role owner|manager|fulfilment] [--password P]`: a member of
 * staff, straight into the database (the first owner, or one who lost access). Without --password a
 * strong one is generated and printed once.
 */

const USAGE = 'usage: npm run admin:create -- --email E [--role owner|manager|fulfilment] [--password P]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string', default: 'owner' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.info(USAGE);
    return;
  }
  const email = z.email().max(254).safeParse(values.email?.trim());
  if (!email.success) fail(`--email must be an e-mail address\n${USAGE}`);
  if (!isStaffRole(values.role)) fail(`--role must be owner, manager or fulfilment\n${USAGE}`);
  const generated = values.password === undefined;
  const password = values.password ?? randomBytes(15).toString('base64url');
  if (password.length < STAFF_PASSWORD.min || password.length > STAFF_PASSWORD.max) {
    fail(`--password must be ${STAFF_PASSWORD.min} to ${STAFF_PASSWORD.max} characters`);
  }

  const config = loadConfig();
  if (!config.DATABASE_URL) {
    const lock = lockDataDir(config.DATA_DIR);
    if (!lock.acquired) {
      fail(
        `The shop is running (process ${lock.heldBy}) and has the embedded database in ${config.DATA_DIR} open; ` +
          'only one process can use it at a time. Stop the shop, run this again, then start the shop. ' +
          `(If no shop is running, delete ${lock.file}.)`,
      );
    }
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 1,
  });
  try {
    await database.migrate();
    const created = await createFirstStaffMember(database.db, {
      email: email.data.toLowerCase(),
      password,
      role: values.role,
    });
    if (!created) fail(`A member of staff with the e-mail ${email.data} exists already.`);
    console.info(`Created ${values.role} ${created.email} (id ${created.id}).`);
    if (generated) console.info(`Password (shown once, write it down): ${password}`);
    if (values.role === 'owner') {
      console.info(
        'Owners turn on two-factor sign-in at their first sign-in, before they can change anything.',
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
