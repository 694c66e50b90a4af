import type { Product } from '@sakhe/contract';
import type { AppLoadContext } from 'react-router';
import { apiFetch } from './api.server';
import { mainImage } from './images';
import type { Locale } from './locale';
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
  };
}

/**
 * The cards of products a content block names, fetched in parallel by code, in the block's order. A
 * product that is gone or disabled since the block was saved (404), or fails to load, is left out:
 * such blocks (carousels, recommendations) only decorate their page.
 */
export async function cardsByCode(
  context: AppLoadContext,
  locale: Locale,
  codes: string[],
  signal?: AbortSignal,
): Promise<CardProduct[]> {
  const products = await Promise.all(
    codes.map((code) =>
      apiFetch<Product>(context, `products/${encodeURIComponent(code)}`, { locale, signal }).catch(
        () => null,
      ),
    ),
  );
  return products
    .filter((product): product is Product => product !== null && product.enabled)
    .map((product) => toCardProduct(product, locale));
}
