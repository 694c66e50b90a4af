import type { Product } from '@sakhe/contract';
import { mediaUrl } from './content';
import type { Locale } from '../i18n/locale';
import { catalogLocaleOf } from '../catalog/product';

/** What a product tile (carousel, search suggestion) needs, small enough to ship in loader data. */
export interface ProductSummary {
  code: string;
  name: string;
  /** The slug in the page's locale: the product page is /shop/product/{slug}. */
  slug: string;
  brand: string | null;
  /** Thumbnail of the first gallery image (type null); null shows the placeholder. */
  image: string | null;
  /** The default variant's prices in tetri; null when the product has no variant to sell. */
  price: number | null;
  originalPrice: number | null;
  inStock: boolean;
}

export function summarizeProduct(product: Product, locale: Locale): ProductSummary {
  const translation = product.translations[catalogLocaleOf(locale)];
  const variant =
    product.productVariants.find((candidate) => candidate['@id'] === product.defaultVariant) ??
    product.productVariants[0];
  const image = product.images.find((candidate) => candidate.type === null);
  const brand = product.productTaxons.find((assignment) => assignment.taxon.brandTaxon)?.taxon;
  return {
    code: product.code,
    name: translation?.name ?? product.name,
    slug: translation?.slug ?? product.slug,
    brand: brand ? (brand.name ?? brand.code) : null,
    image: image ? mediaUrl(image.path, 'sylius_shop_product_thumbnail') : null,
    price: variant?.price ?? null,
    originalPrice: variant?.originalPrice ?? null,
    inStock: product.productVariants.some((candidate) => candidate.inStock),
  };
}
