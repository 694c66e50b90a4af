import type {
  CatalogLocale,
  CatalogPromotionLabel,
  ImageFilterName,
  Product,
  ProductImage,
  ProductTaxon,
  ProductVariant,
} from '@sakhe/contract';
import { iri } from '../../../http/hydra';
import { defaultVariantOf, isInStock } from '../../../seed/default-variant';
import { imageUrl } from '../images';
import { byLocale, inLocale } from '../translations';
import type { ImageRow, ProductRow, ProductTaxonRow, PromotionRow, VariantRow } from './queries';

export interface ProductView {
  locale: CatalogLocale;
  imageFilter?: ImageFilterName | undefined;
}

export const productIri = (code: string) => iri('products', code);
export const variantIri = (code: string) => iri('product-variants', code);
export const promotionIri = (code: string) => iri('catalog-promotions', code);

export function presentImage(row: ImageRow, view: ProductView): ProductImage {
  return {
    '@id': iri('product-images', row.id),
    '@type': 'ProductImage',
    id: row.id,
    type: row.type,
    path: imageUrl(row.path, view.imageFilter),
  };
}

export function presentLabel(
  row: Pick<PromotionRow, 'code' | 'translations'>,
  view: ProductView,
): CatalogPromotionLabel {
  return {
    '@id': promotionIri(row.code),
    '@type': 'CatalogPromotion',
    code: row.code,
    label: inLocale(row.translations, view.locale)?.label ?? null,
    translations: byLocale(row.translations, ({ label, description }) => ({ label, description })),
  };
}

/**
 * A variant's applied promotions: the product's discounting promotions, when the variant is
 * actually sold below its original price (prices already carry the discount).
 */
export function presentVariant(
  row: VariantRow,
  labels: readonly PromotionRow[],
  view: ProductView,
): ProductVariant {
  const discounted = row.price < row.originalPrice;
  const applied = discounted
    ? labels
        .filter((promotion) => (promotion.discountPercent ?? 0) > 0)
        .map((promotion) => promotionIri(promotion.code))
    : [];
  return {
    '@id': variantIri(row.code),
    '@type': 'ProductVariant',
    id: row.id,
    code: row.code,
    name: inLocale(row.translations, view.locale)?.name ?? null,
    product: productIri(row.productCode),
    optionValues: [],
    inStock: isInStock(row),
    price: row.price,
    originalPrice: row.originalPrice,
    ...(applied.length > 0 ? { appliedPromotions: applied } : {}),
    translations: byLocale(row.translations, ({ name }) => ({ name })),
    position: row.position,
  };
}

function presentProductTaxon(row: ProductTaxonRow): ProductTaxon {
  return {
    '@id': iri('product-taxons', row.id),
    '@type': 'ProductTaxon',
    id: row.id,
    position: row.position,
    taxon: {
      '@id': iri('taxons', row.code),
      '@type': 'Taxon',
      code: row.code,
      name: row.name,
      slug: row.slug,
      brandTaxon: row.brandTaxon,
      level: row.level,
    },
  };
}

/** Promotions set on the product itself or on one of its taxons or their ancestors, by priority. */
export function promotionsFor(
  productId: number,
  taxons: readonly ProductTaxonRow[],
  promotions: readonly PromotionRow[],
): PromotionRow[] {
  return promotions.filter(
    (promotion) =>
      promotion.productIds.includes(productId) ||
      promotion.taxonIds.some((taxonId) => taxons.some((taxon) => taxon.path.includes(`/${taxonId}/`))),
  );
}

export interface ProductParts {
  taxons: ProductTaxonRow[];
  variants: VariantRow[];
  images: ImageRow[];
  promotions: PromotionRow[];
}

/** The product in the request locale (the caller guarantees a translation in it exists). */
export function presentProduct(row: ProductRow, parts: ProductParts, view: ProductView): Product {
  const current = inLocale(row.translations, view.locale);
  const variants = parts.variants.map((variant) => presentVariant(variant, parts.promotions, view));
  const defaultVariant = defaultVariantOf(parts.variants);
  return {
    '@id': productIri(row.code),
    '@type': 'Product',
    productTaxons: parts.taxons.map(presentProductTaxon),
    mainTaxon: row.mainTaxonCode === null ? null : iri('taxons', row.mainTaxonCode),
    reviews: [],
    averageRating: row.averageRating,
    images: parts.images.map((image) => presentImage(image, view)),
    id: row.id,
    code: row.code,
    variants: variants.map((variant) => variant['@id']),
    options: [],
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    description: current?.description ?? null,
    shortDescription: current?.shortDescription ?? null,
    slug: current?.slug ?? '',
    name: current?.name ?? '',
    associations: [],
    defaultVariant: defaultVariant ? variantIri(defaultVariant.code) : null,
    enabled: row.enabled,
    translations: byLocale(row.translations, ({ name, slug, description, shortDescription }) => ({
      name,
      slug,
      description,
      shortDescription,
    })),
    reviewCount: row.reviewCount,
    productVariants: variants,
    labels: parts.promotions.map((promotion) => presentLabel(promotion, view)),
  };
}
