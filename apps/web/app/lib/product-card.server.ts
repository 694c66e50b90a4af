import type { Product } from '@sakhe/contract';
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
