import {
  productAssociationItemSchema,
  productAssociationTypeItemSchema,
  productCollectionSchema,
  productItemSchema,
  type Product,
} from '@sakhe/contract';
import type { AppLoadContext } from 'react-router';
import { shopApi } from '../api/client.server';
import { shopPaths } from '../api/paths';
import type { Locale } from '../i18n/locale';
import type { CardProduct } from './product-card';
import { cardsByCode, toCardProduct } from './product-card.server';

/** A carousel of related products: its association type ("similar", "goes_well_with") and name. */
export interface RelatedCarousel {
  code: string;
  /** The type's name in the page's language; null for the cart's suggestions, which the page names. */
  title: string | null;
  products: CardProduct[];
}

const PER_CAROUSEL = 12;
const codeOf = (iri: string) => decodeURIComponent(iri.slice(iri.lastIndexOf('/') + 1));

type Api = ReturnType<typeof shopApi>;

/** The product's associations (each fetched once), as type code → associated product codes. */
async function associationsOf(api: Api, product: Product): Promise<Array<{ type: string; codes: string[] }>> {
  const found = await Promise.all(
    product.associations.map((iri) =>
      api.get(iri.replace('/api/v2/shop/', ''), productAssociationItemSchema),
    ),
  );
  return found.flatMap((result) =>
    result.ok && result.data.associatedProducts.length > 0
      ? [{ type: codeOf(result.data.type), codes: result.data.associatedProducts.map(codeOf) }]
      : [],
  );
}

async function typeName(api: Api, code: string): Promise<string | null> {
  const found = await api.get(
    `product-association-types/${encodeURIComponent(code)}`,
    productAssociationTypeItemSchema,
  );
  return found.ok ? found.data.name : null;
}

/**
 * Products of the same category and brand (else the same category): what a product without associations
 * is related to. `exclude` are left out (the product itself, the cart's products).
 */
async function sameCategoryAndBrand(api: Api, locale: Locale, product: Product, exclude: Set<string>) {
  const category = product.productTaxons.find(
    (assignment) => assignment.taxon['@id'] === product.mainTaxon,
  )?.taxon;
  const brand = product.productTaxons.find((assignment) => assignment.taxon.brandTaxon)?.taxon;
  if (!category) return [];
  const ask = async (withBrand: boolean) => {
    const page = await api.get(
      shopPaths.products({
        taxon: category.code,
        ...(withBrand && brand ? { brand: [brand.code] } : {}),
        'order[bestselling]': 'desc',
        itemsPerPage: PER_CAROUSEL + exclude.size,
      }),
      productCollectionSchema,
    );
    return page.ok ? page.data['hydra:member'].filter((other) => !exclude.has(other.code)) : [];
  };
  const both = brand ? await ask(true) : [];
  const found = both.length >= 2 ? both : await ask(false);
  return found.slice(0, PER_CAROUSEL).map((other) => toCardProduct(other, locale));
}

/**
 * The product page's carousels: one per association type with products ("similar", "goes well with"),
 * or, for a product without any, the same category and brand under the "similar" type's name.
 */
export async function relatedToProduct(
  context: AppLoadContext,
  locale: Locale,
  code: string,
  signal?: AbortSignal,
): Promise<RelatedCarousel[]> {
  const api = shopApi(context, locale, { signal });
  const found = await api.get(shopPaths.product(code), productItemSchema);
  if (!found.ok) return [];
  const product = found.data;
  const associations = await associationsOf(api, product);
  const carousels = await Promise.all(
    associations.map(async ({ type, codes }) => ({
      code: type,
      title: await typeName(api, type),
      products: (await cardsByCode(context, locale, codes.slice(0, PER_CAROUSEL), signal)).filter(
        (card) => card.code !== code,
      ),
    })),
  );
  const shown = carousels.filter((carousel) => carousel.products.length > 0);
  if (shown.length > 0) return shown;
  const fallback = await sameCategoryAndBrand(api, locale, product, new Set([code]));
  return fallback.length > 0
    ? [{ code: 'similar', title: await typeName(api, 'similar'), products: fallback }]
    : [];
}

/**
 * The cart's suggestions: what goes well with its products (then what is similar to them), without the
 * products already in it; for products without associations, the same category and brand.
 */
export async function suggestionsForCart(
  context: AppLoadContext,
  locale: Locale,
  codes: string[],
  signal?: AbortSignal,
): Promise<RelatedCarousel[]> {
  const api = shopApi(context, locale, { signal });
  const inCart = new Set(codes);
  const products = (
    await Promise.all(codes.slice(0, 3).map((code) => api.get(shopPaths.product(code), productItemSchema)))
  ).flatMap((result) => (result.ok ? [result.data] : []));
  const associations = (await Promise.all(products.map((product) => associationsOf(api, product)))).flat();
  const ranked = [
    ...associations.filter((association) => association.type === 'goes_well_with'),
    ...associations.filter((association) => association.type !== 'goes_well_with'),
  ].flatMap((association) => association.codes);
  const wanted = [...new Set(ranked)].filter((code) => !inCart.has(code)).slice(0, PER_CAROUSEL);
  const cards =
    wanted.length > 0
      ? await cardsByCode(context, locale, wanted, signal)
      : products[0]
        ? await sameCategoryAndBrand(api, locale, products[0], inCart)
        : [];
  return cards.length > 0 ? [{ code: 'cart-suggestions', title: null, products: cards }] : [];
}
