import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/db/client';
import { writeStorefrontBuild } from './storefront-build';
import { databaseUrl, withAdmin } from './template';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/**
 * A fresh copy of the seeded demo shop and the API on top of it, for one test file; `mount` adds the
 * storefront (a build of one's own) to the app as the combined node has it.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  mount: Pick<AppOptions, 'storefront'> = {},
): Promise<TestApp> {
  const template = inject('template');
  const dataDir = mkdtempSync(join(tmpdir(), 'sakhe-app-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dataDir, ...env }),
    MEDIA_DIR: template.mediaDir,
  };
  let database: DatabaseHandle;
  let dropDatabase = async () => {};
  if (template.kind === 'pglite') {
    const dump = new Blob([readFileSync(template.dumpFile)]);
    database = await openPglite(
      undefined,
      await PGlite.create({ loadDataDir: dump, extensions: { pg_trgm } }),
    );
  } else {
    // Named after the template, so the run's teardown finds any a crashed file left behind.
    const name = `${template.templateName}_${randomBytes(6).toString('hex')}`;
    await withAdmin(template.adminUrl, (admin) =>
      admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template.templateName}"`),
    );
    database = await openPostgres(databaseUrl(template.adminUrl, name), 4);
    dropDatabase = async () => {
      await withAdmin(template.adminUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    };
  }
  const app = await buildApp({ config, database, ...mount });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The routes of a one-page stand-in build: every path is the loader `page`; no document is rendered. */
const ONE_PAGE_ROUTES = `
export const entry = { module: { default: () => new Response('no documents here', { status: 500 }) } };
export const routes = {
  root: { id: 'root', path: '', module: {} },
  page: { id: 'page', parentId: 'root', path: '*', module: { loader: page } },
};
`;

/**
 * The demo shop's API (as createTestApp) with a stand-in storefront of one page: every path is answered by
 * the loader `page` that `loader` (the build's source) defines. Closing it removes the build too.
 */
export async function createOnePageApp(name: string, loader: string): Promise<TestApp> {
  const buildDir = writeStorefrontBuild(name, loader + ONE_PAGE_ROUTES);
  const t = await createTestApp({}, { storefront: { buildDir } });
  return {
    ...t,
    async close() {
      await t.close();
      rmSync(buildDir, { recursive: true, force: true });
    },
  };
}
