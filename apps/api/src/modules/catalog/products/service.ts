import type {
  CatalogLocale,
  CatalogPromotionItem,
  FacetValue,
  Product,
  ProductAttributeItem,
  ProductAttributeValue,
  ProductFacets,
  ProductFacetsQuery,
  ProductImage,
  ProductsQuery,
  ProductVariant,
} from '@sakhe/contract';
import type { Queryable } from '../../../db/client';
import { identifierOf, iri, parseId } from '../../../http/hydra';
import { NotFoundError } from '../../../http/errors';
import { type NameSearch, nameSearch, withSearchThreshold } from '../search/match';
import type { IndexedTerm } from '../search/corrections';
import { inLocale } from '../translations';
import { TtlCache } from '../ttl-cache';
import { menuRootCode } from '../taxons/queries';
import { type CategoryParent, type FacetCounts, FacetIndex, FacetIndexHolder } from './facet-index';
import { findListedProductIds, loadFacetSource } from './facet-queries';
import { type AttributeRow, findAttributeValues, loadAttributes, loadSynonyms } from './attribute-queries';
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
  type TaxonSummary,
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
  facets: TtlCache<FacetCounts>;
  /** Every enabled product's facet values, in memory (facet-index.ts), rebuilt after a catalog change. */
  facetIndex: FacetIndexHolder;
  menuRoot: TtlCache<string>;
  attributes: TtlCache<AttributeRow[]>;
  synonyms: TtlCache<Map<string, string[]>>;
  /** Brands, categories and product-name words, for "did you mean". */
  terms: TtlCache<IndexedTerm[]>;
  promotions: TtlCache<PromotionRow[]>;
  taxons: TtlCache<TaxonIndex>;
  /** Product codes by `{locale} {slug}`: the 301s of products-by-slug (found slugs only). */
  slugs: TtlCache<string>;
  products: ReturnType<typeof productLoaders>;
}

export function openProductCatalog(db: Queryable, ttlMs: number): ProductCatalog {
  return {
    db,
    subtrees: new TtlCache(ttlMs, 1_000),
    counts: new TtlCache(ttlMs, 5_000),
    facets: new TtlCache(ttlMs, 2_000),
    facetIndex: new FacetIndexHolder(async () => FacetIndex.build(await loadFacetSource(db)), ttlMs > 0),
    menuRoot: new TtlCache(ttlMs, 1),
    attributes: new TtlCache(ttlMs, 1),
    synonyms: new TtlCache(ttlMs, 1),
    terms: new TtlCache(ttlMs, 1),
    promotions: new TtlCache(ttlMs, 1),
    taxons: new TtlCache(ttlMs, 1),
    slugs: new TtlCache(ttlMs, 10_000),
    products: productLoaders(db),
  };
}

/** Forgets the catalog's structure (the catalog changed), so the next requests read it afresh. */
export function clearCatalogCaches(catalog: ProductCatalog): void {
  catalog.subtrees.clear();
  catalog.counts.clear();
  catalog.promotions.clear();
  catalog.taxons.clear();
  catalog.terms.clear();
  catalog.facetIndex.changed();
  // A slug given to another product, a renamed or disabled product: its redirect changes at once.
  catalog.slugs.clear();
}

/** `GET products`: filters, order and page of api-contract §4.2, plus the price range and name search. */
export async function list(
  catalog: ProductCatalog,
  query: ProductsQuery,
  view: ProductView,
): Promise<ProductCollectionPage> {
  const filter = await filterOf(catalog, query, view.locale);
  if (filter === null) return { members: [], totalItems: 0 };
  const order: ProductOrder[] = [];
  if (query['order[price]']) order.push({ field: 'price', direction: query['order[price]'] });
  if (query['order[createdAt]']) order.push({ field: 'createdAt', direction: query['order[createdAt]'] });
  if (query['order[code]']) order.push({ field: 'code', direction: query['order[code]'] });
  if (query['order[averageRating]'])
    order.push({ field: 'averageRating', direction: query['order[averageRating]'] });
  if (query['order[discount]']) order.push({ field: 'discount', direction: query['order[discount]'] });
  if (query['order[bestselling]'])
    order.push({ field: 'bestselling', direction: query['order[bestselling]'] });
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

const listOf = (one: string[] | undefined, many: string[] | undefined): string[] =>
  [...new Set([...(one ?? []), ...(many ?? [])])].sort();

/** The enabled taxons by code (a few hundred), made once per taxon index. */
const taxonsByCode = new WeakMap<TaxonIndex, Map<string, TaxonSummary>>();
function byCode(taxons: TaxonIndex): Map<string, TaxonSummary> {
  let found = taxonsByCode.get(taxons);
  if (!found) {
    found = new Map([...taxons.values()].map((taxon) => [taxon.code, taxon]));
    taxonsByCode.set(taxons, found);
  }
  return found;
}

/** Ids of the taxons and all their descendants. */
function subtreeIds(taxons: TaxonIndex, roots: TaxonSummary[]): number[] {
  return [...taxons.values()]
    .filter((taxon) => roots.some((root) => taxon.path.startsWith(root.path)))
    .map((taxon) => taxon.id);
}

/**
 * The filters of a products query as the listing's SQL takes them; null when nothing can match
 * (an unknown taxon, brand or category, a search with nothing searchable in it).
 */
async function filterOf(
  catalog: ProductCatalog,
  query: ProductFacetsQuery,
  locale: CatalogLocale,
): Promise<ProductFilter | null> {
  const filter: ProductFilter = {
    locale,
    minimumPrice: query.minimumPrice,
    maximumPrice: query.maximumPrice,
  };
  if (query.taxon !== undefined) {
    const code = taxonCode(query.taxon);
    filter.taxonIds = await catalog.subtrees.get(code, () => findSubtreeIds(catalog.db, code));
    if (filter.taxonIds === undefined) return null; // unknown taxon: nothing in it
  }
  const codes = listOf(query['productTaxons.taxon.code'], query['productTaxons.taxon.code[]']);
  if (codes.length > 0) filter.taxonCodes = codes;
  const productCodes = listOf(query.code, query['code[]']);
  if (productCodes.length > 0) filter.codes = productCodes;
  const brands = listOf(query.brand, query['brand[]']);
  const categories = listOf(query.category, query['category[]']);
  if (brands.length > 0 || categories.length > 0) {
    const taxons = byCode((await references(catalog))[0]);
    if (brands.length > 0) {
      filter.brandIds = brands.flatMap((code) => {
        const brand = taxons.get(code);
        return brand?.brandTaxon ? [brand.id] : [];
      });
      if (filter.brandIds.length === 0) return null;
    }
    if (categories.length > 0) {
      const roots = categories.flatMap((code) => taxons.get(code) ?? []);
      if (roots.length === 0) return null;
      filter.categoryIds = subtreeIds((await references(catalog))[0], roots);
    }
  }
  const wanted = Object.entries(query.attribute ?? {}).filter(([, values]) => values.length > 0);
  if (wanted.length > 0) {
    const attributes = await attributeIndex(catalog);
    filter.attributes = [];
    for (const [code, values] of wanted.sort(([a], [b]) => a.localeCompare(b))) {
      const attribute = attributes.find((candidate) => candidate.code === code);
      if (!attribute) return null; // an unknown attribute: no product has it
      filter.attributes.push({ id: attribute.id, choices: [...new Set(values)].sort() });
    }
  }
  const name = query['translations.name'];
  if (name !== undefined && name !== '') {
    const search = nameSearch(name);
    if (!search) return null; // nothing searchable, e.g. only punctuation
    filter.search = await withSynonyms(catalog, search);
  }
  return filter;
}

/**
 * The search with its synonyms: a query that is one of a group's terms (სუნამო, sunamo) also
 * searches for the group's other terms (პარფიუმერული წყალი, eau de parfum…).
 */
async function withSynonyms(catalog: ProductCatalog, search: NameSearch): Promise<NameSearch> {
  const synonyms = await catalog.synonyms.get('all', () => loadSynonyms(catalog.db));
  const keys = new Set(search.keys);
  for (const key of search.keys) for (const other of synonyms.get(key) ?? []) keys.add(other);
  return keys.size === search.keys.length ? search : { ...search, keys: [...keys] };
}

const attributeIndex = (catalog: ProductCatalog) =>
  catalog.attributes.get('all', () => loadAttributes(catalog.db));

/** A name in the locale, else Georgian, else any. */
function named(translations: ReadonlyArray<{ locale: string; name: string }>, locale: CatalogLocale) {
  return (
    translations.find((candidate) => candidate.locale === locale) ??
    translations.find((candidate) => candidate.locale === 'ka_GE') ??
    translations[0]
  )?.name;
}

const choiceName = (choice: AttributeRow['choices'][number], locale: CatalogLocale) =>
  choice.names[locale] ?? choice.names.ka_GE ?? choice.code;

/** The attribute facets: each filterable attribute with the values in the result (a checkbox offers `true`). */
function attributeFacets(
  attributes: AttributeRow[],
  counts: FacetCounts,
  chosen: Record<string, string[]>,
  locale: CatalogLocale,
): ProductFacets['attributes'] {
  return attributes
    .filter((attribute) => attribute.filterable)
    .flatMap((attribute) => {
      const counted = counts.attributes.get(attribute.id) ?? new Map<string, number>();
      const selected = new Set(chosen[attribute.code] ?? []);
      const values = attribute.choices
        .filter((choice) => attribute.type !== 'checkbox' || choice.code === 'true')
        .flatMap((choice) => {
          const count = counted.get(choice.code) ?? 0;
          const isSelected = selected.has(choice.code);
          const name = attribute.type === 'checkbox' ? named(attribute.translations, locale) : undefined;
          return count > 0 || isSelected
            ? [{ code: choice.code, name: name ?? choiceName(choice, locale), count, selected: isSelected }]
            : [];
        });
      return values.length > 0
        ? [
            {
              code: attribute.code,
              name: named(attribute.translations, locale) ?? attribute.code,
              type: attribute.type,
              values,
            },
          ]
        : [];
    });
}

/** `GET products/{code}/attributes`: the product's attribute values in the request locale, by position. */
export async function productAttributes(
  catalog: ProductCatalog,
  code: string,
  locale: CatalogLocale,
): Promise<ProductAttributeValue[]> {
  const [rows, attributes] = await Promise.all([
    findAttributeValues(catalog.db, code),
    attributeIndex(catalog),
  ]);
  if (!rows) throw new NotFoundError();
  return attributes.flatMap((attribute): ProductAttributeValue[] => {
    const own = rows.filter((row) => row.attributeId === attribute.id);
    if (own.length === 0) return [];
    const value = (
      row: (typeof own)[number],
      localeCode: CatalogLocale,
      shown: ProductAttributeValue['value'],
    ) => ({
      '@id': iri('product-attribute-values', row.id),
      '@type': 'ProductAttributeValue' as const,
      id: row.id,
      attribute: iri('product-attributes', attribute.code),
      localeCode,
      name: named(attribute.translations, locale) ?? attribute.code,
      type: attribute.type,
      code: attribute.code,
      value: shown,
    });
    if (attribute.type === 'checkbox') return [value(own[0]!, locale, own[0]!.choice === 'true')];
    if (attribute.type === 'select') {
      const names = own.flatMap((row) => {
        const choice = attribute.choices.find((candidate) => candidate.code === row.choice);
        return choice ? [choiceName(choice, locale)] : [];
      });
      return [value(own[0]!, locale, names)];
    }
    const text =
      own.find((row) => row.locale === locale) ?? own.find((row) => row.locale === 'ka_GE') ?? own[0]!;
    const textLocale = text.locale === 'en_US' || text.locale === 'ka_GE' ? text.locale : locale;
    return [value(text, textLocale, text.text ?? '')];
  });
}

/** `GET product-attributes/{code}`. */
export async function productAttribute(
  catalog: ProductCatalog,
  code: string,
  locale: CatalogLocale,
): Promise<Omit<ProductAttributeItem, '@context'>> {
  const attribute = (await attributeIndex(catalog)).find((candidate) => candidate.code === code);
  if (!attribute) throw new NotFoundError();
  return {
    '@id': iri('product-attributes', attribute.code),
    '@type': 'ProductAttribute',
    id: attribute.id,
    code: attribute.code,
    type: attribute.type,
    position: attribute.position,
    name: named(attribute.translations, locale) ?? attribute.code,
    filterable: attribute.filterable,
    choices: attribute.choices.map((choice) => ({ code: choice.code, name: choiceName(choice, locale) })),
  };
}

/**
 * `GET product-facets`: the values of each facet in the result of the same filters, with counts
 * (each facet counted under the other facets' filters), cached like listing counts.
 */
export async function facets(
  catalog: ProductCatalog,
  query: ProductFacetsQuery,
  locale: CatalogLocale,
): Promise<Omit<ProductFacets, '@context' | '@id' | '@type'>> {
  const [[taxons], attributes] = await Promise.all([references(catalog), attributeIndex(catalog)]);
  const filter = await filterOf(catalog, query, locale);
  const parent = await categoryParent(catalog, query, taxons);
  const attributeIds = attributes
    .filter((attribute) => attribute.filterable)
    .map((attribute) => attribute.id);
  const count = async (found: ProductFilter): Promise<FacetCounts> => {
    const find = (db: Queryable) => findListedProductIds(db, found);
    const listed = found.search
      ? await withSearchThreshold(catalog.db, found.search, find)
      : found.codes
        ? await find(catalog.db)
        : undefined;
    return (await catalog.facetIndex.get()).count(found, parent, attributeIds, listed);
  };
  const counts: FacetCounts = filter
    ? await catalog.facets.get(`${JSON.stringify(filter)} ${parent?.id ?? ''}`, () => count(filter))
    : {
        totalItems: 0,
        brands: new Map(),
        categories: new Map(),
        price: { min: null, max: null },
        attributes: new Map(),
      };

  const codes = byCode(taxons);
  const value = (taxon: TaxonSummary, count: number, selected: boolean): FacetValue => ({
    code: taxon.code,
    name: taxonName(taxon, locale),
    count,
    selected,
  });
  const chosenBrands = new Set(listOf(query.brand, query['brand[]']));
  const brands = new Map<number, FacetValue>();
  for (const [id, count] of counts.brands) {
    const brand = taxons.get(id);
    if (brand) brands.set(id, value(brand, count, chosenBrands.has(brand.code)));
  }
  for (const code of chosenBrands) {
    const brand = codes.get(code);
    if (brand?.brandTaxon && !brands.has(brand.id)) brands.set(brand.id, value(brand, 0, true));
  }
  const collator = new Intl.Collator(locale === 'ka_GE' ? 'ka' : 'en', {
    sensitivity: 'base',
    numeric: true,
  });

  const chosenCategories = new Set(listOf(query.category, query['category[]']));
  const categories = parent
    ? [...taxons.values()]
        .filter((child) => child.parentId === parent.id && !child.brandTaxon)
        .sort((a, b) => a.position - b.position || a.id - b.id)
        .flatMap((child) => {
          const count = counts.categories.get(child.id) ?? 0;
          const selected = chosenCategories.has(child.code);
          return count > 0 || selected ? [value(child, count, selected)] : [];
        })
    : [];

  return {
    totalItems: counts.totalItems,
    categories,
    brands: [...brands.values()].sort((a, b) => collator.compare(a.name, b.name)),
    price: counts.price,
    attributes: attributeFacets(attributes, counts, query.attribute ?? {}, locale),
  };
}

/** The taxon whose children the category facet lists: the listing's taxon, or the menu's root. */
async function categoryParent(
  catalog: ProductCatalog,
  query: ProductFacetsQuery,
  taxons: TaxonIndex,
): Promise<CategoryParent | null> {
  const codes = byCode(taxons);
  const taxon = query.taxon === undefined ? undefined : codes.get(taxonCode(query.taxon));
  if (taxon && !taxon.brandTaxon) return taxon;
  const root = codes.get(await catalog.menuRoot.get('menu', () => menuRootCode(catalog.db)));
  return root ?? null;
}

function taxonName(taxon: TaxonSummary, locale: CatalogLocale): string {
  const translation =
    taxon.translations.find((candidate) => candidate.locale === locale) ??
    taxon.translations.find((candidate) => candidate.locale === 'ka_GE') ??
    taxon.translations[0];
  return translation?.name ?? taxon.code;
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

/** The enabled product with this code; with `preview` (staff), a disabled one too. */
export function product(
  catalog: ProductCatalog,
  code: string,
  view: ProductView,
  preview = false,
): Promise<Product> {
  return one(catalog, catalog.products.byCode(code, view.locale, preview), view);
}

/**
 * The code of the enabled product whose slug (or a former one) in `locale` is `slug`, where
 * products-by-slug sends its 301; with `preview` (staff), of a disabled one too. Shoppers' answers are
 * kept until the catalog changes (every slug change publishes one); an unknown slug is never kept.
 */
export async function productCodeBySlug(
  catalog: ProductCatalog,
  slug: string,
  locale: CatalogLocale,
  preview = false,
): Promise<string> {
  const find = async () => {
    const code = await catalog.products.codeBySlug(slug, locale, preview);
    if (code === undefined) throw new NotFoundError();
    return code;
  };
  return preview ? find() : catalog.slugs.get(`${locale} ${slug}`, find);
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
