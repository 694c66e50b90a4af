import { join } from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, repoRoot } from './config';
import { openDatabase } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { mediaStorage } from './modules/media';
import { type DemoStaffMember, seedDemoStaff } from './modules/staff';
import { isSeeded, seedDemo } from './seed';

/** Starts one node: the whole shop (default), the API alone or the storefront alone (SERVE). */
async function main() {
  const config = loadConfig();
  if (config.SERVE !== 'web' && !config.DATABASE_URL) {
    const lock = lockDataDir(config.DATA_DIR);
    if (!lock.acquired) {
      console.error(
        `Another process (${lock.heldBy}) has the embedded database in ${config.DATA_DIR} open: only one can. ` +
          `Stop it first (if none is running, delete ${lock.file}).`,
      );
      process.exit(1);
    }
  }
  const database =
    config.SERVE === 'web'
      ? undefined
      : await openDatabase({
          databaseUrl: config.DATABASE_URL,
          dataDir: config.DATA_DIR,
          poolSize: config.DATABASE_POOL_SIZE,
        });
  let demoStaff: DemoStaffMember[] = [];
  if (database) {
    await database.migrate();
    if (config.SEED_DEMO && !(await isSeeded(database.db))) {
      console.info('Seeding the demo catalog into an empty database (first start only)…');
      await seedDemo(database.db, { storage: mediaStorage(config) });
    }
    // A newcomer can sign in to the back office at once: the passwords are printed below, once.
    if (config.SEED_DEMO) demoStaff = await seedDemoStaff(database.db);
  }
  const app = await buildApp({
    config,
    database,
    storefront: config.SERVE === 'api' ? false : { buildDir: join(repoRoot, 'apps/web/build') },
    adminApp: config.SERVE === 'api' ? false : { buildDir: join(repoRoot, 'apps/admin/build') },
  });
  if (demoStaff.length > 0) app.log.info({ staff: demoStaff }, 'demo staff');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    // The listener stops; the requests already taken finish, pages being rendered with all their in-process
    // API calls included (app.ts, storefront/plugin.ts); then the job queue and the change feed close
    // (their onClose hooks). The database goes last, when nothing can use it any more.
    await app.close();
    await database?.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
