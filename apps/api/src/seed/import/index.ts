import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import type { MediaStorage } from '../../modules/media';
import { ImportValidationError } from './errors';
import { copyImages, resolveImages, type StoredImage } from './images';
import { validateCatalog, type ResolvedCatalog } from './validate';
import { writeCatalog, type ImportSummary } from './write';

export { ImportValidationError } from './errors';
export type { CatalogFile } from './format';
export type { ImportSummary } from './write';

export interface ImportOptions {
  /** Where images are copied (`image/…` of the disk folder or the bucket: mediaStorage(config)). */
  storage: MediaStorage;
  /** The folder image sources are relative to (the JSON file's folder). */
  baseDir: string;
}

export interface PreparedImport {
  catalog: ResolvedCatalog;
  images: Map<string, StoredImage>;
  files: { copied: number; kept: number };
}

/**
 * Everything that happens before the database: validation, image checks and copies. Image files are
 * content-addressed, so copies left behind by an import that then fails are harmless and reused.
 */
export async function prepareImport(file: unknown, options: ImportOptions): Promise<PreparedImport> {
  const catalog = validateCatalog(file);
  const images = await resolveImages(catalog, options.baseDir);
  const files = await copyImages(images.values(), options.storage);
  return { catalog, images, files };
}

/** Writes a prepared import through `db`; call it inside a transaction. */
export async function writePreparedImport(db: Queryable, prepared: PreparedImport): Promise<ImportSummary> {
  try {
    const written = await writeCatalog(db, prepared.catalog, prepared.images);
    return { ...written, files: prepared.files };
  } catch (error) {
    throw explainConstraintError(error);
  }
}

/**
 * Checks a catalog file that names no image files (the back office's uploads: their paths would be
 * on the uploader's computer) and writes it through `db`; call it inside a transaction.
 */
export async function writeCatalogFile(db: Queryable, file: unknown): Promise<ImportSummary> {
  const catalog = validateCatalog(file);
  const withImages = [...catalog.taxons, ...catalog.products].filter((record) => record.images);
  if (withImages.length > 0) {
    throw new ImportValidationError([{ path: '(file)', message: 'Images cannot come with this file' }]);
  }
  return writePreparedImport(db, { catalog, images: new Map(), files: { copied: 0, kept: 0 } });
}

/** Validates the whole file, then writes it in one transaction: all of it or none of it. */
export async function importCatalog(
  db: Database,
  file: unknown,
  options: ImportOptions,
): Promise<ImportSummary> {
  const prepared = await prepareImport(file, options);
  const summary = await db.transaction((tx) => writePreparedImport(tx, prepared));
  await refreshPlannerStatistics(db);
  return summary;
}

/**
 * ANALYZE after a bulk write. Autovacuum would get there in its own time; until then PostgreSQL plans
 * with the statistics of the tables as they were before (empty, on a first import), and picked a
 * nested loop over all brands for every cart item's brand name, five times slower than the statement
 * needs to be.
 */
export async function refreshPlannerStatistics(db: Database): Promise<void> {
  await db.execute(sql`analyze`);
}

/** A unique-constraint clash the pre-checks could not foresee (e.g. two products swapping slugs). */
function explainConstraintError(error: unknown): unknown {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const code = (cause as { code?: string })?.code;
  const detail = (cause as { detail?: string })?.detail;
  if (code === '23505') {
    return new ImportValidationError([
      { path: '(file)', message: `A value must be unique but is already used${detail ? `: ${detail}` : ''}` },
    ]);
  }
  return error;
}
