import { z } from 'zod';
import { hydraCollection, money, paginationQuery, searchableCollection } from './hydra';
import { SEARCH_MAX_LENGTH } from './limits';

/**
 * The catalog part of the Shop API (api-contract §3, §4): taxons, products, variants, images and
 * catalog-promotion labels. Every Sylius 1.12 key is kept with its meaning; what the storefront
 * needs beyond Sylius is added next to it (translations, embedded productTaxons/productVariants,
 * labels, taxon tree fields, childTaxons).
 */

/** Backend locale codes that key every `translations` map. */
export const catalogLocale = z.enum(['ka_GE', 'en_US']);
export type CatalogLocale = z.infer<typeof catalogLocale>;

/** Translations keyed by locale; a locale without a translation is simply absent. */
const translationsOf = <T extends z.ZodType>(translation: T) => z.partialRecord(catalogLocale, translation);

/**
 * Image filters (LiipImagine names) a client may ask for with `?filter=` or `?imageFilter=`: the
 * filters the media module serves under /media/cache/<filter>/.
 */
export const imageFilterName = z.enum([
  'sylius_shop_product_thumbnail',
  'sylius_shop_product_large_thumbnail',
  'sylius_small',
  'sylius_original',
  'banner_desktop',
  'banner_mobile',
]);
export type ImageFilterName = z.infer<typeof imageFilterName>;

/** An item as served on its own: the same keys after a leading `@context`. */
const withContext = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  z.object({ '@context': z.string(), ...schema.shape });

// ---------------------------------------------------------------------------------------------
// Taxons

export const taxonImageSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('TaxonImage'),
  id: z.number().int(),
  type: z.string().nullable(),
  /** `/media/image/<stored path>` */
  path: z.string(),
});

export const taxonTranslationSchema = z.object({
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
});

const taxonFields = {
  '@id': z.string(),
  '@type': z.literal('Taxon'),
  id: z.number().int(),
  code: z.string(),
  /** IRIs of the ENABLED children, by position (always complete, whatever `childTaxons` embeds). */
  children: z.array(z.string()),
  /** Current locale, falling back to ka_GE when the taxon has no translation in it. */
  name: z.string().nullable(),
  slug: z.string().nullable(),
  description: z.string().nullable(),
  translations: translationsOf(taxonTranslationSchema),
  level: z.number().int(),
  position: z.number().int(),
  /** Parent taxon IRI; null for a tree root. */
  parent: z.string().nullable(),
  enabled: z.boolean(),
  brandTaxon: z.boolean(),
  images: z.array(taxonImageSchema),
};

export interface Taxon {
  '@id': string;
  '@type': 'Taxon';
  id: number;
  code: string;
  children: string[];
  name: string | null;
  slug: string | null;
  description: string | null;
  translations: Partial<Record<CatalogLocale, z.infer<typeof taxonTranslationSchema>>>;
  level: number;
  position: number;
  parent: string | null;
  enabled: boolean;
  brandTaxon: boolean;
  images: Array<z.infer<typeof taxonImageSchema>>;
  /**
   * The enabled children, embedded. How deep depends on the endpoint: `taxons/menu` embeds the
   * whole subtree; `taxons/{code}` embeds one level (each child has `childTaxons: []`); `taxons`
   * and `taxons?taxonName=` embed nothing (`[]`). `children` always lists every enabled child.
   */
  childTaxons: Taxon[];
}

export const taxonSchema: z.ZodType<Taxon> = z.object({
  ...taxonFields,
  get childTaxons() {
    return z.array(taxonSchema);
  },
});

export const taxonItemSchema = z.object({
  '@context': z.string(),
  ...taxonFields,
  childTaxons: z.array(taxonSchema),
});
export type TaxonItem = z.infer<typeof taxonItemSchema>;

export const taxonCollectionSchema = hydraCollection(taxonSchema);
export type TaxonCollection = z.infer<typeof taxonCollectionSchema>;

export const taxonsQuery = paginationQuery.extend({
  /** Search over every enabled taxon, brands included, best match first. */
  taxonName: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
});

// ---------------------------------------------------------------------------------------------
// Products, variants, images, labels

export const productImageSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('ProductImage'),
  id: z.number().int(),
  /** null for gallery images; e.g. 'sticky-banner' for the product page banner. */
  type: z.string().nullable(),
  /** `/media/image/<path>`, or `/media/cache/<filter>/<path>` when a filter was asked for. */
  path: z.string(),
  /** IRIs of the variants the image shows (a shade's own picture); empty for the whole product's. */
  productVariants: z.array(z.string()),
  /** sakhe addition: what the picture shows, in the request's language, when staff wrote it. */
  alt: z.string().nullable(),
});
export type ProductImage = z.infer<typeof productImageSchema>;
export const productImageItemSchema = withContext(productImageSchema);

/** A catalog promotion shown as a product label (rich text). */
export const catalogPromotionLabelSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('CatalogPromotion'),
  code: z.string(),
  /** Current locale (rich text), falling back to ka_GE. */
  label: z.string().nullable(),
  translations: translationsOf(z.object({ label: z.string(), description: z.string().nullable() })),
});
export type CatalogPromotionLabel = z.infer<typeof catalogPromotionLabelSchema>;

/** `GET catalog-promotions/{code}`: Sylius' `@id, @type, id, label`, plus the label's fields. */
export const catalogPromotionItemSchema = z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.literal('CatalogPromotion'),
  id: z.number().int(),
  code: z.string(),
  label: z.string().nullable(),
  description: z.string().nullable(),
  translations: catalogPromotionLabelSchema.shape.translations,
});
export type CatalogPromotionItem = z.infer<typeof catalogPromotionItemSchema>;

/** An option value (a shade, a size), Sylius 1.12's keys, then a shade's colour and swatch picture. */
export const productOptionValueSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('ProductOptionValue'),
  code: z.string(),
  /** Option IRI. */
  option: z.string(),
  /** Current locale, falling back to ka_GE. */
  value: z.string().nullable(),
  translations: translationsOf(z.object({ value: z.string() })),
  /** `#rrggbb` for a shade; null otherwise. */
  colour: z.string().nullable(),
  /** `/media/image/<path>` of the swatch picture, when the shade has one. */
  swatch: z.string().nullable(),
  position: z.number().int(),
});
export type ProductOptionValue = z.infer<typeof productOptionValueSchema>;
export const productOptionValueItemSchema = withContext(productOptionValueSchema);

/** `GET product-options/{code}`: Sylius 1.12's keys (values as IRIs), plus the translations. */
export const productOptionItemSchema = z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.literal('ProductOption'),
  id: z.number().int(),
  code: z.string(),
  position: z.number().int(),
  values: z.array(z.string()),
  name: z.string().nullable(),
  translations: translationsOf(z.object({ name: z.string() })),
});

/** A product's option embedded in the product, with just the values its variants are. */
export const embeddedProductOptionSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('ProductOption'),
  code: z.string(),
  name: z.string().nullable(),
  position: z.number().int(),
  values: z.array(productOptionValueSchema),
});
export type EmbeddedProductOption = z.infer<typeof embeddedProductOptionSchema>;

export const productVariantSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('ProductVariant'),
  id: z.number().int(),
  code: z.string(),
  name: z.string().nullable(),
  /** Product IRI. */
  product: z.string(),
  optionValues: z.array(z.string()),
  /** `!tracked || onHand - onHold > 0`; stock numbers are never exposed. */
  inStock: z.boolean(),
  /** After catalog promotions, in tetri. */
  price: money,
  /** The struck-through price; equals `price` without a discount. */
  originalPrice: money,
  /** IRIs of the discounting catalog promotions; the key is omitted when there are none (as Sylius). */
  appliedPromotions: z.array(z.string()).optional(),
  translations: translationsOf(z.object({ name: z.string() })),
  position: z.number().int(),
  /** What the package holds (50 ml); the key is omitted when unknown (shades). */
  content: z
    .object({ amount: z.number().int().positive(), unit: z.enum(['ml', 'g', 'pcs', 'caps']) })
    .optional(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;
export const productVariantItemSchema = withContext(productVariantSchema);

/** A product's taxon assignment, embedded with the taxon summary (the contract allows embedding). */
export const productTaxonSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('ProductTaxon'),
  id: z.number().int(),
  position: z.number().int(),
  taxon: z.object({
    '@id': z.string(),
    '@type': z.literal('Taxon'),
    code: z.string(),
    name: z.string().nullable(),
    slug: z.string().nullable(),
    brandTaxon: z.boolean(),
    level: z.number().int(),
  }),
});
export type ProductTaxon = z.infer<typeof productTaxonSchema>;

/** `GET product-taxons/{id}`, Sylius 1.12 shape (IRIs). */
export const productTaxonItemSchema = z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.literal('ProductTaxon'),
  id: z.number().int(),
  product: z.string(),
  taxon: z.string(),
  position: z.number().int(),
});

export const productTranslationSchema = z.object({
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  shortDescription: z.string().nullable(),
});

/** Sylius 1.12 key order first (api-contract §4.3), then the additions. */
export const productSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Product'),
  /** Only assignments to enabled taxons. */
  productTaxons: z.array(productTaxonSchema),
  /** Taxon IRI, null when unset or disabled. */
  mainTaxon: z.string().nullable(),
  /** IRIs of the accepted reviews, newest first (Sylius 1.13+: `acceptedReviews`). */
  reviews: z.array(z.string()),
  averageRating: z.number(),
  images: z.array(productImageSchema),
  id: z.number().int(),
  code: z.string(),
  /** IRIs of the enabled variants, by position. */
  variants: z.array(z.string()),
  options: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  description: z.string().nullable(),
  shortDescription: z.string().nullable(),
  slug: z.string(),
  name: z.string(),
  associations: z.array(z.string()),
  /** First enabled in-stock variant by position, else the first enabled one; null without variants. */
  defaultVariant: z.string().nullable(),
  enabled: z.boolean(),
  translations: translationsOf(productTranslationSchema),
  reviewCount: z.number().int(),
  /** The enabled variants, embedded, by position, so a listing needs no second request. */
  productVariants: z.array(productVariantSchema),
  /** The product's options (shade, volume…) with the values of its enabled variants, embedded. */
  productOptions: z.array(embeddedProductOptionSchema),
  /** Active catalog promotions applying to the product directly or through one of its taxons. */
  labels: z.array(catalogPromotionLabelSchema),
});
export type Product = z.infer<typeof productSchema>;
export const productItemSchema = withContext(productSchema);
export type ProductItem = z.infer<typeof productItemSchema>;

export const productCollectionSchema = searchableCollection(productSchema);
export type ProductCollection = z.infer<typeof productCollectionSchema>;

/** `?filter=` (Sylius 1.12) or `?imageFilter=` (1.13+): an unknown name is a 400. */
export const imageFilterQuery = z.object({
  filter: imageFilterName.optional(),
  imageFilter: imageFilterName.optional(),
});

const orderDirection = z
  .string()
  .toLowerCase()
  .pipe(z.enum(['asc', 'desc']));
export type OrderDirection = z.infer<typeof orderDirection>;

/** Empty values (`?taxon=`) mean "no filter", as in API Platform. */
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Amounts in tetri, inclusive. */
const priceBound = z.preprocess(
  blankToUndefined,
  z.coerce.number().int().min(0).max(2_147_483_647).optional(),
);

/** A repeated key arrives as an array, a single one as a string; both mean a list of codes. */
const codeList = z.preprocess(
  (value) => (typeof value === 'string' ? [value] : value),
  z.array(z.string().trim().min(1).max(128)).max(100).optional(),
);

/** `attribute[{code}][]={value}` keys of a query string, gathered into `attribute: { code: values }`. */
const ATTRIBUTE_KEY = /^attribute\[([A-Za-z0-9_.-]{1,128})\](?:\[\])?$/;
function gatherAttributes(input: unknown): unknown {
  if (typeof input !== 'object' || input === null) return input;
  const rest: Record<string, unknown> = {};
  const attribute: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(input)) {
    const match = ATTRIBUTE_KEY.exec(key);
    if (!match) rest[key] = value;
    else
      attribute[match[1]!] = [...(attribute[match[1]!] ?? []), ...(Array.isArray(value) ? value : [value])];
  }
  return Object.keys(attribute).length > 0 ? { ...rest, attribute } : rest;
}

/** Attribute filters: values within one attribute are alternatives (OR), attributes all hold (AND). */
const attributeFilter = z
  .record(z.string(), z.array(z.string().trim().min(1).max(128)).max(50))
  .refine((attributes) => Object.keys(attributes).length <= 20, 'At most 20 attributes')
  .optional();

const productsQueryFields = paginationQuery.extend(imageFilterQuery.shape).extend({
  /** Partial, typo-tolerant name search in both languages (Georgian, Latin transliteration, keyboard layout). */
  'translations.name': z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  /** A taxon code or IRI (`/api/v2/shop/taxons/CODE`): products in it and all its descendants. */
  taxon: z.preprocess(blankToUndefined, z.string().trim().min(1).max(512).optional()),
  /** Exact, direct assignment to this taxon. */
  'productTaxons.taxon.code': codeList,
  /** Exact, direct assignment to any of these taxons. */
  'productTaxons.taxon.code[]': codeList,
  /** Products with this code, or any of these codes (a content block's products in one request). */
  code: codeList,
  'code[]': codeList,
  minimumPrice: priceBound,
  maximumPrice: priceBound,
  'order[price]': orderDirection.optional(),
  'order[createdAt]': orderDirection.optional(),
  'order[code]': orderDirection.optional(),
  'order[translation.name]': orderDirection.optional(),
  /** Top rated: average rating, then the number of reviews. */
  'order[averageRating]': orderDirection.optional(),
  /** Biggest discount: the largest share any enabled variant is marked down by. */
  'order[discount]': orderDirection.optional(),
  /** Bestselling: units in placed orders, then the catalog's bestseller label. */
  'order[bestselling]': orderDirection.optional(),
  /** Locale of `order[translation.name]`; the request locale by default. */
  localeCode: catalogLocale.optional(),
  /** Products of any of these brands (brand taxon codes, direct assignment): the brand facet. */
  brand: codeList,
  'brand[]': codeList,
  /** Products in any of these categories or below them (taxon codes): the category facet. */
  category: codeList,
  'category[]': codeList,
  /** From `attribute[{code}][]={value}` (a choice code; `true` for a ticked checkbox attribute). */
  attribute: attributeFilter,
});
export const productsQuery = z.preprocess(gatherAttributes, productsQueryFields);
export type ProductsQuery = z.infer<typeof productsQuery>;

/** The filters of `GET products` that `GET product-facets` takes too (no page, no order). */
const productFacetsQueryFields = productsQueryFields.pick({
  'translations.name': true,
  taxon: true,
  'productTaxons.taxon.code': true,
  'productTaxons.taxon.code[]': true,
  code: true,
  'code[]': true,
  minimumPrice: true,
  maximumPrice: true,
  brand: true,
  'brand[]': true,
  category: true,
  'category[]': true,
  attribute: true,
});
export const productFacetsQuery = z.preprocess(gatherAttributes, productFacetsQueryFields);
export type ProductFacetsQuery = z.infer<typeof productFacetsQuery>;

/** One value of a facet: how many products of the result it would leave (the other facets applied). */
export const facetValueSchema = z.object({
  code: z.string(),
  /** In the request locale, falling back to ka_GE. */
  name: z.string(),
  count: z.number().int().nonnegative(),
  /** The value is one of the request's filters (listed even when its count is 0, so it can be undone). */
  selected: z.boolean(),
});
export type FacetValue = z.infer<typeof facetValueSchema>;

/**
 * `GET product-facets`: for each facet the values present in the result of the same filters on
 * `GET products`, each counted with every other facet's filter applied but not its own (so a
 * shopper sees what ticking one more brand would add). Categories are the children of the
 * `taxon` (the menu's top level without one, or when it is a brand), counted over their subtrees.
 */
export const productFacetsSchema = z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.literal('ProductFacets'),
  /** Products matching every filter (what `GET products` counts). */
  totalItems: z.number().int().nonnegative(),
  categories: z.array(facetValueSchema),
  brands: z.array(facetValueSchema),
  /** Lowest and highest price (tetri) among products matching every filter but the price range. */
  price: z.object({ min: money.nullable(), max: money.nullable() }),
  /** The filterable attributes with values in the result, by position; a checkbox offers only `true`. */
  attributes: z.array(
    z.object({ code: z.string(), name: z.string(), type: z.string(), values: z.array(facetValueSchema) }),
  ),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

// ---------------------------------------------------------------------------------------------
// Attributes (Sylius 1.12 shapes)

/** A product's attribute value in the request locale (`GET products/{code}/attributes`). */
export const productAttributeValueSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('ProductAttributeValue'),
  id: z.number().int(),
  /** Attribute IRI. */
  attribute: z.string(),
  localeCode: catalogLocale,
  /** The attribute's name in that locale. */
  name: z.string(),
  type: z.string(),
  code: z.string(),
  /** select: the chosen choices' names; checkbox: a boolean; text and textarea: the text. */
  value: z.union([z.string(), z.boolean(), z.array(z.string())]),
});
export type ProductAttributeValue = z.infer<typeof productAttributeValueSchema>;
export const productAttributeValueCollectionSchema = hydraCollection(productAttributeValueSchema);

/** `GET product-attributes/{code}`: Sylius's keys, then the choices a select offers. */
export const productAttributeItemSchema = z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.literal('ProductAttribute'),
  id: z.number().int(),
  code: z.string(),
  type: z.string(),
  position: z.number().int(),
  name: z.string(),
  filterable: z.boolean(),
  choices: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type ProductAttributeItem = z.infer<typeof productAttributeItemSchema>;

// ---------------------------------------------------------------------------------------------
// Search corrections (sakhe's addition)

/** `GET search-corrections?q=`: the search a shopper typed. */
export const searchCorrectionQuery = z.object({
  q: z.string().trim().min(1).max(SEARCH_MAX_LENGTH),
});

/**
 * "Did you mean": the catalog term (a brand, a category or a word of a product's name, in either
 * script) closest to the query by trigram similarity, or null when none is close or the query is one.
 */
export const searchCorrectionSchema = z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.literal('SearchCorrection'),
  query: z.string(),
  suggestion: z
    .object({
      term: z.string(),
      kind: z.enum(['brand', 'category', 'product']),
      /** The brand's or category's taxon IRI; null for a product-name word. */
      taxon: z.string().nullable(),
    })
    .nullable(),
});
export type SearchCorrection = z.infer<typeof searchCorrectionSchema>;

// ---------------------------------------------------------------------------------------------
// Product associations (Sylius 1.12 shapes)

/** `GET product-association-types/{code}`: "similar", "goes well with". */
export const productAssociationTypeItemSchema = z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.literal('ProductAssociationType'),
  id: z.number().int(),
  code: z.string(),
  /** Current locale, falling back to ka_GE. */
  name: z.string().nullable(),
  translations: translationsOf(z.object({ name: z.string() })),
});

/** `GET product-associations/{id}`: a product's related products of one type (IRIs, by position). */
export const productAssociationItemSchema = z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.literal('ProductAssociation'),
  id: z.number().int(),
  /** Association type IRI. */
  type: z.string(),
  /** The product the association belongs to (IRI). */
  owner: z.string(),
  /** Enabled associated products (IRIs), by position. */
  associatedProducts: z.array(z.string()),
});
