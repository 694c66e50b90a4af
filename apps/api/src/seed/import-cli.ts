/**
 * `npm run catalog:import -- FILE.json`: validates a catalog file (docs/catalog-import.md) and
 * upserts it into the shop's database in one transaction, then tells the running shop's nodes
 * (PostgreSQL NOTIFY on the change feed's channel) that the catalog changed, so their caches and
 * kept pages show it at once. The embedded database can be opened by one process only: while the
 * shop runs on it, the import is refused (the back office's import is the way then).
 */
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { loadConfig } from '../config';
import { publishAtCommit } from '../db/change-feed';
import { openDatabase } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { mediaStorage } from '../modules/media';
import { importCatalog, type ImportSummary } from './import';

const USAGE =
  'Usage: npm run catalog:import -- <catalog.json>\nThe file format is described in docs/catalog-import.md.';

async function main(args: string[]): Promise<number> {
  if (args.length !== 1 || args[0] === '--help' || args[0] === '-h') {
    console.error(USAGE);
    return args[0] === '--help' || args[0] === '-h' ? 0 : 2;
  }
  // npm runs workspace scripts in apps/api; the path is meant relative to where the command was typed.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), args[0] as string);
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new Error(
      error.code === 'ENOENT' ? `File not found: ${path}` : `Cannot read ${path}: ${error.message}`,
    );
  });
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch (error) {
    throw new Error(`${path} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }

  const config = loadConfig();
  if (!config.DATABASE_URL) {
    const lock = lockDataDir(config.DATA_DIR);
    if (!lock.acquired) {
      throw new Error(
        `The shop is running (process ${lock.heldBy}) and has the embedded database in ${config.DATA_DIR} open; ` +
          'only one process can use it at a time. Import the file in the back office (/admin/products/import), ' +
          `or stop the shop, run this again, then start the shop. (If no shop is running, delete ${lock.file}.)`,
      );
    }
  }
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 2,
  });
  try {
    await handle.migrate();
    const started = performance.now();
    const summary = await importCatalog(handle.db, file, {
      storage: mediaStorage(config),
      baseDir: dirname(path),
    });
    // Committed: every node of a running shop (PostgreSQL) empties its catalog caches and kept pages.
    // On the embedded database no shop is running (the lock above), and the next one starts afresh.
    if (handle.kind === 'postgres') await publishAtCommit(handle.db, 'catalog', 'import');
    console.log(`Imported ${path} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    console.log(formatSummary(summary));
    return 0;
  } finally {
    await handle.close();
  }
}

function formatSummary(summary: ImportSummary): string {
  const rows: [string, string][] = [
    ['taxons', counts(summary.taxons)],
    ['taxon names', counts(summary.taxonTranslations)],
    ['products', counts(summary.products)],
    ['product names', counts(summary.productTranslations)],
    ['product taxons', `${counts(summary.productTaxons)}, ${summary.productTaxons.removed} removed`],
    ['variants', `${counts(summary.variants)}, ${summary.variants.disabled} disabled`],
    ['variant names', counts(summary.variantTranslations)],
    ['images', `${summary.images.added} added, ${summary.images.removed} removed`],
    ['image files', `${summary.files.copied} copied, ${summary.files.kept} already present`],
  ];
  return rows.map(([label, value]) => `  ${label.padEnd(16)} ${value}`).join('\n');
}

function counts(value: { created: number; updated: number }): string {
  return `${value.created} created, ${value.updated} updated`;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
