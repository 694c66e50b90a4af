import type {
  CatalogPromotionItem,
  Product,
  ProductImage,
  ProductsQuery,
  ProductVariant,
} from '@sakhe/contract';
import type { Queryable } from '../../../db/client';
import { SHOP, iri } from '../../../http/hydra';
import { NotFoundError } from '../../../http/errors';
import { nameSearch, withSearchThreshold } from '../search/match';
import { inLocale } from '../translations';
import { type ProductListing, listProductIds } from './listing';
import {
  findActivePromotion,
  findImage,
  findProductIdByCode,
  findProductIdBySlug,
  findProductTaxon,
  findTaxonPath,
  findVariant,
  loadActivePromotions,
  loadImages,
  loadProducts,
  loadProductTaxons,
  loadVariants,
} from './queries';
import {
  type ProductView,
  presentImage,
  presentLabel,
  presentProduct,
  presentVariant,
  promotionsFor,
} from './present';

export interface ProductPage {
  members: Product[];
  totalItems: number;
}

const TAXON_IRI_PREFIX = `${SHOP}/taxons/`;

/** `taxon` takes a code or a taxon IRI (absolute path or full URL). */
function taxonCode(value: string): string {
  const at = value.indexOf(TAXON_IRI_PREFIX);
  if (at === -1) return value;
  const code = value.slice(at + TAXON_IRI_PREFIX.length).split(/[?#]/)[0] ?? '';
  try {
    return decodeURIComponent(code);
  } catch {
    return code; // a stray "%" is just part of an unknown code
  }
}

/** `GET products`: filters, order and page of api-contract §4.2, plus the price range and name search. */
export async function listProducts(
  db: Queryable,
  query: ProductsQuery,
  view: ProductView,
): Promise<ProductPage> {
  const listing: ProductListing = {
    locale: view.locale,
    minimumPrice: query.minimumPrice,
    maximumPrice: query.maximumPrice,
    order: [],
    limit: query.itemsPerPage,
    offset: (query.page - 1) * query.itemsPerPage,
  };
  if (query.taxon !== undefined) {
    listing.taxonPath = await findTaxonPath(db, taxonCode(query.taxon));
    if (listing.taxonPath === undefined) return { members: [], totalItems: 0 }; // unknown taxon: nothing in it
  }
  const codes = [
    ...(query['productTaxons.taxon.code'] ?? []),
    ...(query['productTaxons.taxon.code[]'] ?? []),
  ];
  if (codes.length > 0) listing.taxonCodes = codes;
  const name = query['translations.name'];
  if (name !== undefined && name !== '') {
    const search = nameSearch(name);
    if (!search) return { members: [], totalItems: 0 };
    listing.search = search;
  }
  if (query['order[price]']) listing.order.push({ field: 'price', direction: query['order[price]'] });
  if (query['order[createdAt]'])
    listing.order.push({ field: 'createdAt', direction: query['order[createdAt]'] });
  if (query['order[code]']) listing.order.push({ field: 'code', direction: query['order[code]'] });
  if (query['order[translation.name]']) {
    listing.order.push({
      field: 'translation.name',
      direction: query['order[translation.name]'],
      locale: query.localeCode,
    });
  }

  const { search } = listing;
  const { ids, total } = search
    ? await withSearchThreshold(db, search, (tx) => listProductIds(tx, listing))
    : await listProductIds(db, listing);
  return { members: await loadFullProducts(db, ids, view), totalItems: total };
}

/** Products with everything they embed, in the order of `ids`. */
async function loadFullProducts(db: Queryable, ids: number[], view: ProductView): Promise<Product[]> {
  if (ids.length === 0) return [];
  const [products, taxons, variants, images, promotions] = await Promise.all([
    loadProducts(db, ids),
    loadProductTaxons(db, ids, view.locale),
    loadVariants(db, ids),
    loadImages(db, ids),
    loadActivePromotions(db, ids),
  ]);
  const byProduct = <T extends { productId: number }>(rows: T[]) => {
    const groups = new Map<number, T[]>();
    for (const row of rows) {
      const group = groups.get(row.productId) ?? [];
      group.push(row);
      groups.set(row.productId, group);
    }
    return (id: number) => groups.get(id) ?? [];
  };
  const taxonsOf = byProduct(taxons);
  const variantsOf = byProduct(variants);
  const imagesOf = byProduct(images);
  const rows = new Map(products.map((product) => [product.id, product]));
  return ids.flatMap((id) => {
    const row = rows.get(id);
    if (!row) return [];
    const productTaxons = taxonsOf(id);
    return [
      presentProduct(
        row,
        {
          taxons: productTaxons,
          variants: variantsOf(id),
          images: imagesOf(id),
          promotions: promotionsFor(id, productTaxons, promotions),
        },
        view,
      ),
    ];
  });
}

async function productOrNotFound(db: Queryable, id: number | undefined, view: ProductView): Promise<Product> {
  const [product] = id === undefined ? [] : await loadFullProducts(db, [id], view);
  if (!product) throw new NotFoundError();
  return product;
}

export async function getProduct(db: Queryable, code: string, view: ProductView): Promise<Product> {
  return productOrNotFound(db, await findProductIdByCode(db, code, view.locale), view);
}

export async function getProductBySlug(db: Queryable, slug: string, view: ProductView): Promise<Product> {
  return productOrNotFound(db, await findProductIdBySlug(db, slug, view.locale), view);
}

export async function getVariant(db: Queryable, code: string, view: ProductView): Promise<ProductVariant> {
  const variant = await findVariant(db, code);
  if (!variant) throw new NotFoundError();
  const [taxons, promotions] = await Promise.all([
    loadProductTaxons(db, [variant.productId], view.locale),
    loadActivePromotions(db, [variant.productId]),
  ]);
  return presentVariant(variant, promotionsFor(variant.productId, taxons, promotions), view);
}

/** Database ids are int4; anything else cannot name a row. */
const asRowId = (value: string): number | undefined =>
  /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : undefined;

export async function getProductImage(db: Queryable, id: string, view: ProductView): Promise<ProductImage> {
  const rowId = asRowId(id);
  const image = rowId === undefined ? undefined : await findImage(db, rowId);
  if (!image) throw new NotFoundError();
  return presentImage(image, view);
}

export async function getProductTaxon(db: Queryable, id: string) {
  const rowId = asRowId(id);
  const row = rowId === undefined ? undefined : await findProductTaxon(db, rowId);
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

export async function getCatalogPromotion(
  db: Queryable,
  code: string,
  view: ProductView,
): Promise<Omit<CatalogPromotionItem, '@context'>> {
  const promotion = await findActivePromotion(db, code);
  if (!promotion) throw new NotFoundError();
  return {
    ...presentLabel(promotion, view),
    id: promotion.id,
    description: inLocale(promotion.translations, view.locale)?.description ?? null,
  };
}
