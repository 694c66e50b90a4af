import type {
  CatalogLocale,
  CatalogPromotionLabel,
  EmbeddedProductOption,
  ImageFilterName,
  Product,
  ProductImage,
  ProductOptionValue,
  ProductTaxon,
  ProductVariant,
} from '@sakhe/contract';
import { iri } from '../../../http/hydra';
import { defaultVariantOf, isInStock } from '../default-variant';
import { imageUrl, imagesFor } from '../images';
import { byLocale, inLocale } from '../translations';
import type {
  ImageRow,
  OptionValueRow,
  ProductRow,
  ProductTaxonRow,
  PromotionRow,
  TaxonSummary,
  VariantRow,
} from './queries';

export interface ProductView {
  locale: CatalogLocale;
  imageFilter?: ImageFilterName | undefined;
}

const productIri = (code: string) => iri('products', code);
const variantIri = (code: string) => iri('product-variants', code);
const promotionIri = (code: string) => iri('catalog-promotions', code);

export function presentImage(row: ImageRow, view: ProductView): ProductImage {
  return {
    '@id': iri('product-images', row.id),
    '@type': 'ProductImage',
    id: row.id,
    type: row.type,
    path: imageUrl(row.path, view.imageFilter),
    productVariants: row.variants.map(variantIri),
    alt: row.alt?.[view.locale] ?? null,
  };
}

export function presentOptionValue(
  row: Omit<OptionValueRow, 'option'> & { option: { code: string } },
  view: ProductView,
): ProductOptionValue {
  return {
    '@id': iri('product-option-values', row.code),
    '@type': 'ProductOptionValue',
    code: row.code,
    option: iri('product-options', row.option.code),
    value: inLocale(row.translations, view.locale)?.value ?? null,
    translations: byLocale(row.translations, ({ value }) => ({ value })),
    colour: row.colour,
    swatch: row.swatchPath === null ? null : imageUrl(row.swatchPath),
    position: row.position,
  };
}

/** The options a product's variants have values of, each with those values, by position. */
function presentOptions(variants: readonly VariantRow[], view: ProductView): EmbeddedProductOption[] {
  const options = new Map<string, { row: OptionValueRow['option']; values: Map<string, OptionValueRow> }>();
  for (const variant of variants)
    for (const value of variant.optionValues) {
      const option = options.get(value.option.code) ?? { row: value.option, values: new Map() };
      option.values.set(value.code, value);
      options.set(value.option.code, option);
    }
  return [...options.values()]
    .sort((a, b) => a.row.position - b.row.position)
    .map(({ row, values }) => ({
      '@id': iri('product-options', row.code),
      '@type': 'ProductOption',
      code: row.code,
      name: inLocale(row.translations, view.locale)?.name ?? null,
      position: row.position,
      // In the variants' order, which is the order the shop offers them in.
      values: [...values.values()].map((value) => presentOptionValue(value, view)),
    }));
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
  productCode: string,
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
    product: productIri(productCode),
    optionValues: row.optionValues.map((value) => iri('product-option-values', value.code)),
    inStock: isInStock(row),
    price: row.price,
    originalPrice: row.originalPrice,
    ...(applied.length > 0 ? { appliedPromotions: applied } : {}),
    translations: byLocale(row.translations, ({ name }) => ({ name })),
    position: row.position,
    ...contentOf(row),
  };
}

const UNITS = new Set(['ml', 'g', 'pcs', 'caps'] as const);
type ContentUnit = NonNullable<ProductVariant['content']>['unit'];

/** The variant's package content when it is known, as an optional key. */
function contentOf(row: VariantRow): Pick<ProductVariant, 'content'> {
  const unit = row.contentUnit as ContentUnit | null;
  if (row.contentAmount === null || row.contentAmount <= 0 || unit === null || !UNITS.has(unit)) return {};
  return { content: { amount: row.contentAmount, unit } };
}

/** Enabled taxons by id; a taxon missing from it is disabled, and assignments to it are not shown. */
export type TaxonIndex = ReadonlyMap<number, TaxonSummary>;

function presentProductTaxon(row: ProductTaxonRow, taxon: TaxonSummary, view: ProductView): ProductTaxon {
  const current = inLocale(taxon.translations, view.locale);
  return {
    '@id': iri('product-taxons', row.id),
    '@type': 'ProductTaxon',
    id: row.id,
    position: row.position,
    taxon: {
      '@id': iri('taxons', taxon.code),
      '@type': 'Taxon',
      code: taxon.code,
      name: current?.name ?? null,
      slug: current?.slug ?? null,
      brandTaxon: taxon.brandTaxon,
      level: taxon.level,
    },
  };
}

/** A product's assignments to enabled taxons, with the taxons. */
function enabledTaxonsOf(product: ProductRow, taxons: TaxonIndex) {
  return product.taxons.flatMap((assignment) => {
    const taxon = taxons.get(assignment.taxonId);
    return taxon ? [{ assignment, taxon }] : [];
  });
}

/** Promotions set on the product itself or on one of its taxons or their ancestors, by priority. */
export function promotionsFor(
  product: ProductRow,
  taxons: TaxonIndex,
  promotions: readonly PromotionRow[],
): PromotionRow[] {
  const paths = enabledTaxonsOf(product, taxons).map(({ taxon }) => taxon.path);
  return promotions.filter(
    (promotion) =>
      product.promotionIds.includes(promotion.id) ||
      promotion.taxonIds.some((taxonId) => paths.some((path) => path.includes(`/${taxonId}/`))),
  );
}

/**
 * The product in the request locale (the caller guarantees a translation in it exists), with
 * the active promotions that apply to it.
 */
export function presentProduct(
  row: ProductRow,
  taxons: TaxonIndex,
  promotions: readonly PromotionRow[],
  view: ProductView,
): Product {
  const current = inLocale(row.translations, view.locale);
  const variants = row.variants.map((variant) => presentVariant(variant, row.code, promotions, view));
  const defaultVariant = defaultVariantOf(row.variants);
  const productOptions = presentOptions(row.variants, view);
  const mainTaxon = row.mainTaxonId === null ? undefined : taxons.get(row.mainTaxonId);
  return {
    '@id': productIri(row.code),
    '@type': 'Product',
    productTaxons: enabledTaxonsOf(row, taxons).map(({ assignment, taxon }) =>
      presentProductTaxon(assignment, taxon, view),
    ),
    mainTaxon: mainTaxon ? iri('taxons', mainTaxon.code) : null,
    reviews: row.reviewIds.map((id) => iri('product-reviews', id)),
    averageRating: row.averageRating,
    images: imagesFor(row.images, view.locale).map((image) => presentImage(image, view)),
    id: row.id,
    code: row.code,
    variants: variants.map((variant) => variant['@id']),
    options: productOptions.map((option) => option['@id']),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    description: current?.description ?? null,
    shortDescription: current?.shortDescription ?? null,
    slug: current?.slug ?? '',
    name: current?.name ?? '',
    associations: row.associationIds.map((id) => iri('product-associations', id)),
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
    productOptions,
    labels: promotions.map((promotion) => presentLabel(promotion, view)),
  };
}
