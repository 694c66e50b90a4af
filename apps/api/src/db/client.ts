import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

type Schema = typeof schema;
/** The one database type the app codes against, whether PGlite or a PostgreSQL server is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Code that may run inside or outside a transaction takes this. */
export type Queryable = Database | Transaction;

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The server's address (PostgreSQL only), for connections of their own such as the change feed's LISTEN. */
  connectionString?: string;
  /**
   * The embedded database's LISTEN (PGlite only): the change feed hears through it what a
   * transaction published at its commit (db/change-feed.ts, publishAtCommit).
   */
  listen?: (channel: string, callback: (payload: string) => void) => Promise<() => Promise<void>>;
  migrate(): Promise<void>;
  /** Cheap round trip for readiness checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const drizzleOptions = { schema, casing: 'snake_case' } as const;

export async function openPglite(dataDir: string | undefined, existing?: PGlite): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true }); // PGlite does not create parent folders
  const client = existing ?? (await PGlite.create(dataDir, { extensions: { pg_trgm } }));
  const db = drizzlePglite({ client, ...drizzleOptions });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    listen: (channel, callback) => client.listen(channel, callback),
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: withSessionSettings(url), max: poolSize });
  // An idle connection the server closes (a restart, a terminated backend, a dropped database while the
  // pool is ending) is only dropped by the pool; without a listener its error would crash the process.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`));
  const db = drizzlePg({ client: pool, ...drizzleOptions });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    connectionString: url,
    migrate: () => migratePg(db, { migrationsFolder }),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/**
 * The URL with the app's session settings, before its own `options` (which win where they differ):
 * - No JIT: it pays off for long analytical queries, while the shop's statements take a millisecond
 *   or two, and a batch of carts the planner thought large (its estimated cost passed JIT's
 *   threshold) spent 300 ms compiling.
 * - Named statements planned once (a generic plan): they are all lookups by keys or arrays of keys,
 *   where the plan does not depend on the values, and PostgreSQL otherwise planned the larger ones
 *   afresh on every run: the order processor's read of one cart took 6.9 ms, 4.7 of them planning.
 */
function withSessionSettings(url: string): string {
  const parsed = new URL(url);
  const own = parsed.searchParams.get('options');
  const ours = '-c jit=off -c plan_cache_mode=force_generic_plan';
  parsed.searchParams.set('options', own ? `${ours} ${own}` : ours);
  return parsed.toString();
}

export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize)
    : openPglite(join(options.dataDir, 'pglite'));
}
