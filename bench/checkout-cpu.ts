// `node --import tsx bench/checkout-cpu.ts`: the CPU one checkout completion costs the API process, on the demo
// catalog: carts made ready through the Shop API (addressed, courier and cash chosen), then completed one after
// another; the process's CPU time (user + system) divided by the completions, and the wall time of each. With
// DATABASE_URL the database is a PostgreSQL server, whose work then stays outside the figure; otherwise PGlite in
// a temporary folder (its queries count). PROFILE=file.cpuprofile writes a CPU profile of the completions alone
// (not of the start and the carts' making; open it in Chrome's DevTools). Unlike `npm run bench`, which
// measures latency under 32 connections, this says what a completion costs, which a shared, noisy machine
// disturbs far less.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Config, loadConfig } from '../apps/api/src/config';
import { type DatabaseHandle, openDatabase } from '../apps/api/src/db/client';
import { mediaStorage } from '../apps/api/src/modules/media';
import { isSeeded, seedDemo } from '../apps/api/src/seed';
import { readyCarts, sellableVariants } from './cart';

// The app is loaded by name: the bench's type check stays out of the API's own (apps/api has its own).
const appModule = '../apps/api/src/app';
const { buildApp } = (await import(appModule)) as {
  buildApp(options: { config: Config; database: DatabaseHandle }): Promise<FastifyInstance>;
};

const completions = Number(process.env.COMPLETIONS ?? 300);
const warmUp = 50;
const temporary = process.env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'sakhe-checkout-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
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
const app = await buildApp({ config, database });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const variants = await sellableVariants(base);
const carts = await readyCarts(base, variants, warmUp + completions);
const complete = async (token: string) => {
  const response = await fetch(`${base}/api/v2/shop/orders/${token}/complete`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/merge-patch+json' },
    body: '{}',
  });
  if (!response.ok) throw new Error(`complete ${token}: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
};
for (const token of carts.slice(0, warmUp)) await complete(token);

const profiler = process.env.PROFILE ? new Session() : undefined;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
const walls: number[] = [];
const cpu = process.cpuUsage();
for (const token of carts.slice(warmUp)) {
  const started = performance.now();
  await complete(token);
  walls.push(performance.now() - started);
}
const used = process.cpuUsage(cpu);
if (profiler) {
  const { profile } = await profiler.post('Profiler.stop');
  writeFileSync(process.env.PROFILE!, JSON.stringify(profile));
}
walls.sort((a, b) => a - b);
const at = (q: number) => walls[Math.min(walls.length - 1, Math.floor(q * walls.length))]!.toFixed(2);
console.info(
  `checkout completion: ${((used.user + used.system) / 1000 / completions).toFixed(2)} ms CPU each ` +
    `(the client's fetch included), wall p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, over ${completions}`,
);
await app.close();
await database.close();
if (temporary) rmSync(temporary, { recursive: true, force: true });
