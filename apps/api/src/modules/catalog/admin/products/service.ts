import { sql } from 'drizzle-orm';
import type { CatalogLocale } from '@sakhe/contract';
import type {
  AdminProduct,
  AdminProductBody,
  AdminProductListItem,
  AdminProductPatchBody,
  AdminProductsQuery,
  AdminVariant,
  AdminVariantBody,
  AdminVariantPatchBody,
  OptionValueBody,
  ProductTranslationBody,
  StockAdjustment,
  StockAdjustmentBody,
} from '@sakhe/contract/admin';
import { ADMIN_EXACT_COUNT_UP_TO } from '@sakhe/contract/admin';
import type { Database, Queryable, Transaction } from '../../../../db/client';
import type { ChangeFeed } from '../../../../db/change-feed';
import { NotFoundError, ValidationError, type Violation } from '../../../../http/errors';
import { LOCALES } from '../../../../http/locale';
import { cleanRichText } from '../../../../http/rich-text';
import { violation } from '../../../../i18n/violations';
import { recordAudit } from '../../../staff';
import { refreshListingPrices } from '../../default-variant';
import { imageUrl } from '../../images';
import { searchKey } from '../../search/fold';
import { slugFor } from '../../slug';
import type { TtlCache } from '../../ttl-cache';
import type { ProductFilterQuery } from './filter-queries';
import {
  type ProductSortField,
  type TaxonName,
  countProducts,
  listProducts,
  loadTaxonNames,
} from './list-queries';
import {
  type OptionValueRow,
  type ProductRow,
  type VariantRow,
  countStockAdjustments,
  cartsHolding,
  countVariants,
  deleteProduct,
  deleteVariant,
  ensureOption,
  insertOptionValue,
  insertProduct,
  insertStockAdjustment,
  insertVariant,
  nextVariantPosition,
  productByCode,
  productInPlacedOrders,
  recordSlugChange,
  removeFromCarts,
  removeUnusedOptionValues,
  saveTranslation,
  setOnHand,
  setOptionValueWords,
  setProductTaxons,
  setVariantNames,
  setVariantOptionValues,
  slugTaken,
  stockAdjustmentsOf,
  taxonsByCode,
  updateProduct,
  updateVariant,
  variantByCode,
  variantPage,
  variantsOfProduct,
} from './queries';

/**
 * Products, variants and stock in the back office (issue 22). Every write is one transaction:
 * checks that need the database (taken code or slug, unknown category or brand, duplicate option
 * values, stock below what placed orders hold) refuse with the contract's 422 and leave nothing
 * written; the write is audited (before → after) in it; after the commit the change feed tells
 * every node's catalog caches and page caches (`catalog`), so listings, search, carousels, the
 * sitemap and kept pages follow at once.
 */

export interface Actor {
  id: number;
  email: string;
  locale: CatalogLocale;
}

export interface ProductsDeps {
  db: Database;
  changes: ChangeFeed;
  /** Processes these carts again (the cart module's), after a change left their items stale. */
  refreshCarts(tokens: string[]): Promise<void>;
}

const productIri = (code: string) => `/api/v2/admin/products/${encodeURIComponent(code)}`;
const variantIri = (code: string) => `/api/v2/admin/product-variants/${encodeURIComponent(code)}`;

const localized = <T>(pick: (locale: CatalogLocale) => T) =>
  ({ ka_GE: pick('ka_GE'), en_US: pick('en_US') }) as Record<CatalogLocale, T>;

// ---------------------------------------------------------------------------------------------
// Reading

const SORTS = [
  ['order[code]', 'code'],
  ['order[name]', 'name'],
  ['order[price]', 'price'],
  ['order[createdAt]', 'createdAt'],
] as const satisfies ReadonlyArray<readonly [keyof AdminProductsQuery, ProductSortField]>;

/** What the list keeps per app between requests, each emptied by a catalog change (routes.ts). */
export interface ProductListCaches {
  /** Totals by filter. */
  counts: TtlCache<number>;
  /** Categories' and brands' codes and names (one entry). */
  taxonNames: TtlCache<Map<number, TaxonName>>;
}

export async function listProductsPage(
  db: Database,
  query: AdminProductsQuery,
  locale: CatalogLocale,
  caches: ProductListCaches,
): Promise<{ members: AdminProductListItem[]; totalItems: number }> {
  const [key, field] = SORTS.find(([name]) => query[name] !== undefined) ?? [undefined, 'id' as const];
  const direction = key ? query[key]! : 'desc';
  const limit = query.itemsPerPage;
  const filter: ProductFilterQuery = query;
  const offset = (query.page - 1) * limit;
  const [rows, kept] = await Promise.all([
    listProducts(db, filter, { field, direction, locale }, { limit, offset }),
    caches.taxonNames.get('all', () => loadTaxonNames(db)),
  ]);
  // A taxon made since they were kept (its change may not have reached this node yet): read afresh.
  const referenced = rows.flatMap((row) => [row.mainTaxonId, row.brandId]);
  const taxons = referenced.every((id) => id === null || kept.has(id)) ? kept : await loadTaxonNames(db);
  const named = (id: number | null) => {
    const taxon = id === null ? undefined : taxons.get(id);
    return taxon ? { code: taxon.code, name: taxon.names[locale] ?? taxon.names.ka_GE ?? null } : null;
  };
  // A page that is not full ends the list, which then says how many match (a search for a code,
  // a small category's low stock); otherwise they are counted (docs/decisions/0021).
  const ended = rows.length < limit && (rows.length > 0 || offset === 0);
  const totalItems =
    ended && offset + rows.length <= ADMIN_EXACT_COUNT_UP_TO
      ? offset + rows.length
      : await countProducts(db, filter, { counts: caches.counts });
  const members = rows.map((row): AdminProductListItem => ({
    '@id': productIri(row.code),
    '@type': 'Product',
    id: row.id,
    code: row.code,
    enabled: row.enabled,
    name: { ka_GE: row.nameKa, en_US: row.nameEn },
    image: row.imagePath === null ? null : imageUrl(row.imagePath, 'sylius_shop_product_thumbnail'),
    price: row.price,
    variantCount: row.variantCount,
    available: row.available,
    mainTaxon: named(row.mainTaxonId),
    brand: named(row.brandId),
    updatedAt: row.updatedAt,
  }));
  return { members, totalItems };
}

function presentOptionValue(row: OptionValueRow | undefined) {
  if (!row) return null;
  return {
    code: row.code,
    colour: row.colour,
    value: localized((locale) => row.values.find((value) => value.locale === locale)?.value ?? null),
  };
}

function presentVariant(row: VariantRow): AdminVariant {
  return {
    '@id': variantIri(row.code),
    '@type': 'ProductVariant',
    id: row.id,
    code: row.code,
    product: productIri(row.productCode),
    position: row.position,
    enabled: row.enabled,
    name: localized((locale) => row.names.find((name) => name.locale === locale)?.name ?? null),
    shade: presentOptionValue(row.optionValues.find((value) => value.optionCode === SHADE.code)),
    volume: presentOptionValue(row.optionValues.find((value) => value.optionCode === VOLUME.code)),
    price: row.price,
    originalPrice: row.originalPrice > row.price ? row.originalPrice : null,
    tracked: row.tracked,
    onHand: row.onHand,
    onHold: row.onHold,
    inPlacedOrders: row.inPlacedOrders,
  };
}

/** The storefront's product path in a locale (Georgian has no prefix), as its links write it. */
const storefrontPath = (locale: CatalogLocale, slug: string) =>
  `${locale === 'en_US' ? '/en' : ''}/shop/product/${encodeURIComponent(slug)}`;

function presentProduct(row: ProductRow, variants: VariantRow[]): AdminProduct {
  const translation = (locale: CatalogLocale) => row.translations.find((entry) => entry.locale === locale);
  const translations: AdminProduct['translations'] = {};
  const formerSlugs: AdminProduct['formerSlugs'] = {};
  for (const locale of LOCALES) {
    const entry = translation(locale);
    if (entry) {
      const { name, slug, description, metaTitle, metaDescription } = entry;
      translations[locale] = { name, slug, description, metaTitle, metaDescription };
    }
    const former = row.formerSlugs.filter((entry) => entry.locale === locale).map((entry) => entry.slug);
    if (former.length > 0) formerSlugs[locale] = former;
  }
  const brand = row.taxons.find((taxon) => taxon.brand)?.code ?? null;
  return {
    '@id': productIri(row.code),
    '@type': 'Product',
    id: row.id,
    code: row.code,
    enabled: row.enabled,
    mainTaxon: row.mainTaxonCode,
    taxons: row.taxons
      .filter((taxon) => !taxon.brand && taxon.code !== row.mainTaxonCode)
      .map((taxon) => taxon.code),
    brand,
    translations,
    formerSlugs,
    images: row.images.map((image) => ({ id: image.id, type: image.type, url: imageUrl(image.path) })),
    variants: variants.map(presentVariant),
    preview: localized((locale) => {
      const slug = translation(locale)?.slug;
      return slug ? storefrontPath(locale, slug) : null;
    }),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

async function readProduct(db: Queryable, code: string, lock = false) {
  const row = await productByCode(db, code, lock);
  if (!row) throw new NotFoundError();
  return { row, product: presentProduct(row, await variantsOfProduct(db, row.id)) };
}

export async function productDetail(db: Database, code: string): Promise<AdminProduct> {
  return (await readProduct(db, code)).product;
}

export async function variantsPage(
  db: Database,
  query: { page: number; itemsPerPage: number; product?: string | undefined },
): Promise<{ members: AdminVariant[]; totalItems: number }> {
  const limit = query.itemsPerPage;
  const [rows, totalItems] = await Promise.all([
    variantPage(db, query.product, { limit, offset: (query.page - 1) * limit }),
    countVariants(db, query.product),
  ]);
  return { members: rows.map(presentVariant), totalItems };
}

async function readVariant(db: Queryable, code: string, lock = false): Promise<VariantRow> {
  const row = await variantByCode(db, code, lock);
  if (!row) throw new NotFoundError();
  return row;
}

export async function variantDetail(db: Database, code: string): Promise<AdminVariant> {
  return presentVariant(await readVariant(db, code));
}

// ---------------------------------------------------------------------------------------------
// Products

/** Refuses with every violation collected, so the form shows them all at once. */
function refuseAll(violations: Violation[]): void {
  if (violations.length > 0) throw new ValidationError(violations);
}

interface ProductFields {
  enabled: boolean;
  mainTaxon: string | null;
  taxons: string[];
  brand: string | null;
  translations: Record<CatalogLocale, ProductTranslationBody>;
}

/** A slug free in the locale: the one asked for (422 if taken), else one made from the name (-2, -3… if taken). */
async function chooseSlug(
  tx: Queryable,
  actor: Actor,
  productId: number | null,
  locale: CatalogLocale,
  translation: ProductTranslationBody,
  current: string | undefined,
  violations: Violation[],
): Promise<string> {
  const asked = translation.slug?.trim();
  if (asked) {
    if (asked !== current && (await slugTaken(tx, locale, asked, productId))) {
      violations.push(violation(actor.locale, `translations.${locale}.slug`, 'slugTaken', { slug: asked }));
    }
    return asked;
  }
  if (current) return current;
  const base = slugFor(locale, translation.name) || 'product';
  for (let attempt = 1; ; attempt++) {
    const candidate = attempt === 1 ? base : `${base}-${attempt}`;
    if (!(await slugTaken(tx, locale, candidate, productId))) return candidate;
  }
}

/** Writes the product's fields (row, translations, taxons) after checking what needs the database. */
async function writeProductFields(
  tx: Transaction,
  actor: Actor,
  productId: number,
  before: ProductRow | undefined,
  fields: ProductFields,
  violations: Violation[],
): Promise<void> {
  const codes = [...new Set([fields.mainTaxon, fields.brand, ...fields.taxons].filter((code) => !!code))];
  const known = await taxonsByCode(tx, codes as string[]);
  const resolve = (code: string | null, path: string, brand: boolean): number | null => {
    if (!code) return null;
    const taxon = known.get(code);
    if (!taxon || taxon.brand !== brand) {
      violations.push(violation(actor.locale, path, brand ? 'unknownBrand' : 'unknownTaxon', { code }));
      return null;
    }
    return taxon.id;
  };
  const mainTaxonId = resolve(fields.mainTaxon, 'mainTaxon', false);
  const brandId = resolve(fields.brand, 'brand', true);
  const otherIds = fields.taxons.map((code, index) => resolve(code, `taxons[${index}]`, false));

  const slugs = {} as Record<CatalogLocale, string>;
  for (const locale of LOCALES) {
    const current = before?.translations.find((entry) => entry.locale === locale)?.slug;
    slugs[locale] = await chooseSlug(
      tx,
      actor,
      productId,
      locale,
      fields.translations[locale],
      current,
      violations,
    );
  }
  refuseAll(violations);

  await updateProduct(tx, productId, { enabled: fields.enabled, mainTaxonId });
  for (const locale of LOCALES) {
    const translation = fields.translations[locale];
    const current = before?.translations.find((entry) => entry.locale === locale)?.slug;
    if (current && current !== slugs[locale]) {
      await recordSlugChange(tx, productId, locale, current, slugs[locale]);
    }
    await saveTranslation(tx, productId, locale, {
      name: translation.name,
      slug: slugs[locale],
      description: cleanRichText(translation.description),
      metaTitle: translation.metaTitle ?? null,
      metaDescription: translation.metaDescription ?? null,
      searchKey: searchKey(translation.name),
    });
  }
  const taxonIds = [mainTaxonId, ...otherIds, brandId].filter((id): id is number => id !== null);
  await setProductTaxons(tx, productId, [...new Set(taxonIds)]);
}

function fieldsOf(product: AdminProduct): ProductFields {
  const translation = (locale: CatalogLocale): ProductTranslationBody => {
    const entry = product.translations[locale];
    return (
      entry ?? { name: product.code, slug: null, description: null, metaTitle: null, metaDescription: null }
    );
  };
  return {
    enabled: product.enabled,
    mainTaxon: product.mainTaxon,
    taxons: product.taxons,
    brand: product.brand,
    translations: { ka_GE: translation('ka_GE'), en_US: translation('en_US') },
  };
}

async function publish(deps: ProductsDeps, detail: string): Promise<void> {
  await deps.changes.publish('catalog', detail);
}

export async function createProduct(
  deps: ProductsDeps,
  actor: Actor,
  body: AdminProductBody,
): Promise<AdminProduct> {
  const created = await deps.db.transaction(async (tx) => {
    const violations: Violation[] = [];
    if (await productByCode(tx, body.code)) {
      violations.push(violation(actor.locale, 'code', 'codeTaken', { code: body.code }));
    }
    refuseAll(violations);
    const id = await insertProduct(tx, { code: body.code, enabled: body.enabled, mainTaxonId: null });
    await writeProductFields(
      tx,
      actor,
      id,
      undefined,
      {
        enabled: body.enabled,
        mainTaxon: body.mainTaxon ?? null,
        taxons: body.taxons,
        brand: body.brand ?? null,
        translations: body.translations,
      },
      violations,
    );
    const { product } = await readProduct(tx, body.code);
    await recordAudit(tx, {
      staffId: actor.id,
      action: 'product.create',
      entityType: 'product',
      entityId: body.code,
      before: null,
      after: product,
    });
    return product;
  });
  await publish(deps, `product:${created.code}`);
  return created;
}

/** PUT (every field) or PATCH (the fields given) of a product. */
export async function updateProductFields(
  deps: ProductsDeps,
  actor: Actor,
  code: string,
  body: AdminProductBody | AdminProductPatchBody,
): Promise<AdminProduct> {
  const updated = await deps.db.transaction(async (tx) => {
    const { row, product: before } = await readProduct(tx, code, true);
    const current = fieldsOf(before);
    const translation = (locale: CatalogLocale): ProductTranslationBody => ({
      ...current.translations[locale],
      ...body.translations?.[locale],
    });
    await writeProductFields(
      tx,
      actor,
      row.id,
      row,
      {
        enabled: body.enabled ?? current.enabled,
        mainTaxon: body.mainTaxon === undefined ? current.mainTaxon : body.mainTaxon,
        taxons: body.taxons ?? current.taxons,
        brand: body.brand === undefined ? current.brand : body.brand,
        translations: { ka_GE: translation('ka_GE'), en_US: translation('en_US') },
      },
      [],
    );
    const { product: after } = await readProduct(tx, code);
    await recordAudit(tx, {
      staffId: actor.id,
      action: 'product.update',
      entityType: 'product',
      entityId: code,
      before,
      after,
    });
    const stale =
      before.enabled === after.enabled
        ? []
        : await cartsHolding(
            tx,
            after.variants.map((variant) => variant.id),
          );
    return { after, stale };
  });
  await publish(deps, `product:${code}`);
  await deps.refreshCarts(updated.stale);
  return updated.after;
}

/**
 * Deletes the product, or disables it when placed orders name one of its variants (their
 * history must keep it): null when deleted, the disabled product otherwise. Carts that hold its
 * variants lose them.
 */
export async function removeProduct(
  deps: ProductsDeps,
  actor: Actor,
  code: string,
): Promise<AdminProduct | null> {
  const result = await deps.db.transaction(async (tx) => {
    const { row, product: before } = await readProduct(tx, code, true);
    if (await productInPlacedOrders(tx, row.id)) {
      await updateProduct(tx, row.id, { enabled: false });
      const { product: after } = await readProduct(tx, code);
      await recordAudit(tx, {
        staffId: actor.id,
        action: 'product.disable',
        entityType: 'product',
        entityId: code,
        before,
        after,
      });
      return {
        product: after,
        stale: await cartsHolding(
          tx,
          after.variants.map((variant) => variant.id),
        ),
      };
    }
    const stale = await removeFromCarts(
      tx,
      before.variants.map((variant) => variant.id),
    );
    const optionValueIds = (await variantsOfProduct(tx, row.id)).flatMap((variant) =>
      variant.optionValues.map((value) => value.id),
    );
    await deleteProduct(tx, row.id);
    await removeUnusedOptionValues(tx, optionValueIds);
    await recordAudit(tx, {
      staffId: actor.id,
      action: 'product.delete',
      entityType: 'product',
      entityId: code,
      before,
      after: null,
    });
    return { product: null, stale };
  });
  await publish(deps, `product:${code}`);
  await deps.refreshCarts(result.stale);
  return result.product;
}

// ---------------------------------------------------------------------------------------------
// Variants

const SHADE = { code: 'shade', names: { ka_GE: 'ფერი', en_US: 'Shade' } } as const;
const VOLUME = { code: 'volume', names: { ka_GE: 'მოცულობა', en_US: 'Volume' } } as const;

interface VariantFields {
  enabled: boolean;
  position: number;
  tracked: boolean;
  price: number;
  originalPrice: number | null;
  name: Partial<Record<CatalogLocale, string>>;
  shade: OptionValueBody | null;
  volume: OptionValueBody | null;
}

const sameWords = (a: OptionValueBody | null, b: OptionValueBody | null) =>
  a === null || b === null
    ? a === b
    : LOCALES.every(
        (locale) => a.value[locale].trim().toLowerCase() === b.value[locale].trim().toLowerCase(),
      );

/** The checks of a variant's fields: prices, and no other variant of the product with the same options. */
function checkVariant(
  actor: Actor,
  fields: VariantFields,
  siblings: readonly AdminVariant[],
  violations: Violation[],
): void {
  if (fields.originalPrice !== null && fields.price > fields.originalPrice) {
    violations.push(violation(actor.locale, 'price', 'priceAboveOriginal'));
  }
  if (fields.shade === null && fields.volume === null) return;
  const wordsOf = (value: AdminVariant['shade']): OptionValueBody | null =>
    value ? { value: { ka_GE: value.value.ka_GE ?? '', en_US: value.value.en_US ?? '' } } : null;
  const twin = siblings.find(
    (sibling) =>
      sameWords(wordsOf(sibling.shade), fields.shade) && sameWords(wordsOf(sibling.volume), fields.volume),
  );
  if (twin) {
    const path = fields.shade ? 'shade' : 'volume';
    violations.push(violation(actor.locale, path, 'duplicateOptionValue', { code: twin.code }));
  }
}

/** A variant's name in each locale: as given, else its shade and volume, else the product's name. */
function variantNames(fields: VariantFields, product: AdminProduct): Record<CatalogLocale, string> {
  return localized((locale) => {
    const given = fields.name[locale]?.trim();
    if (given) return given;
    const words = [fields.shade?.value[locale], fields.volume?.value[locale]].filter((word) => !!word);
    return words.length > 0 ? words.join(' · ') : (product.translations[locale]?.name ?? product.code);
  });
}

/** The variant's shade and volume become `fields`' (its own value renamed in place, a shared one replaced). */
async function writeOptionValues(tx: Transaction, variant: VariantRow, fields: VariantFields): Promise<void> {
  const replaced: number[] = [];
  for (const option of [SHADE, VOLUME]) {
    const wanted = option === SHADE ? fields.shade : fields.volume;
    const current = variant.optionValues.find((value) => value.optionCode === option.code);
    const optionId = await ensureOption(tx, option.code, option.names);
    if (!wanted) {
      if (current) {
        await setVariantOptionValues(tx, variant.id, [optionId], []);
        replaced.push(current.id);
      }
      continue;
    }
    const colour = option === SHADE ? (wanted.colour ?? null) : null;
    if (current && current.usedBy <= 1) {
      await setOptionValueWords(tx, current.id, colour, wanted.value);
      continue;
    }
    const valueId = await insertOptionValue(tx, {
      optionId,
      code: `${variant.code}-${option.code}`,
      colour,
      words: wanted.value,
    });
    await setVariantOptionValues(tx, variant.id, [optionId], [valueId]);
    if (current) replaced.push(current.id);
  }
  await removeUnusedOptionValues(tx, replaced);
}

async function saveVariant(
  tx: Transaction,
  product: AdminProduct,
  variantId: number,
  fields: VariantFields,
): Promise<void> {
  await updateVariant(tx, variantId, {
    enabled: fields.enabled,
    position: fields.position,
    tracked: fields.tracked,
    price: fields.price,
    // Sylius keeps the original price equal to the price when there is no discount.
    originalPrice: fields.originalPrice ?? fields.price,
  });
  await setVariantNames(tx, variantId, variantNames(fields, product));
  const row = (await variantsOfProduct(tx, product.id)).find((variant) => variant.id === variantId)!;
  await writeOptionValues(tx, row, fields);
  await refreshListingPrices(tx, [variantId]);
  await tx.execute(sql`update products set updated_at = now() where id = ${product.id}`);
}

export async function createVariant(
  deps: ProductsDeps,
  actor: Actor,
  body: AdminVariantBody,
): Promise<AdminVariant> {
  const created = await deps.db.transaction(async (tx) => {
    const violations: Violation[] = [];
    const productCode = body.product ? body.product.replace(/^.*\/products\//, '') : '';
    const row = productCode ? await productByCode(tx, decodeURIComponent(productCode), true) : undefined;
    if (!row) violations.push(violation(actor.locale, 'product', 'unknownProduct', { code: productCode }));
    if (await variantByCode(tx, body.code)) {
      violations.push(violation(actor.locale, 'code', 'codeTaken', { code: body.code }));
    }
    const product = row ? presentProduct(row, await variantsOfProduct(tx, row.id)) : undefined;
    const fields: VariantFields = {
      enabled: body.enabled,
      position: body.position ?? (row ? await nextVariantPosition(tx, row.id) : 0),
      tracked: body.tracked,
      price: body.price,
      originalPrice: body.originalPrice ?? null,
      name: body.name ?? {},
      shade: body.shade ?? null,
      volume: body.volume ?? null,
    };
    checkVariant(actor, fields, product?.variants ?? [], violations);
    refuseAll(violations);
    const id = await insertVariant(tx, {
      code: body.code,
      productId: product!.id,
      onHand: body.onHand,
      enabled: fields.enabled,
      position: fields.position,
      tracked: fields.tracked,
      price: fields.price,
      originalPrice: fields.originalPrice ?? fields.price,
    });
    await saveVariant(tx, product!, id, fields);
    const after = presentVariant(await readVariant(tx, body.code));
    await recordAudit(tx, {
      staffId: actor.id,
      action: 'product_variant.create',
      entityType: 'product_variant',
      entityId: body.code,
      before: null,
      after,
    });
    return after;
  });
  await publish(deps, `variant:${created.code}`);
  return created;
}

export async function updateVariantFields(
  deps: ProductsDeps,
  actor: Actor,
  code: string,
  body: AdminVariantBody | AdminVariantPatchBody,
): Promise<AdminVariant> {
  const updated = await deps.db.transaction(async (tx) => {
    const row = await readVariant(tx, code, true);
    const before = presentVariant(row);
    const { product } = await readProduct(tx, row.productCode);
    const wordsOf = (value: AdminVariant['shade']): OptionValueBody | null =>
      value
        ? { value: { ka_GE: value.value.ka_GE ?? '', en_US: value.value.en_US ?? '' }, colour: value.colour }
        : null;
    const fields: VariantFields = {
      enabled: body.enabled ?? before.enabled,
      position: body.position ?? before.position,
      tracked: body.tracked ?? before.tracked,
      price: body.price ?? before.price,
      originalPrice: body.originalPrice === undefined ? before.originalPrice : body.originalPrice,
      name: { ...before.name, ...body.name } as Partial<Record<CatalogLocale, string>>,
      shade: body.shade === undefined ? wordsOf(before.shade) : body.shade,
      volume: body.volume === undefined ? wordsOf(before.volume) : body.volume,
    };
    // A name left as the options made it follows them.
    if (body.name === undefined && (body.shade !== undefined || body.volume !== undefined)) fields.name = {};
    const violations: Violation[] = [];
    checkVariant(
      actor,
      fields,
      product.variants.filter((variant) => variant.id !== row.id),
      violations,
    );
    refuseAll(violations);
    await saveVariant(tx, product, row.id, fields);
    const after = presentVariant(await readVariant(tx, code));
    await recordAudit(tx, {
      staffId: actor.id,
      action: 'product_variant.update',
      entityType: 'product_variant',
      entityId: code,
      before,
      after,
    });
    // A price or an enabled flag carts show: they are processed again after the commit.
    const stale =
      before.price === after.price && before.enabled === after.enabled
        ? []
        : await cartsHolding(tx, [row.id]);
    return { after, stale };
  });
  await publish(deps, `variant:${code}`);
  await deps.refreshCarts(updated.stale);
  return updated.after;
}

/**
 * Deletes the variant, or disables it when placed orders name it; a deleted variant leaves the
 * carts that held it. Null when deleted, the disabled variant otherwise.
 */
export async function removeVariant(
  deps: ProductsDeps,
  actor: Actor,
  code: string,
): Promise<AdminVariant | null> {
  const result = await deps.db.transaction(async (tx) => {
    const row = await readVariant(tx, code, true);
    const before = presentVariant(row);
    if (row.inPlacedOrders) {
      await updateVariant(tx, row.id, {
        enabled: false,
        position: row.position,
        tracked: row.tracked,
        price: row.price,
        originalPrice: row.originalPrice,
      });
      await refreshListingPrices(tx, [row.id]);
      const after = presentVariant(await readVariant(tx, code));
      await recordAudit(tx, {
        staffId: actor.id,
        action: 'product_variant.disable',
        entityType: 'product_variant',
        entityId: code,
        before,
        after,
      });
      return { variant: after, stale: await cartsHolding(tx, [row.id]) };
    }
    const carts = await removeFromCarts(tx, [row.id]);
    await deleteVariant(tx, row.id);
    await removeUnusedOptionValues(
      tx,
      row.optionValues.map((value) => value.id),
    );
    await refreshProductPrice(tx, row.productId);
    await recordAudit(tx, {
      staffId: actor.id,
      action: 'product_variant.delete',
      entityType: 'product_variant',
      entityId: code,
      before: { ...before, removedFromCarts: carts.length },
      after: null,
    });
    return { variant: null, stale: carts };
  });
  await publish(deps, `variant:${code}`);
  await deps.refreshCarts(result.stale);
  return result.variant;
}

/** The listing price after a variant left: the remaining variants' default, or none. */
async function refreshProductPrice(tx: Transaction, productId: number): Promise<void> {
  const remaining = await variantsOfProduct(tx, productId);
  if (remaining.length > 0) await refreshListingPrices(tx, [remaining[0]!.id]);
  else await tx.execute(sql`update products set price = null where id = ${productId}`);
}

// ---------------------------------------------------------------------------------------------
// Stock

/**
 * Adds or takes away stock on hand with a reason, kept in the variant's history. On hand never goes
 * below what placed orders hold (they are owed those units), nor below zero.
 */
export async function adjustStock(
  deps: ProductsDeps,
  actor: Actor,
  code: string,
  body: StockAdjustmentBody,
): Promise<{ adjustment: StockAdjustment; variant: AdminVariant }> {
  const result = await deps.db.transaction(async (tx) => {
    const row = await readVariant(tx, code, true);
    const onHandAfter = row.onHand + body.delta;
    if (onHandAfter < row.onHold || onHandAfter < 0) {
      throw new ValidationError([
        violation(actor.locale, 'delta', 'stockBelowHeld', { onHold: row.onHold, onHand: row.onHand }),
      ]);
    }
    await setOnHand(tx, row.id, onHandAfter);
    const adjustment = await insertStockAdjustment(tx, {
      variantId: row.id,
      staffId: actor.id,
      staffEmail: actor.email,
      delta: body.delta,
      onHandAfter,
      reason: body.reason,
    });
    await refreshListingPrices(tx, [row.id]);
    const variant = presentVariant(await readVariant(tx, code));
    await recordAudit(tx, {
      staffId: actor.id,
      action: 'product_variant.adjust_stock',
      entityType: 'product_variant',
      entityId: code,
      before: { onHand: row.onHand, onHold: row.onHold },
      after: { onHand: onHandAfter, onHold: row.onHold, delta: body.delta, reason: body.reason },
    });
    const { id, delta, reason, staffEmail, createdAt } = adjustment;
    return { adjustment: { id, delta, onHandAfter, reason, staffEmail, createdAt }, variant };
  });
  await publish(deps, `variant:${code}`);
  return result;
}

export async function stockHistory(
  db: Database,
  code: string,
  page: { page: number; itemsPerPage: number },
): Promise<{ members: StockAdjustment[]; totalItems: number }> {
  const row = await readVariant(db, code);
  const limit = page.itemsPerPage;
  const [members, totalItems] = await Promise.all([
    stockAdjustmentsOf(db, row.id, { limit, offset: (page.page - 1) * limit }),
    countStockAdjustments(db, row.id),
  ]);
  return { members, totalItems };
}
