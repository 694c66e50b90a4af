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

/** Products, variants, images and labels as the Shop API serves them. One per app instance. */
export class ProductCatalog {
  private readonly subtrees: TtlCache<number[] | undefined>;
  private readonly counts: TtlCache<number>;
  private readonly promotions: TtlCache<PromotionRow[]>;
  private readonly taxons: TtlCache<TaxonIndex>;

  private readonly products: ReturnType<typeof productLoaders>;

  /** Catalog structure is served from memory for `ttlMs` (see config CATALOG_CACHE_SECONDS). */
  constructor(
    private readonly db: Queryable,
    ttlMs: number,
  ) {
    this.subtrees = new TtlCache(ttlMs, 1_000);
    this.counts = new TtlCache(ttlMs, 5_000);
    this.promotions = new TtlCache(ttlMs, 1);
    this.taxons = new TtlCache(ttlMs, 1);
    this.products = productLoaders(db);
  }

  /** `GET products`: filters, order and page of api-contract §4.2, plus the price range and name search. */
  async list(query: ProductsQuery, view: ProductView): Promise<ProductCollectionPage> {
    const filter: ProductFilter = {
      locale: view.locale,
      minimumPrice: query.minimumPrice,
      maximumPrice: query.maximumPrice,
    };
    if (query.taxon !== undefined) {
      const code = taxonCode(query.taxon);
      filter.taxonIds = await this.subtrees.get(code, () => findSubtreeIds(this.db, code));
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

    const [totalItems, ids] = await this.matching(filter, page);
    return { members: await this.load(ids, view), totalItems };
  }

  /** How many products match (cached: counting is the costly part), and the ids of the page, in order. */
  private matching(filter: ProductFilter, page: ListingPage): Promise<[number, number[]]> {
    const key = JSON.stringify(filter);
    const run = <T>(query: (db: Queryable) => Promise<T>) =>
      filter.search ? withSearchThreshold(this.db, filter.search, query) : query(this.db);
    return Promise.all([
      this.counts.get(key, () => run((db) => countProducts(db, filter))),
      run((db) => pageOfProductIds(db, filter, page)),
    ]);
  }

  /** The active promotions and the enabled taxons, which every product refers to. */
  private references(): Promise<[TaxonIndex, PromotionRow[]]> {
    return Promise.all([
      this.taxons.get(
        'enabled',
        async () => new Map((await loadTaxonIndex(this.db)).map((taxon) => [taxon.id, taxon])),
      ),
      this.promotions.get('active', () => loadActivePromotions(this.db)),
    ]);
  }

  /** Products with everything they embed, in the order of `ids`. */
  private async load(ids: number[], view: ProductView): Promise<Product[]> {
    if (ids.length === 0) return [];
    const [rows, [taxons, promotions]] = await Promise.all([this.products.byIds(ids), this.references()]);
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
  async enabledByIds(ids: readonly number[], view: ProductView): Promise<Product[]> {
    const products = await this.load([...new Set(ids)], view);
    return products.filter((product) => product.enabled);
  }

  private async one(loading: Promise<ProductRow | undefined>, view: ProductView): Promise<Product> {
    const [row, [taxons, promotions]] = await Promise.all([loading, this.references()]);
    if (!row) throw new NotFoundError();
    return presentProduct(row, taxons, promotionsFor(row, taxons, promotions), view);
  }

  product(code: string, view: ProductView): Promise<Product> {
    return this.one(this.products.byCode(code, view.locale), view);
  }

  productBySlug(slug: string, view: ProductView): Promise<Product> {
    return this.one(this.products.bySlug(slug, view.locale), view);
  }

  async variant(code: string, view: ProductView): Promise<ProductVariant> {
    const [row, [taxons, promotions]] = await Promise.all([this.products.byVariant(code), this.references()]);
    const variant = row?.variants.find((candidate) => candidate.code === code);
    if (!row || !variant) throw new NotFoundError();
    return presentVariant(variant, row.code, promotionsFor(row, taxons, promotions), view);
  }

  async image(id: string, view: ProductView): Promise<ProductImage> {
    const rowId = asRowId(id);
    const image = rowId === undefined ? undefined : await findImage(this.db, rowId);
    if (!image) throw new NotFoundError();
    return presentImage(image, view);
  }

  async productTaxon(id: string) {
    const rowId = asRowId(id);
    const row = rowId === undefined ? undefined : await findProductTaxon(this.db, rowId);
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

  async catalogPromotion(code: string, view: ProductView): Promise<Omit<CatalogPromotionItem, '@context'>> {
    const promotion = await findActivePromotion(this.db, code);
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
}
