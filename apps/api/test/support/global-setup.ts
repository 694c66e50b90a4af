import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/db/client';
import { diskStorage } from '../../src/modules/media';
import { seedDemo } from '../../src/seed';
import { databasePrefix, databaseUrl, withAdmin } from './template';

/**
 * Migrates and seeds the demo shop once per run; every test file then starts from a copy
 * (PGlite: a data-dir dump; PostgreSQL: CREATE DATABASE … TEMPLATE), which is far faster
 * than seeding per file and keeps files independent.
 */
export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(join(tmpdir(), 'sakhe-test-'));
  const mediaDir = join(workDir, 'media');
  const adminUrl = process.env.DATABASE_URL;

  if (adminUrl) {
    const templateName = `${databasePrefix(adminUrl)}_tpl_${process.pid}`;
    await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${templateName}"`));
    const handle = await openPostgres(databaseUrl(adminUrl, templateName), 2);
    await handle.migrate();
    await seedDemo(handle.db, { storage: diskStorage(mediaDir) });
    await handle.close();
    project.provide('template', { kind: 'postgres', adminUrl, templateName, mediaDir });
    return async () => {
      // The template and every test file's copy of it (`<template>_<id>`), even one a crash left behind.
      await withAdmin(adminUrl, async (admin) => {
        const { rows } = await admin.query<{ name: string }>(
          'select datname as name from pg_database where starts_with(datname, $1)',
          [templateName],
        );
        for (const { name } of rows) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      });
      rmSync(workDir, { recursive: true, force: true });
    };
  }

  const client = await PGlite.create({ extensions: { pg_trgm } });
  const handle = await openPglite(undefined, client);
  await handle.migrate();
  await seedDemo(handle.db, { storage: diskStorage(mediaDir) });
  const dump = await client.dumpDataDir('none');
  const dumpFile = join(workDir, 'template.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('template', { kind: 'pglite', dumpFile, mediaDir });
  return () => rmSync(workDir, { recursive: true, force: true });
}
