import type { Product, ProductVariant } from '@sakhe/contract';
import { CURRENCY } from '@sakhe/contract/money';
import { imageUrl, galleryImages } from '../catalog/images';
import type { Locale } from '../i18n/locale';
import { productBrand, productUrl } from '../catalog/product';
import { htmlToText } from '../catalog/product-html';

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/** Tetri as the decimal string schema.org wants for a price: 4690 → "46.90". */
export function lariString(minor: number): string {
  return (minor / 100).toFixed(2);
}

/**
 * schema.org Product for the product page: the shown variant's Offer in GEL, and an AggregateRating
 * only when there are reviews to aggregate (an empty one is an error for search engines).
 */
export function productJsonLd(
  product: Product,
  variant: ProductVariant | undefined,
  { origin, locale }: { origin: string; locale: Locale },
): Record<string, unknown> {
  const url = `${origin}${productUrl(product, locale)}`;
  const brand = productBrand(product);
  const description = htmlToText(product.description) || product.shortDescription || undefined;
  const data: Record<string, unknown> = {
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    url,
    sku: variant?.code ?? product.code,
    productID: product.code,
    image: galleryImages(product.images).map(
      (image) => `${origin}${imageUrl(image.path, 'sylius_shop_product_large_thumbnail')}`,
    ),
    ...(description && { description }),
    ...(brand && { brand: { '@type': 'Brand', name: brand.name } }),
  };
  if (variant) {
    data.offers = {
      '@type': 'Offer',
      url: `${url}?variant=${encodeURIComponent(variant.code)}`,
      sku: variant.code,
      price: lariString(variant.price),
      priceCurrency: CURRENCY,
      availability: variant.inStock ? IN_STOCK : OUT_OF_STOCK,
      itemCondition: 'https://schema.org/NewCondition',
    };
  }
  if (product.reviewCount > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.averageRating.toFixed(1),
      reviewCount: product.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}
