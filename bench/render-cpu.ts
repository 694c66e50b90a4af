// `node --import tsx bench/render-cpu.ts`: the CPU one storefront render costs (home, a listing, a product),
// measured in one process on the demo catalog (or on the bench's, when DATABASE_URL names a database that
// bench/prepare.ts filled): the storefront mounted in the API as on the default start,
// pages asked through `app.inject` one after another, the process's CPU time (user + system) divided by
// the pages. With DATABASE_URL the database is a PostgreSQL server, whose work is then outside this
// process; otherwise PGlite in a temporary folder (its queries count). PAGE_CACHE_MB=0 measures renders;
// with the page cache on, the same URLs measure cache hits. Add `--cpu-prof` to node for a profile.
// COMPARE_WITH=<a build directory of apps/web> (a copy of an earlier `apps/web/build`, kept where it can
// resolve the packages, e.g. under node_modules/) mounts that build too and asks each page of both in
// turn, so the two are measured in the same process and minute: on a shared machine, figures from two
// runs differ by more than a change to the render does. PAGES=home,listing,product (any of them) chooses the
// pages measured, e.g. one kind of page for a profile.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Config, loadConfig, repoRoot } from '../apps/api/src/config';
import { type DatabaseHandle, openDatabase } from '../apps/api/src/db/client';
import { mediaStorage } from '../apps/api/src/modules/media';
import { isSeeded, seedDemo } from '../apps/api/src/seed';

// React picks its production or development build from process.env when it is first loaded, as the app
// is below: `npm start` runs with NODE_ENV=production, so the renders measured here must too (the
// development build took three times the CPU).
process.env.NODE_ENV = 'production';
// The app is loaded by name: the bench's type check stays out of the API's own (apps/api has its own).
const appModule = '../apps/api/src/app';
const { buildApp } = (await import(appModule)) as {
  buildApp(options: {
    config: Config;
    database: DatabaseHandle;
    storefront: { buildDir: string };
  }): Promise<FastifyInstance>;
};

const renders = Number(process.env.RENDERS ?? 100);
const temporary = process.env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'sakhe-render-'));
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'warn',
  ...(temporary ? { DATA_DIR: temporary } : {}),
});
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
});
await database.migrate();
if (!(await isSeeded(database.db))) await seedDemo(database.db, { storage: mediaStorage(config) });
const builds = [join(repoRoot, 'apps/web/build'), process.env.COMPARE_WITH].filter(
  (build): build is string => build !== undefined,
);
const apps: FastifyInstance[] = [];
for (const buildDir of builds) {
  const app = await buildApp({ config, database, storefront: { buildDir } });
  await app.ready();
  apps.push(app);
}
const [app] = apps as [FastifyInstance];

const listed = await app.inject({
  url: '/api/v2/shop/products?itemsPerPage=100',
  headers: { accept: 'application/ld+json', 'accept-language': 'en_US' },
});
const slugs = (listed.json() as { 'hydra:member': { slug: string }[] })['hydra:member'].map(
  (product) => product.slug,
);
const taxons = ['makeup', 'face-care', 'hair-care', 'fragrance'];
const pages: Record<string, (n: number) => string> = {
  home: (n) => (n % 2 === 0 ? '/' : '/en'),
  listing: (n) => `/en/shop/${taxons[n % taxons.length]}?price=${n % 2 ? 'asc' : 'desc'}&page=${2 + (n % 3)}`,
  product: (n) => `/en/shop/product/${slugs[n % slugs.length]}`,
};

const headers = { 'accept-encoding': 'gzip, br', accept: 'text/html' };
// PAGES=listing (or a comma-separated list) measures only those, e.g. for a profile of one kind of page.
const only = process.env.PAGES?.split(',');
for (const [name, url] of Object.entries(pages)) {
  if (only && !only.includes(name)) continue;
  for (let n = 0; n < 20; n++) for (const each of apps) await each.inject({ url: url(n), headers }); // warm-up
  const measured = apps.map(() => ({ cpu: 0, wall: 0, bytes: 0, statuses: new Map<number, number>() }));
  for (let n = 0; n < renders; n++) {
    // Each build goes first every other page, so neither gets the other's warm caches.
    for (let turn = 0; turn < apps.length; turn++) {
      const index = n % 2 === 0 ? turn : apps.length - 1 - turn;
      const figures = measured[index]!;
      const cpu = process.cpuUsage();
      const started = performance.now();
      const response = await apps[index]!.inject({ url: url(n), headers });
      const used = process.cpuUsage(cpu);
      figures.wall += performance.now() - started;
      figures.cpu += used.user + used.system;
      figures.bytes += response.rawPayload.length;
      figures.statuses.set(response.statusCode, (figures.statuses.get(response.statusCode) ?? 0) + 1);
    }
  }
  const [current, other] = measured;
  for (const [index, figures] of measured.entries()) {
    console.info(
      `${name}${apps.length > 1 ? (index === 0 ? ' (this build)' : ' (COMPARE_WITH)') : ''}: ` +
        `${(figures.cpu / 1000 / renders).toFixed(2)} ms CPU per page, ` +
        `${(figures.wall / renders).toFixed(2)} ms wall, ${Math.round(figures.bytes / renders)} bytes sent, ` +
        `statuses ${JSON.stringify(Object.fromEntries(figures.statuses))}`,
    );
  }
  if (current && other)
    console.info(`${name}: this build / COMPARE_WITH = ${(current.cpu / other.cpu).toFixed(3)}`);
}
for (const each of apps) await each.close();
await database.close();
if (temporary) rmSync(temporary, { recursive: true, force: true });
