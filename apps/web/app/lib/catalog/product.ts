import type { CatalogLocale, CatalogPromotionLabel, Product, ProductVariant } from '@sakhe/contract';
// The contract's money helpers, from their own module: its package index would also bring every zod
// schema (about 30 KB gzipped) into the browser, since the package does not declare itself side-effect free.
import { discountPercent } from '@sakhe/contract/money';
import { backendLocale, localizePath, LOCALES, type Locale } from '../i18n/locale';
import { htmlToText } from './product-html';

/** The key of `locale` in the catalog's `translations` maps. */
export function catalogLocaleOf(locale: Locale): CatalogLocale {
  return backendLocale(locale) as CatalogLocale;
}

/** The locale-neutral path of a product page. */
export function productPath(slug: string): string {
  return `/shop/product/${encodeURIComponent(slug)}`;
}

/**
 * What locates a product page: the request locale's slug, and the slug in every translation when
 * there are any (a card carries only its page's).
 */
type Sluggable = Pick<Product, 'slug'> & { translations?: Partial<Record<CatalogLocale, { slug: string }>> };

/** The product's slug in `locale` (the API's top-level `slug` is the request locale's). */
export function productSlug(product: Sluggable, locale: Locale): string {
  return product.translations?.[catalogLocaleOf(locale)]?.slug ?? product.slug;
}

/** The product page in `locale`, e.g. `/en/shop/product/lip-gloss`. */
export function productUrl(product: Sluggable, locale: Locale): string {
  return localizePath(productPath(productSlug(product, locale)), locale);
}

/**
 * The product page in every locale it is translated into: what the locale switcher and `hreflang`
 * link to, since a product's slug differs per language.
 */
export function productAlternates(product: Pick<Product, 'translations'>): Partial<Record<Locale, string>> {
  const alternates: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const slug = product.translations[catalogLocaleOf(locale)]?.slug;
    if (slug) alternates[locale] = localizePath(productPath(slug), locale);
  }
  return alternates;
}

/** The variant shown and sold by default: the API's `defaultVariant`, else the first in stock, else the first. */
export function defaultVariant(
  product: Pick<Product, 'defaultVariant' | 'productVariants'>,
): ProductVariant | undefined {
  const variants = product.productVariants;
  return (
    variants.find((variant) => variant['@id'] === product.defaultVariant) ??
    variants.find((variant) => variant.inStock) ??
    variants[0]
  );
}

/** The variant named by `?variant=CODE`, or the default one when it names none of the product's. */
export function chosenVariant(
  product: Pick<Product, 'defaultVariant' | 'productVariants'>,
  code: string | null | undefined,
): ProductVariant | undefined {
  return product.productVariants.find((variant) => variant.code === code) ?? defaultVariant(product);
}

export function variantName(
  variant: Pick<ProductVariant, 'translations' | 'name' | 'code'>,
  locale: Locale,
): string {
  return variant.translations[catalogLocaleOf(locale)]?.name ?? variant.name ?? variant.code;
}

/** The product's brand: the assigned taxon flagged as a brand. */
export function productBrand(
  product: Pick<Product, 'productTaxons'>,
): { code: string; name: string } | undefined {
  const taxon = product.productTaxons.find((assignment) => assignment.taxon.brandTaxon)?.taxon;
  return taxon && { code: taxon.code, name: taxon.name ?? taxon.code };
}

/** Rounded percentage off (spec §5), 0 without a discount. */
export function variantDiscount(variant: Pick<ProductVariant, 'price' | 'originalPrice'>): number {
  return discountPercent(variant.price, variant.originalPrice);
}

/** Georgian or other script: brand names in Latin get small caps, Georgian has no case to play with. */
export function isLatinText(text: string): boolean {
  return !/\p{Script=Georgian}/u.test(text);
}

/**
 * Labels worth a pill: with text, and not one merely repeating the discount badge (a "-25%"
 * promotion label next to a "−25%" badge would say the same thing twice).
 */
export function visibleLabels<T extends Pick<CatalogPromotionLabel, 'label'>>(
  labels: readonly T[],
  discount: number,
): T[] {
  return labels.filter((label) => {
    const text = htmlToText(label.label).replace(/[\s\u2212–-]/g, '');
    if (text === '') return false;
    return discount === 0 || text !== `${discount}%`;
  });
}

/**
 * The price of 100 ml or 100 g, in tetri, for a package of that content; null for other units
 * (pieces, capsules) or an unknown size.
 */
export function pricePer100(
  price: number,
  content: { amount: number; unit: string } | undefined,
): number | null {
  if (!content || (content.unit !== 'ml' && content.unit !== 'g') || content.amount <= 0) return null;
  return Math.round((price * 100) / content.amount);
}
