import { productCollectionSchema, type Product } from '@sakhe/contract';
import type { AppLoadContext } from 'react-router';
import { shopApi } from '../api/client.server';
import { shopPaths } from '../api/paths';
import { mainImage } from './images';
import type { Locale } from '../i18n/locale';
import { defaultVariant, productBrand, productSlug, variantDiscount, visibleLabels } from './product';
import type { CardProduct } from './product-card';

/** The card of `product`, fetched from the API in `locale`: the one projection every card loader uses. */
export function toCardProduct(product: Product, locale: Locale): CardProduct {
  const variant = defaultVariant(product);
  const discount = variant ? variantDiscount(variant) : 0;
  return {
    id: product.id,
    code: product.code,
    name: product.name,
    slug: productSlug(product, locale),
    brand: productBrand(product)?.name ?? null,
    image: mainImage(product.images)?.path ?? null,
    variant: variant
      ? {
          code: variant.code,
          name: variant.name,
          price: variant.price,
          originalPrice: variant.originalPrice,
          inStock: variant.inStock,
        }
      : null,
    labels: visibleLabels(product.labels, discount).map(({ code, label }) => ({ code, label })),
    ...cardShades(product),
  };
}

/** Dots a card shows; the rest is counted. */
const CARD_SHADES = 5;

function cardShades(product: Product): Pick<CardProduct, 'shades'> {
  const colours = product.productOptions
    .flatMap((option) => option.values)
    .flatMap((value) => (value.colour ? [value.colour] : []));
  return colours.length > 1
    ? { shades: { colours: colours.slice(0, CARD_SHADES), count: colours.length } }
    : {};
}

/** The most codes one products request takes (the API's limit, as for itemsPerPage). */
const CODES_PER_REQUEST = 100;

/**
 * The cards of products a content block names, in the block's order, fetched by code in one listing
 * request (per hundred codes) rather than one request each. A product that is gone or disabled since
 * the block was saved is not listed and so left out, and a request that fails (logged by the client)
 * leaves its products out: such blocks (carousels, recommendations) only decorate their page.
 */
export async function cardsByCode(
  context: AppLoadContext,
  locale: Locale,
  codes: string[],
  signal?: AbortSignal,
): Promise<CardProduct[]> {
  const unique = [...new Set(codes)];
  const chunks: string[][] = [];
  for (let start = 0; start < unique.length; start += CODES_PER_REQUEST) {
    chunks.push(unique.slice(start, start + CODES_PER_REQUEST));
  }
  const api = shopApi(context, locale, { signal });
  const pages = await Promise.all(
    chunks.map(async (chunk) => {
      const page = await api.get(
        shopPaths.products({ 'code[]': chunk, itemsPerPage: chunk.length }),
        productCollectionSchema,
      );
      return page.ok ? page.data['hydra:member'] : [];
    }),
  );
  const byCode = new Map(pages.flat().map((product) => [product.code, product]));
  return codes.flatMap((code) => {
    const product = byCode.get(code);
    return product ? [toCardProduct(product, locale)] : [];
  });
}
