import type { z } from 'zod';
import { slugFor } from '../slug';
import { describePath, ImportValidationError, type ImportIssue } from './errors';
import {
  catalogFileSchema,
  IMPORT_LOCALES,
  type ImportLocale,
  type ParsedImage,
  type ParsedProduct,
  type ParsedTaxon,
} from './format';

export interface ResolvedTaxon {
  index: number;
  code: string;
  parent: string | null;
  position: number;
  enabled: boolean;
  brand: boolean;
  translations: Record<ImportLocale, { name: string; slug: string; description: string | null }>;
  images: ParsedImage[] | undefined;
}

interface ResolvedVariant {
  code: string;
  position: number;
  enabled: boolean;
  tracked: boolean;
  onHand: number;
  price: number;
  originalPrice: number;
  translations: Record<ImportLocale, { name: string }>;
}

export interface ResolvedProduct {
  index: number;
  code: string;
  enabled: boolean;
  mainTaxon: string;
  taxons: string[];
  translations: Record<
    ImportLocale,
    { name: string; slug: string; description: string | null; shortDescription: string | null }
  >;
  variants: ResolvedVariant[];
  images: ParsedImage[] | undefined;
}

export interface ResolvedCatalog {
  taxons: ResolvedTaxon[];
  products: ResolvedProduct[];
}

/** A missing field reads better as "Required" than as zod's type message. */
const errorMap: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : undefined;

/**
 * Checks the whole file (shape, then references and uniqueness inside the file) and fills in
 * defaults. Everything that needs the database is checked by the writer, inside the transaction.
 */
export function validateCatalog(input: unknown): ResolvedCatalog {
  const parsed = catalogFileSchema.safeParse(input, { error: errorMap });
  if (!parsed.success) {
    throw new ImportValidationError(
      parsed.error.issues.map((issue) => ({ path: describePath(input, issue.path), message: issue.message })),
    );
  }
  const issues: ImportIssue[] = [];
  const at = (path: PropertyKey[], message: string) =>
    issues.push({ path: describePath(input, path), message });

  const taxons = resolveTaxons(parsed.data.taxons, at);
  const products = resolveProducts(parsed.data.products, at);
  if (issues.length > 0) throw new ImportValidationError(issues);
  return { taxons, products };
}

type Report = (path: PropertyKey[], message: string) => void;

function resolveTaxons(taxons: ParsedTaxon[], at: Report): ResolvedTaxon[] {
  const byCode = new Map<string, number>();
  taxons.forEach((taxon, index) => {
    const first = byCode.get(taxon.code);
    if (first !== undefined) at(['taxons', index, 'code'], `Duplicate of taxons[${first}]`);
    else byCode.set(taxon.code, index);
  });

  taxons.forEach((taxon, index) => {
    const seen = new Set([taxon.code]);
    for (let parent = taxon.parent; parent !== null;) {
      if (seen.has(parent)) {
        at(['taxons', index, 'parent'], `The parent chain loops back to "${parent}"`);
        break;
      }
      seen.add(parent);
      const parentIndex = byCode.get(parent);
      parent = parentIndex === undefined ? null : (taxons[parentIndex]?.parent ?? null);
    }
  });

  const siblings = new Map<string | null, number>();
  const slugs = uniqueSlugs('taxons', at);
  return taxons.map((taxon, index) => {
    const siblingIndex = siblings.get(taxon.parent) ?? 0;
    siblings.set(taxon.parent, siblingIndex + 1);
    const translations = mapLocales((locale) => {
      const given = taxon.translations[locale];
      const slug = given.slug ?? slugFor(locale, given.name);
      slugs(index, locale, slug);
      return { name: given.name, slug, description: given.description ?? null };
    });
    return {
      index,
      code: taxon.code,
      parent: taxon.parent,
      position: taxon.position ?? siblingIndex,
      enabled: taxon.enabled,
      brand: taxon.brand,
      translations,
      images: taxon.images,
    };
  });
}

function resolveProducts(products: ParsedProduct[], at: Report): ResolvedProduct[] {
  const productCodes = new Map<string, number>();
  const variantCodes = new Map<string, string>();
  const slugs = uniqueSlugs('products', at);
  return products.map((product, index) => {
    const first = productCodes.get(product.code);
    if (first !== undefined) at(['products', index, 'code'], `Duplicate of products[${first}]`);
    else productCodes.set(product.code, index);

    const taxonSet = new Set<string>();
    product.taxons.forEach((code, taxonIndex) => {
      if (taxonSet.has(code)) at(['products', index, 'taxons', taxonIndex], `"${code}" is listed twice`);
      taxonSet.add(code);
    });
    if (!taxonSet.has(product.mainTaxon)) {
      at(['products', index, 'mainTaxon'], `"${product.mainTaxon}" must also be listed in taxons`);
    }

    const variants = product.variants.map((variant, position): ResolvedVariant => {
      const owner = variantCodes.get(variant.code);
      if (owner !== undefined) {
        at(['products', index, 'variants', position, 'code'], `Variant code also used in ${owner}`);
      } else variantCodes.set(variant.code, `products[${index}] (code ${product.code})`);
      return { ...variant, position, originalPrice: variant.originalPrice ?? variant.price };
    });

    const translations = mapLocales((locale) => {
      const given = product.translations[locale];
      const slug = given.slug ?? slugFor(locale, given.name);
      slugs(index, locale, slug);
      return {
        name: given.name,
        slug,
        description: given.description ?? null,
        shortDescription: given.shortDescription ?? null,
      };
    });
    return {
      index,
      code: product.code,
      enabled: product.enabled,
      mainTaxon: product.mainTaxon,
      taxons: [...taxonSet],
      translations,
      variants,
      images: product.images,
    };
  });
}

/** Slugs identify pages, so two records of one kind may not share a slug in a locale. */
function uniqueSlugs(kind: 'taxons' | 'products', at: Report) {
  const seen = new Map<string, number>();
  return (index: number, locale: ImportLocale, slug: string) => {
    if (slug === '') {
      at([kind, index, 'translations', locale, 'name'], 'Cannot make a slug from this name; give a slug');
      return;
    }
    const key = `${locale}\n${slug}`;
    const first = seen.get(key);
    if (first !== undefined)
      at([kind, index, 'translations', locale, 'slug'], `"${slug}" is also the slug of ${kind}[${first}]`);
    else seen.set(key, index);
  };
}

function mapLocales<T>(map: (locale: ImportLocale) => T): Record<ImportLocale, T> {
  return Object.fromEntries(IMPORT_LOCALES.map((locale) => [locale, map(locale)])) as Record<ImportLocale, T>;
}
