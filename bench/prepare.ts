// Builds the scale catalog into a fresh database: `tsx bench/prepare.ts` with DATABASE_URL or DATA_DIR set.
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
// The app's `app.changes` (which the catalog module's code names) is declared there.
import type {} from '../apps/api/src/db/change-feed';
import { createFirstStaffMember } from '../apps/api/src/modules/staff';
import { mediaStorage } from '../apps/api/src/modules/media';
import { seedDemo } from '../apps/api/src/seed';
import { seedOrderHistory } from './history';
import { BENCH_STAFF } from './staff';

const pastOrders = Number(process.env.BENCH_PAST_ORDERS ?? 50_000);
const scale = {
  products: Number(process.env.BENCH_PRODUCTS ?? 100_000),
  brands: Number(process.env.BENCH_BRANDS ?? 300),
  categories: Number(process.env.BENCH_CATEGORIES ?? 200),
  seed: 1,
  images: 'shared' as const,
};
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const started = performance.now();
await database.migrate();
await seedDemo(database.db, { storage: mediaStorage(config), catalog: scale });
await seedOrderHistory(database.db, pastOrders);
// A manager (orders.read, no two-factor) for the admin scenarios.
await createFirstStaffMember(database.db, { ...BENCH_STAFF });
console.info(
  `seeded ${scale.products} products and ${pastOrders} past orders in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
await database.close();
