import { eq } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client';
import type { MediaStorage } from '../modules/media';
import { channels } from '../db/schema';
import { seedAttributes } from './attributes';
import { CHANNEL_CODE, seedChannel } from './channel';
import { seedSynonyms } from './synonyms';
import { seedAssociations, seedOptions } from './options';
import { seedCommerce } from './commerce';
import { demoCatalog } from './demo/cache';
import type { GenerateOptions } from './demo/generate';
import { prepareImport, refreshPlannerStatistics, writePreparedImport } from './import';
import { prepareContent, writeContent } from './content';
import { demoLabels, seedLabels } from './labels';

export { generateCatalog } from './demo/generate';
export type { GenerateOptions } from './demo/generate';
export { importCatalog, ImportValidationError } from './import';
export type { CatalogFile } from './import';

/** True once the demo (or a real) channel exists: the app seeds only an empty database. */
export async function isSeeded(db: Queryable): Promise<boolean> {
  const rows = await db
    .select({ id: channels.id })
    .from(channels)
    .where(eq(channels.code, CHANNEL_CODE))
    .limit(1);
  return rows.length > 0;
}

/**
 * The demo shop: channel and cities, the generated catalog written through the import path,
 * labels and CMS content. One transaction; every step is an upsert, so a rerun is harmless.
 */
export async function seedDemo(
  db: Database,
  /** storage: where the pictures go (mediaStorage(config): the disk folder, or the bucket every node reads). */
  options: { storage: MediaStorage; catalog?: GenerateOptions },
): Promise<void> {
  const demo = await demoCatalog(options.catalog ?? {});
  try {
    const prepared = await prepareImport(demo.file, { storage: options.storage, baseDir: demo.imageDir });
    const content = await prepareContent(
      options.storage,
      demo.extras,
      options.catalog?.seed ?? 1,
      demo.imageDir,
    );
    await db.transaction(async (tx) => {
      await seedChannel(tx);
      await writePreparedImport(tx, prepared);
      await seedLabels(tx, demoLabels(demo.extras));
      await seedAttributes(tx, demo.extras.attributes);
      await seedOptions(tx, demo.extras.options);
      await seedAssociations(tx);
      await seedSynonyms(tx);
      await writeContent(tx, content);
      await seedCommerce(tx);
    });
    await refreshPlannerStatistics(db);
  } finally {
    await demo.release();
  }
}
