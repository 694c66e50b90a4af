import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CatalogFile } from '../import/format';
import { generateDemo, type DemoExtras, type GenerateOptions } from './generate';

export interface CachedDemo {
  file: CatalogFile;
  extras: DemoExtras;
  /** The folder the file's image sources are relative to. */
  imageDir: string;
}

/** Above this size a catalog is generated afresh each time: caching hundreds of megabytes of JSON costs more than it saves. */
const CACHED_UP_TO = 5_000;

/** The demo catalog with its drawings on disk; call release() once its images have been copied. */
export async function demoCatalog(
  options: GenerateOptions,
): Promise<CachedDemo & { release(): Promise<void> }> {
  if ((options.products ?? 480) <= CACHED_UP_TO)
    return { ...(await cachedDemo(options)), release: async () => {} };
  const imageDir = await mkdtemp(join(tmpdir(), 'sakhe-catalog-'));
  try {
    const { file, extras } = await generateDemo({ ...options, imageDir });
    return { file, extras, imageDir, release: () => rm(imageDir, { recursive: true, force: true }) };
  } catch (error) {
    await rm(imageDir, { recursive: true, force: true });
    throw error;
  }
}

const demoFolder = dirname(fileURLToPath(import.meta.url));

/**
 * The demo catalog is deterministic, so its drawings are made once per machine and reused: test
 * workers and fresh data folders then seed in a second or two instead of redrawing ~600 images.
 * The key covers the options and the generator's own source, so an edited vocabulary redraws.
 */
async function cachedDemo(
  options: GenerateOptions,
  cacheRoot = join(tmpdir(), 'sakhe-demo-catalog'),
): Promise<CachedDemo> {
  const key = await cacheKey(options);
  const dir = join(cacheRoot, key);
  const manifest = join(dir, 'catalog.json');
  if (existsSync(manifest)) {
    const stored = JSON.parse(await readFile(manifest, 'utf8')) as {
      file: CatalogFile;
      extras: StoredExtras;
    };
    return { file: stored.file, extras: restoreExtras(stored.extras), imageDir: dir };
  }
  // Build in a private folder and move it into place, so concurrent seeds never read half a cache.
  const building = join(cacheRoot, `.building-${randomUUID()}`);
  await mkdir(building, { recursive: true });
  try {
    const { file, extras } = await generateDemo({ ...options, imageDir: building });
    await writeFile(join(building, 'catalog.json'), JSON.stringify({ file, extras: storeExtras(extras) }));
    await rename(building, dir).catch(async (error: NodeJS.ErrnoException) => {
      if (!existsSync(manifest)) throw error; // someone else finished first: use theirs
      await rm(building, { recursive: true, force: true });
    });
    return { file, extras, imageDir: dir };
  } catch (error) {
    await rm(building, { recursive: true, force: true });
    throw error;
  }
}

type StoredExtras = Omit<DemoExtras, 'discounts'> & { discounts: [number, string[]][] };

function storeExtras(extras: DemoExtras): StoredExtras {
  return { ...extras, discounts: [...extras.discounts.entries()] };
}

function restoreExtras(stored: StoredExtras): DemoExtras {
  return { ...stored, discounts: new Map(stored.discounts) };
}

async function cacheKey(options: GenerateOptions): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(options));
  const sources = (await readdir(demoFolder)).filter((name) => name.endsWith('.ts')).sort();
  for (const path of [
    ...sources,
    '../prng.ts',
    '../slug.ts',
    '../../modules/catalog/slug.ts',
    '../../modules/catalog/search/fold.ts',
  ]) {
    hash.update(path).update(await readFile(join(demoFolder, path)));
  }
  return hash.digest('hex').slice(0, 16);
}
