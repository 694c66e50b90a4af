import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import {
  productImages,
  productTaxons,
  productTranslations,
  products,
  productVariants,
  productVariantTranslations,
  taxonImages,
  taxons,
  taxonTranslations,
} from '../../db/schema';
import { defaultVariantOf, searchKey } from '../../modules/catalog';
import { anyOf, deleteByIds, insertRows, selectByChunks, upsertRows, type UpsertCounts } from './bulk';
import { ImportValidationError, type ImportIssue } from './errors';
import { IMPORT_LOCALES } from './format';
import type { StoredImage } from './images';
import type { ResolvedCatalog, ResolvedProduct, ResolvedTaxon } from './validate';

export interface ImportSummary {
  taxons: UpsertCounts;
  taxonTranslations: UpsertCounts;
  products: UpsertCounts;
  productTranslations: UpsertCounts;
  productTaxons: UpsertCounts & { removed: number };
  variants: UpsertCounts & { disabled: number };
  variantTranslations: UpsertCounts;
  images: { added: number; removed: number };
  files: { copied: number; kept: number };
}

interface ImageSync {
  added: number;
  removed: number;
}

/**
 * Writes a validated catalog. Run it inside a transaction: a reference the database cannot satisfy
 * throws an ImportValidationError, and the caller's rollback leaves nothing half-written.
 */
export async function writeCatalog(
  db: Queryable,
  catalog: ResolvedCatalog,
  images: Map<string, StoredImage>,
): Promise<Omit<ImportSummary, 'files'>> {
  const taxonIds = await resolveTaxonReferences(db, catalog);
  const taxonCounts = await writeTaxons(db, catalog.taxons, taxonIds);
  const taxonTranslationCounts = await upsertRows(
    db,
    taxonTranslations,
    catalog.taxons.flatMap((taxon) =>
      IMPORT_LOCALES.map((locale) => {
        const t = taxon.translations[locale];
        return {
          taxonId: idOf(taxonIds, taxon.code),
          locale,
          name: t.name,
          slug: t.slug,
          description: t.description,
          searchKey: searchKey(t.name),
        };
      }),
    ),
    {
      target: [taxonTranslations.taxonId, taxonTranslations.locale],
      update: ['name', 'slug', 'description', 'searchKey'],
    },
  );
  const taxonImageSync = await syncImages(
    db,
    taxonImages,
    taxonImages.taxonId,
    'taxonId',
    catalog.taxons
      .filter((taxon) => taxon.images)
      .map((taxon) => [idOf(taxonIds, taxon.code), taxon.images ?? []]),
    images,
  );

  const productResult = await writeProducts(db, catalog.products, taxonIds, images);
  return {
    taxons: taxonCounts,
    taxonTranslations: taxonTranslationCounts,
    ...productResult,
    images: {
      added: taxonImageSync.added + productResult.images.added,
      removed: taxonImageSync.removed + productResult.images.removed,
    },
  };
}

function idOf(ids: Map<string, number>, code: string): number {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`Internal error: no id for ${code}`);
  return id;
}

/** Looks up every taxon the file names but does not define; all of them must already exist. */
async function resolveTaxonReferences(db: Queryable, catalog: ResolvedCatalog): Promise<Map<string, number>> {
  const inFile = new Set(catalog.taxons.map((taxon) => taxon.code));
  const referenced = new Set<string>();
  for (const taxon of catalog.taxons)
    if (taxon.parent && !inFile.has(taxon.parent)) referenced.add(taxon.parent);
  for (const product of catalog.products)
    for (const code of product.taxons) if (!inFile.has(code)) referenced.add(code);

  const found = await selectByChunks([...referenced], (codes) =>
    db
      .select({ id: taxons.id, code: taxons.code, path: taxons.path })
      .from(taxons)
      .where(anyOf(taxons.code, codes)),
  );
  const ids = new Map(found.map((row) => [row.code, row.id]));
  const paths = new Map(found.map((row) => [row.code, row.path]));
  const existingInFile = await codeIds(db, taxons, taxons.code, [...inFile]);

  const issues: ImportIssue[] = [];
  for (const taxon of catalog.taxons) {
    if (!taxon.parent || inFile.has(taxon.parent)) continue;
    const where = `taxons[${taxon.index}] (code ${taxon.code}).parent`;
    if (!ids.has(taxon.parent))
      issues.push({ path: where, message: `No taxon "${taxon.parent}" in this file or the shop` });
    const ownId = existingInFile.get(taxon.code);
    if (ownId !== undefined && paths.get(taxon.parent)?.includes(`/${ownId}/`)) {
      issues.push({ path: where, message: `"${taxon.parent}" is a descendant of this taxon` });
    }
  }
  for (const product of catalog.products) {
    product.taxons.forEach((code, i) => {
      if (!inFile.has(code) && !ids.has(code)) {
        issues.push({
          path: `products[${product.index}] (code ${product.code}).taxons[${i}]`,
          message: `No taxon "${code}" in this file or the shop`,
        });
      }
    });
  }
  if (issues.length > 0) throw new ImportValidationError(issues);
  return ids;
}

async function codeIds(
  db: Queryable,
  table: PgTable & { id: PgColumn },
  codeColumn: PgColumn,
  codes: string[],
): Promise<Map<string, number>> {
  const rows = await selectByChunks(
    codes,
    (part) =>
      db
        .select({ id: table.id, code: codeColumn })
        .from(table)
        .where(anyOf(codeColumn, part)) as unknown as Promise<{ id: number; code: string }[]>,
  );
  return new Map(rows.map((row) => [row.code, row.id]));
}

/** Parents first, one tree level per statement, then paths and levels recomputed where they changed. */
async function writeTaxons(
  db: Queryable,
  list: ResolvedTaxon[],
  ids: Map<string, number>,
): Promise<UpsertCounts> {
  const byCode = new Map(list.map((taxon) => [taxon.code, taxon]));
  const depthOf = (taxon: ResolvedTaxon): number => {
    const parent = taxon.parent ? byCode.get(taxon.parent) : undefined;
    return parent ? depthOf(parent) + 1 : 0;
  };
  const levels: ResolvedTaxon[][] = [];
  for (const taxon of list) (levels[depthOf(taxon)] ??= []).push(taxon);

  const counts: UpsertCounts = { created: 0, updated: 0 };
  for (const level of levels) {
    const result = await upsertRows(
      db,
      taxons,
      level.map((taxon) => ({
        code: taxon.code,
        parentId: taxon.parent ? idOf(ids, taxon.parent) : null,
        path: '/', // set below, once the new rows have ids
        level: 0,
        position: taxon.position,
        enabled: taxon.enabled,
        brandTaxon: taxon.brand,
      })),
      { target: [taxons.code], update: ['parentId', 'position', 'enabled', 'brandTaxon'] },
    );
    counts.created += result.created;
    counts.updated += result.updated;
    const levelIds = await codeIds(
      db,
      taxons,
      taxons.code,
      level.map((taxon) => taxon.code),
    );
    for (const [code, id] of levelIds) ids.set(code, id);
  }
  if (list.length > 0) {
    await db.execute(sql`
      WITH RECURSIVE tree AS (
        SELECT id, '/' || id || '/' AS path, 0 AS level FROM ${taxons} WHERE parent_id IS NULL
        UNION ALL
        SELECT child.id, tree.path || child.id || '/', tree.level + 1
        FROM ${taxons} child JOIN tree ON child.parent_id = tree.id
      )
      UPDATE ${taxons} SET path = tree.path, level = tree.level
      FROM tree WHERE ${taxons.id} = tree.id AND (${taxons.path} <> tree.path OR ${taxons.level} <> tree.level)`);
  }
  return counts;
}

async function writeProducts(
  db: Queryable,
  list: ResolvedProduct[],
  taxonIds: Map<string, number>,
  images: Map<string, StoredImage>,
) {
  const productIds = await codeIds(
    db,
    products,
    products.code,
    list.map((product) => product.code),
  );
  const existingVariants = await loadExistingVariants(db, list, [...productIds.values()]);
  const onHold = new Map(existingVariants.map((variant) => [variant.code, variant.onHold]));

  const issues: ImportIssue[] = [];
  for (const product of list) {
    product.variants.forEach((variant, i) => {
      const held = onHold.get(variant.code) ?? 0;
      if (variant.tracked && variant.onHand < held) {
        issues.push({
          path: `products[${product.index}] (code ${product.code}).variants[${i}].onHand`,
          message: `${variant.onHand} is less than the ${held} units held by open orders`,
        });
      }
    });
  }
  await checkSlugsAreFree(db, list, issues);
  if (issues.length > 0) throw new ImportValidationError(issues);

  const productCounts = await upsertRows(
    db,
    products,
    list.map((product) => ({
      code: product.code,
      enabled: product.enabled,
      mainTaxonId: idOf(taxonIds, product.mainTaxon),
      price: listingPrice(product, onHold),
    })),
    { target: [products.code], update: ['enabled', 'mainTaxonId', 'price'] },
  );
  for (const [code, id] of await codeIds(
    db,
    products,
    products.code,
    list.map((product) => product.code),
  )) {
    productIds.set(code, id);
  }

  const translationCounts = await upsertRows(
    db,
    productTranslations,
    list.flatMap((product) =>
      IMPORT_LOCALES.map((locale) => {
        const t = product.translations[locale];
        return {
          productId: idOf(productIds, product.code),
          locale,
          name: t.name,
          slug: t.slug,
          description: t.description,
          shortDescription: t.shortDescription,
          searchKey: searchKey(t.name),
        };
      }),
    ),
    {
      target: [productTranslations.productId, productTranslations.locale],
      update: ['name', 'slug', 'description', 'shortDescription', 'searchKey'],
    },
  );

  const taxonLinks = await syncProductTaxons(db, list, productIds, taxonIds);

  const variantCounts = await upsertRows(
    db,
    productVariants,
    list.flatMap((product) =>
      product.variants.map((variant) => ({
        code: variant.code,
        productId: idOf(productIds, product.code),
        position: variant.position,
        enabled: variant.enabled,
        tracked: variant.tracked,
        onHand: variant.onHand,
        price: variant.price,
        originalPrice: variant.originalPrice,
      })),
    ),
    {
      target: [productVariants.code],
      update: ['productId', 'position', 'enabled', 'tracked', 'onHand', 'price', 'originalPrice'],
    },
  );
  const listed = new Set(list.flatMap((product) => product.variants.map((variant) => variant.code)));
  // Variants left out of the file may be in orders, so they are switched off rather than deleted.
  const unlisted = existingVariants.filter((variant) => !listed.has(variant.code) && variant.enabled);
  for (const part of chunkIds(unlisted.map((variant) => variant.id))) {
    await db.update(productVariants).set({ enabled: false }).where(anyOf(productVariants.id, part));
  }

  const variantIds = await codeIds(db, productVariants, productVariants.code, [...listed]);
  const variantTranslationCounts = await upsertRows(
    db,
    productVariantTranslations,
    list.flatMap((product) =>
      product.variants.flatMap((variant) =>
        IMPORT_LOCALES.map((locale) => ({
          variantId: idOf(variantIds, variant.code),
          locale,
          name: variant.translations[locale].name,
        })),
      ),
    ),
    { target: [productVariantTranslations.variantId, productVariantTranslations.locale], update: ['name'] },
  );

  const imageSync = await syncImages(
    db,
    productImages,
    productImages.productId,
    'productId',
    list
      .filter((product) => product.images)
      .map((product) => [idOf(productIds, product.code), product.images ?? []]),
    images,
  );

  return {
    products: productCounts,
    productTranslations: translationCounts,
    productTaxons: taxonLinks,
    variants: { ...variantCounts, disabled: unlisted.length },
    variantTranslations: variantTranslationCounts,
    images: imageSync,
  };
}

function chunkIds(ids: number[]): number[][] {
  const parts: number[][] = [];
  for (let start = 0; start < ids.length; start += 10_000) parts.push(ids.slice(start, start + 10_000));
  return parts;
}

/** The listing price is the default variant's price, judged with the stock open orders hold. */
function listingPrice(product: ResolvedProduct, onHold: Map<string, number>): number | null {
  const variant = defaultVariantOf(
    product.variants.map((v) => ({
      ...v,
      onHold: v.tracked ? Math.min(onHold.get(v.code) ?? 0, v.onHand) : 0,
    })),
  );
  return variant?.price ?? null;
}

interface ExistingVariant {
  id: number;
  code: string;
  productId: number;
  enabled: boolean;
  onHold: number;
}

/** Variants the file names (wherever they are now) plus every variant of the products it names. */
async function loadExistingVariants(
  db: Queryable,
  list: ResolvedProduct[],
  productIds: number[],
): Promise<ExistingVariant[]> {
  const columns = {
    id: productVariants.id,
    code: productVariants.code,
    productId: productVariants.productId,
    enabled: productVariants.enabled,
    onHold: productVariants.onHold,
  };
  const byCode = await selectByChunks(
    list.flatMap((product) => product.variants.map((variant) => variant.code)),
    (codes) => db.select(columns).from(productVariants).where(anyOf(productVariants.code, codes)),
  );
  const byProduct = await selectByChunks(productIds, (ids) =>
    db.select(columns).from(productVariants).where(anyOf(productVariants.productId, ids)),
  );
  return [...new Map([...byCode, ...byProduct].map((variant) => [variant.id, variant])).values()];
}

/** A slug may already belong to a product this file does not touch; that would be two pages at one URL. */
async function checkSlugsAreFree(
  db: Queryable,
  list: ResolvedProduct[],
  issues: ImportIssue[],
): Promise<void> {
  for (const locale of IMPORT_LOCALES) {
    const owners = new Map(list.map((product) => [product.translations[locale].slug, product]));
    const taken = await selectByChunks([...owners.keys()], (slugs) =>
      db
        .select({ slug: productTranslations.slug, code: products.code })
        .from(productTranslations)
        .innerJoin(products, eq(products.id, productTranslations.productId))
        .where(and(eq(productTranslations.locale, locale), anyOf(productTranslations.slug, slugs))),
    );
    const inFile = new Set(list.map((product) => product.code));
    for (const row of taken) {
      const product = owners.get(row.slug);
      if (product && row.code !== product.code && !inFile.has(row.code)) {
        issues.push({
          path: `products[${product.index}] (code ${product.code}).translations.${locale}.slug`,
          message: `"${row.slug}" is already the slug of product ${row.code}`,
        });
      }
    }
  }
}

async function syncProductTaxons(
  db: Queryable,
  list: ResolvedProduct[],
  productIds: Map<string, number>,
  taxonIds: Map<string, number>,
): Promise<UpsertCounts & { removed: number }> {
  const wanted = list.flatMap((product) =>
    product.taxons.map((code) => ({
      productId: idOf(productIds, product.code),
      taxonId: idOf(taxonIds, code),
      // Listings keep the order of the file.
      position: product.index,
    })),
  );
  const counts = await upsertRows(db, productTaxons, wanted, {
    target: [productTaxons.productId, productTaxons.taxonId],
    update: ['position'],
  });
  const keep = new Set(wanted.map((row) => `${row.productId}:${row.taxonId}`));
  const existing = await selectByChunks([...new Set(wanted.map((row) => row.productId))], (ids) =>
    db
      .select({ id: productTaxons.id, productId: productTaxons.productId, taxonId: productTaxons.taxonId })
      .from(productTaxons)
      .where(anyOf(productTaxons.productId, ids)),
  );
  const stale = existing.filter((row) => !keep.has(`${row.productId}:${row.taxonId}`)).map((row) => row.id);
  await deleteByIds(db, productTaxons, productTaxons.id, stale);
  return { ...counts, removed: stale.length };
}

/**
 * Makes each owner's images exactly the listed ones, in order. An owner whose list already matches
 * is left alone, so re-imports keep image ids.
 */
async function syncImages(
  db: Queryable,
  table: typeof productImages | typeof taxonImages,
  ownerColumn: PgColumn,
  ownerKey: 'productId' | 'taxonId',
  owners: [number, { source: string; type: string | null; locale: string | null }[]][],
  stored: Map<string, StoredImage>,
): Promise<ImageSync> {
  if (owners.length === 0) return { added: 0, removed: 0 };
  const existing = await selectByChunks(
    owners.map(([id]) => id),
    (ids) =>
      db
        .select({
          id: table.id,
          owner: ownerColumn,
          type: table.type,
          path: table.path,
          locale: table.locale,
        })
        .from(table)
        .where(anyOf(ownerColumn, ids))
        .orderBy(asc(ownerColumn), asc(table.position), asc(table.id)) as unknown as Promise<
        { id: number; owner: number; type: string | null; path: string; locale: string | null }[]
      >,
  );
  const current = new Map<
    number,
    { id: number; type: string | null; path: string; locale: string | null }[]
  >();
  for (const row of existing) {
    const list = current.get(row.owner) ?? [];
    list.push(row);
    current.set(row.owner, list);
  }

  const remove: number[] = [];
  const add: Record<string, unknown>[] = [];
  for (const [ownerId, images] of owners) {
    const wanted = images.map((image) => ({
      type: image.type,
      path: storedPath(stored, image.source),
      locale: image.locale,
    }));
    const have = current.get(ownerId) ?? [];
    const same =
      have.length === wanted.length &&
      have.every(
        (row, i) =>
          row.type === wanted[i]?.type && row.path === wanted[i]?.path && row.locale === wanted[i]?.locale,
      );
    if (same) continue;
    remove.push(...have.map((row) => row.id));
    wanted.forEach((image, position) =>
      add.push({ [ownerKey]: ownerId, type: image.type, path: image.path, locale: image.locale, position }),
    );
  }
  await deleteByIds(db, table, table.id, remove);
  await insertRows(db, table, add);
  return { added: add.length, removed: remove.length };
}

function storedPath(stored: Map<string, StoredImage>, source: string): string {
  const image = stored.get(source);
  if (!image) throw new Error(`Internal error: image ${source} was not resolved`);
  return image.path;
}
