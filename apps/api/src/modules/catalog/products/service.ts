import type {
  CatalogPromotionItem,
  Product,
  ProductImage,
  ProductsQuery,
  ProductVariant,
} from '@sakhe/contract';
import type { Queryable } from '../../../db/client';
import { identifierOf, iri, parseId } from '../../../http/hydra';
import { NotFoundError } from '../../../http/errors';
import { nameSearch, withSearchThreshold } from '../search/match';
import { inLocale } from '../translations';
import { TtlCache } from '../ttl-cache';
import {
  type ListingPage,
  type ProductFilter,
  type ProductOrder,
  countProducts,
  pageOfProductIds,
} from './listing';
import {
  type PromotionRow,
  findActivePromotion,
  findImage,
  findProductTaxon,
  findSubtreeIds,
  loadActivePromotions,
  loadTaxonIndex,
  productLoaders,
  type ProductRow,
} from './queries';
import {
  type ProductView,
  type TaxonIndex,
  presentImage,
  presentLabel,
  presentProduct,
  presentVariant,
  promotionsFor,
} from './present';

export interface ProductCollectionPage {
  members: Product[];
  totalItems: number;
}

/** `taxon` takes a code or a taxon IRI (absolute path or full URL). */
const taxonCode = (value: string): string => identifierOf(value, 'taxons');

/** Database ids are int4; anything else cannot name a row. */
const asRowId = (value: string): number | undefined => parseId(value) ?? undefined;

/**
 * Products, variants, images and labels as the Shop API serves them. The catalog's structure (taxon
 * subtrees, counts, the enabled taxons, active promotions) is served from memory for `ttlMs` (see
 * config CATALOG_CACHE_SECONDS): one per app, made by the catalog's plugin.
 */
export interface ProductCatalog {
  db: Queryable;
  subtrees: TtlCache<number[] | undefined>;
  counts: TtlCache<number>;
  promotions: TtlCache<PromotionRow[]>;
  taxons: TtlCache<TaxonIndex>;
  products: ReturnType<typeof productLoaders>;
}

export function openProductCatalog(db: Queryable, ttlMs: number): ProductCatalog {
  return {
    db,
    subtrees: new TtlCache(ttlMs, 1_000),
    counts: new TtlCache(ttlMs, 5_000),
    promotions: new TtlCache(ttlMs, 1),
    taxons: new TtlCache(ttlMs, 1),
    products: productLoaders(db),
  };
}

/** Forgets the catalog's structure (the catalog changed), so the next requests read it afresh. */
export function clearCatalogCaches(catalog: ProductCatalog): void {
  catalog.subtrees.clear();
  catalog.counts.clear();
  catalog.promotions.clear();
  catalog.taxons.clear();
}

/** `GET products`: filters, order and page of api-contract §4.2, plus the price range and name search. */
export async function list(
  catalog: ProductCatalog,
  query: ProductsQuery,
  view: ProductView,
): Promise<ProductCollectionPage> {
  const filter: ProductFilter = {
    locale: view.locale,
    minimumPrice: query.minimumPrice,
    maximumPrice: query.maximumPrice,
  };
  if (query.taxon !== undefined) {
    const code = taxonCode(query.taxon);
    filter.taxonIds = await catalog.subtrees.get(code, () => findSubtreeIds(catalog.db, code));
    if (filter.taxonIds === undefined) return { members: [], totalItems: 0 }; // unknown taxon: nothing in it
  }
  const codes = [
    ...(query['productTaxons.taxon.code'] ?? []),
    ...(query['productTaxons.taxon.code[]'] ?? []),
  ];
  if (codes.length > 0) filter.taxonCodes = [...new Set(codes)].sort();
  const productCodes = [...(query.code ?? []), ...(query['code[]'] ?? [])];
  if (productCodes.length > 0) filter.codes = [...new Set(productCodes)].sort();
  const name = query['translations.name'];
  if (name !== undefined && name !== '') {
    filter.search = nameSearch(name) ?? undefined;
    if (!filter.search) return { members: [], totalItems: 0 }; // nothing searchable, e.g. only punctuation
  }
  const order: ProductOrder[] = [];
  if (query['order[price]']) order.push({ field: 'price', direction: query['order[price]'] });
  if (query['order[createdAt]']) order.push({ field: 'createdAt', direction: query['order[createdAt]'] });
  if (query['order[code]']) order.push({ field: 'code', direction: query['order[code]'] });
  if (query['order[translation.name]']) {
    order.push({
      field: 'translation.name',
      direction: query['order[translation.name]'],
      locale: query.localeCode,
    });
  }
  const page = { order, limit: query.itemsPerPage, offset: (query.page - 1) * query.itemsPerPage };

  const [totalItems, ids] = await matching(catalog, filter, page);
  return { members: await load(catalog, ids, view), totalItems };
}

/** How many products match (cached: counting is the costly part), and the ids of the page, in order. */
function matching(
  catalog: ProductCatalog,
  filter: ProductFilter,
  page: ListingPage,
): Promise<[number, number[]]> {
  const key = JSON.stringify(filter);
  const run = <T>(query: (db: Queryable) => Promise<T>) =>
    filter.search ? withSearchThreshold(catalog.db, filter.search, query) : query(catalog.db);
  return Promise.all([
    catalog.counts.get(key, () => run((db) => countProducts(db, filter))),
    run((db) => pageOfProductIds(db, filter, page)),
  ]);
}

/** The active promotions and the enabled taxons, which every product refers to. */
function references(catalog: ProductCatalog): Promise<[TaxonIndex, PromotionRow[]]> {
  return Promise.all([
    catalog.taxons.get(
      'enabled',
      async () => new Map((await loadTaxonIndex(catalog.db)).map((taxon) => [taxon.id, taxon])),
    ),
    catalog.promotions.get('active', () => loadActivePromotions(catalog.db)),
  ]);
}

/** Products with everything they embed, in the order of `ids`. */
async function load(catalog: ProductCatalog, ids: number[], view: ProductView): Promise<Product[]> {
  if (ids.length === 0) return [];
  const [rows, [taxons, promotions]] = await Promise.all([catalog.products.byIds(ids), references(catalog)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [presentProduct(row, taxons, promotionsFor(row, taxons, promotions), view)] : [];
  });
}

/**
 * Enabled products by id, presented as a listing presents them, in the order of `ids`; unknown
 * and disabled ones are left out. One statement whatever the count (for wishlists and the like).
 */
export async function enabledByIds(
  catalog: ProductCatalog,
  ids: readonly number[],
  view: ProductView,
): Promise<Product[]> {
  const products = await load(catalog, [...new Set(ids)], view);
  return products.filter((product) => product.enabled);
}

async function one(
  catalog: ProductCatalog,
  loading: Promise<ProductRow | undefined>,
  view: ProductView,
): Promise<Product> {
  const [row, [taxons, promotions]] = await Promise.all([loading, references(catalog)]);
  if (!row) throw new NotFoundError();
  return presentProduct(row, taxons, promotionsFor(row, taxons, promotions), view);
}

export function product(catalog: ProductCatalog, code: string, view: ProductView): Promise<Product> {
  return one(catalog, catalog.products.byCode(code, view.locale), view);
}

export function productBySlug(catalog: ProductCatalog, slug: string, view: ProductView): Promise<Product> {
  return one(catalog, catalog.products.bySlug(slug, view.locale), view);
}

export async function variant(
  catalog: ProductCatalog,
  code: string,
  view: ProductView,
): Promise<ProductVariant> {
  const [row, [taxons, promotions]] = await Promise.all([
    catalog.products.byVariant(code),
    references(catalog),
  ]);
  const variant = row?.variants.find((candidate) => candidate.code === code);
  if (!row || !variant) throw new NotFoundError();
  return presentVariant(variant, row.code, promotionsFor(row, taxons, promotions), view);
}

export async function image(catalog: ProductCatalog, id: string, view: ProductView): Promise<ProductImage> {
  const rowId = asRowId(id);
  const image = rowId === undefined ? undefined : await findImage(catalog.db, rowId);
  if (!image) throw new NotFoundError();
  return presentImage(image, view);
}

export async function productTaxon(catalog: ProductCatalog, id: string) {
  const rowId = asRowId(id);
  const row = rowId === undefined ? undefined : await findProductTaxon(catalog.db, rowId);
  if (!row) throw new NotFoundError();
  return {
    '@id': iri('product-taxons', row.id),
    '@type': 'ProductTaxon' as const,
    id: row.id,
    product: iri('products', row.productCode),
    taxon: iri('taxons', row.taxonCode),
    position: row.position,
  };
}

export async function catalogPromotion(
  catalog: ProductCatalog,
  code: string,
  view: ProductView,
): Promise<Omit<CatalogPromotionItem, '@context'>> {
  const promotion = await findActivePromotion(catalog.db, code);
  if (!promotion) throw new NotFoundError();
  const label = presentLabel(promotion, view);
  return {
    '@id': label['@id'],
    '@type': label['@type'],
    id: promotion.id,
    code: label.code,
    label: label.label,
    description: inLocale(promotion.translations, view.locale)?.description ?? null,
    translations: label.translations,
  };
}
