import { stringify } from 'csv-stringify/sync';
import type { CatalogLocale } from '@sakhe/contract';
import {
  type AdminProductsQuery,
  MAX_IMPORT_BYTES,
  PRODUCT_CSV_COLUMNS,
  type ProductImportResult,
} from '@sakhe/contract/admin';
import type { Database, Queryable } from '../../../../db/client';
import { ValidationError, type Violation } from '../../../../http/errors';
import { cleanRichText } from '../../../../http/rich-text';
import { violation } from '../../../../i18n/violations';
import { recordAudit } from '../../../staff';
import { productFilterWhere } from '../products/filter-queries';
import { csvCells, csvPathOf, csvToCatalog, type CsvCatalog } from './csv';
import { exportPage } from './export-queries';

/**
 * The catalog's export (CSV, streamed) and import (CSV or the JSON catalog format) in the back
 * office. The import checks and writes through the catalog import of docs/catalog-import.md,
 * which the app hands in (`CatalogFileWriter`): the seed owns that pipeline and itself uses this
 * module, so the module cannot import it. A dry run is the same import rolled back.
 */

/** What the import wrote (the seed's ImportSummary, in the parts the back office shows). */
interface ImportCounts {
  taxons: { created: number; updated: number };
  products: { created: number; updated: number };
  variants: { created: number; updated: number; disabled: number };
}

/** Checks a catalog file and writes it through `db` (a transaction); a wrong file throws an error carrying `issues`. */
export type CatalogFileWriter = (db: Queryable, file: unknown) => Promise<ImportCounts>;

export interface TransferActor {
  id: number;
  locale: CatalogLocale;
}

const EXPORT_BATCH = 500;

/**
 * The products the list's filters select (all of them without filters), one row per variant, as
 * CSV (UTF-8 with a byte-order mark, so a spreadsheet opens Georgian right), read 500 products at a time.
 */
export async function* productsCsv(db: Queryable, query: AdminProductsQuery): AsyncGenerator<string> {
  const where = productFilterWhere(query);
  yield `\uFEFF${stringify([[...PRODUCT_CSV_COLUMNS]])}`;
  let after = 0;
  for (;;) {
    const page = await exportPage(db, where, after, EXPORT_BATCH);
    if (page.rows.length > 0) yield stringify(page.rows.map(csvCells));
    if (page.lastId === null) return;
    after = page.lastId;
  }
}

type Format = 'csv' | 'json';

/** JSON when it says so or looks so (a catalog file is an object); CSV otherwise. */
function formatOf(contentType: string | undefined, text: string): Format {
  if (contentType?.includes('json')) return 'json';
  if (contentType?.includes('csv')) return 'csv';
  return text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('{')
    ? 'json'
    : 'csv';
}

class DryRun extends Error {
  constructor(readonly counts: ImportCounts) {
    super('dry run');
  }
}

function issuesOf(error: unknown): { path: string; message: string }[] | undefined {
  const issues = (error as { issues?: unknown } | null)?.issues;
  return Array.isArray(issues) ? (issues as { path: string; message: string }[]) : undefined;
}

/** Uploaded files bring no pictures: they would name files on the uploader's computer. */
function imagesRefused(file: unknown, locale: CatalogLocale): Violation[] {
  const violations: Violation[] = [];
  for (const kind of ['taxons', 'products'] as const) {
    const records = (file as Record<string, unknown> | null)?.[kind];
    if (!Array.isArray(records)) continue;
    records.forEach((record: unknown, index) => {
      if (record && typeof record === 'object' && 'images' in record) {
        violations.push(violation(locale, `${kind}[${index}].images`, 'importImages'));
      }
    });
  }
  return violations;
}

/**
 * Descriptions come from staff's files as HTML the storefront prints: cleaned as every rich text the
 * back office stores is (formatting only). Text that is already clean stays as it is, so re-importing
 * an export changes nothing.
 */
function cleanDescriptions(file: unknown): void {
  for (const kind of ['taxons', 'products'] as const) {
    const records = (file as Record<string, unknown> | null)?.[kind];
    if (!Array.isArray(records)) continue;
    for (const record of records) {
      const translations = (record as { translations?: unknown } | null)?.translations;
      if (!translations || typeof translations !== 'object') continue;
      for (const translation of Object.values(translations as Record<string, unknown>)) {
        if (!translation || typeof translation !== 'object') continue;
        const fields = translation as Record<string, unknown>;
        for (const field of ['description', 'shortDescription']) {
          if (typeof fields[field] === 'string') fields[field] = cleanRichText(fields[field]);
        }
      }
    }
  }
}

/**
 * Imports an uploaded CSV or JSON file: every problem (by row and field) as one 422, else the
 * whole file written in one transaction with one audit entry; a dry run rolls the transaction
 * back and answers what the import would do.
 */
export async function importProducts(
  db: Database,
  write: CatalogFileWriter,
  actor: TransferActor,
  upload: { text: string; contentType: string | undefined; dryRun: boolean },
): Promise<ProductImportResult> {
  const { locale } = actor;
  if (Buffer.byteLength(upload.text) > MAX_IMPORT_BYTES) {
    throw new ValidationError([
      violation(locale, '', 'importTooLarge', { max: MAX_IMPORT_BYTES / 1024 / 1024 }),
    ]);
  }
  if (upload.text.trim() === '') throw new ValidationError([violation(locale, '', 'importEmpty')]);
  const format = formatOf(upload.contentType, upload.text);
  let file: unknown;
  let csv: CsvCatalog | undefined;
  const early: Violation[] = [];
  if (format === 'json') {
    try {
      file = JSON.parse(upload.text.replace(/^\uFEFF/, ''));
    } catch (error) {
      throw new ValidationError([
        violation(locale, '', 'importNotJson', { error: (error as Error).message }),
      ]);
    }
    early.push(...imagesRefused(file, locale));
  } else {
    csv = csvToCatalog(upload.text, locale);
    file = csv.file;
    early.push(...csv.violations);
    if (csv.rows.length === 0) throw new ValidationError(early);
  }
  cleanDescriptions(file);
  const located = (issues: { path: string; message: string }[]): Violation[] => {
    const taken = new Set(early.map((known) => known.propertyPath));
    return issues
      .map((issue) => ({
        propertyPath: csv ? csvPathOf(issue.path, csv.rows) : issue.path,
        message: issue.message,
        code: null,
      }))
      .filter((issue) => !taken.has(issue.propertyPath));
  };

  try {
    const counts = await db.transaction(async (tx) => {
      const written = await write(tx, file).catch((error: unknown) => {
        const issues = issuesOf(error);
        if (!issues) throw error;
        throw new ValidationError([...early, ...located(issues)]);
      });
      if (early.length > 0) throw new ValidationError(early);
      if (upload.dryRun) throw new DryRun(written);
      await recordAudit(tx, {
        staffId: actor.id,
        action: 'product.import',
        entityType: 'product',
        entityId: null,
        before: null,
        after: { format, ...countsOf(written) },
      });
      return written;
    });
    return result(format, false, counts);
  } catch (error) {
    if (error instanceof DryRun) return result(format, true, error.counts);
    throw error;
  }
}

function countsOf(counts: ImportCounts): ImportCounts {
  // In the contract's order: answers are checked against it key by key outside production.
  return {
    products: { created: counts.products.created, updated: counts.products.updated },
    variants: {
      created: counts.variants.created,
      updated: counts.variants.updated,
      disabled: counts.variants.disabled,
    },
    taxons: { created: counts.taxons.created, updated: counts.taxons.updated },
  };
}

function result(format: Format, dryRun: boolean, counts: ImportCounts): ProductImportResult {
  return {
    '@context': '/api/v2/contexts/ProductImport',
    '@type': 'ProductImport',
    dryRun,
    format,
    ...countsOf(counts),
  };
}
