import { z } from 'zod';

/**
 * Bulk work on products and the catalog's CSV/JSON transfer (issue 22), our own paths under
 * /api/v2/admin:
 * - `POST /product-bulk-actions`: one action on the products named by code, or on every product
 *   the products list's filters match (`filter`: that list's query string). One transaction, one
 *   audit entry; money in tetri.
 * - `GET /products/export.csv?<the list's filters>`: products and variants, one row per variant,
 *   in the columns an import reads (PRODUCT_CSV_COLUMNS).
 * - `POST /product-imports?dryRun=true|false`: a CSV file (those columns) or a JSON catalog file
 *   (docs/catalog-import.md), as the raw body (`text/csv`, `application/json`) or the multipart
 *   field `file`. A dry run checks everything and changes nothing; an import writes all of it in
 *   one transaction or nothing. Problems are 422 violations whose propertyPath names the row and
 *   field: `rows[12].price_gel` (a CSV's row as a spreadsheet numbers it, the header being row 1)
 *   or the JSON file's path, `products[3] (code P-1).variants[0].price`.
 */

const code = z.string().trim().min(1).max(128);

/** The most products one request may name; larger sets go by filter. */
export const MAX_BULK_SELECTION = 10_000;
/** The largest import file (CSV or JSON). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

export const BULK_ACTION_TYPES = ['enable', 'disable', 'move', 'price', 'stock'] as const;
export type BulkActionType = (typeof BULK_ACTION_TYPES)[number];

/**
 * What happens to original (struck-through) prices in a price change: `keep` leaves them (one
 * below the new price rises to it, as a price is never above its original); `set` makes the old
 * price the original, so the change shows as a discount (a rise is refused); `follow` changes
 * them by the same rule (discounts stay as they were).
 */
export const ORIGINAL_PRICE_MODES = ['keep', 'set', 'follow'] as const;
export type OriginalPriceMode = (typeof ORIGINAL_PRICE_MODES)[number];

const hundredths = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const priceChange = z
  .object({
    type: z.literal('price'),
    /** percent: `value` is a percentage (-10 takes a tenth off); amount: `value` is tetri added (or taken). */
    change: z.enum(['percent', 'amount']),
    value: z.number().finite(),
    originalPrice: z.enum(ORIGINAL_PRICE_MODES).default('keep'),
  })
  .strict()
  .superRefine((action, context) => {
    const fail = (message: string) => context.addIssue({ code: 'custom', path: ['value'], message });
    if (action.value === 0) fail('Must not be zero');
    else if (action.change === 'percent') {
      if (action.value <= -100 || action.value > 1000) fail('Must be above -100 and at most 1000');
      else if (!hundredths(action.value)) fail('At most two decimals');
    } else if (!Number.isInteger(action.value) || Math.abs(action.value) > 100_000_000) {
      fail('A whole number of tetri, at most 1,000,000 ₾ either way');
    }
  });

export const bulkActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('enable') }).strict(),
  z.object({ type: z.literal('disable') }).strict(),
  /** Makes `taxon` the products' main category (and one of their categories), instead of the old main one. */
  z.object({ type: z.literal('move'), taxon: code }).strict(),
  priceChange,
  /** Sets on hand of every tracked variant; each change is kept in the stock history with `reason`. */
  z
    .object({
      type: z.literal('stock'),
      onHand: z.number().int().min(0).max(1_000_000),
      reason: z.string().trim().min(1).max(500),
    })
    .strict(),
]);
export type BulkAction = z.infer<typeof bulkActionSchema>;

export const productBulkActionBody = z
  .object({
    action: bulkActionSchema,
    /** The selection: product codes. */
    products: z.array(code).min(1).max(MAX_BULK_SELECTION).optional(),
    /** Or every product the list's filters match: its query string (`search=…&enabled=true`). */
    filter: z.string().max(4000).optional(),
  })
  .strict()
  .superRefine((body, context) => {
    if ((body.products === undefined) === (body.filter === undefined)) {
      context.addIssue({ code: 'custom', path: ['products'], message: 'Give either products or filter' });
    }
  });
export type ProductBulkActionBody = z.input<typeof productBulkActionBody>;

export const productBulkResultSchema = z.object({
  '@context': z.literal('/api/v2/contexts/ProductBulkAction'),
  '@type': z.literal('ProductBulkAction'),
  action: z.enum(BULK_ACTION_TYPES),
  /** Products selected. */
  matched: z.number().int(),
  /** Products whose data changed (the others already were so). */
  changed: z.number().int(),
  /** Variants whose price or stock changed (price and stock actions; 0 otherwise). */
  variantsChanged: z.number().int(),
});
export type ProductBulkResult = z.infer<typeof productBulkResultSchema>;

/**
 * The CSV's columns, one row per variant; a product's own columns may repeat on each of its rows
 * or stay empty after its first. Prices in lari with up to two decimals (45.90), booleans
 * true/false, `taxons` the codes of every category and the brand separated by `|`.
 */
export const PRODUCT_CSV_COLUMNS = [
  'product_code',
  'product_enabled',
  'main_taxon',
  'taxons',
  'name_ka',
  'name_en',
  'slug_ka',
  'slug_en',
  'short_description_ka',
  'short_description_en',
  'description_ka',
  'description_en',
  'variant_code',
  'variant_enabled',
  'tracked',
  'on_hand',
  'price_gel',
  'original_price_gel',
  'variant_name_ka',
  'variant_name_en',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

export const productImportQuery = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

const counts = z.object({ created: z.number().int(), updated: z.number().int() });

export const productImportResultSchema = z.object({
  '@context': z.literal('/api/v2/contexts/ProductImport'),
  '@type': z.literal('ProductImport'),
  dryRun: z.boolean(),
  format: z.enum(['csv', 'json']),
  /** Products in the file. */
  products: counts,
  variants: counts.extend({ disabled: z.number().int() }),
  taxons: counts,
});
export type ProductImportResult = z.infer<typeof productImportResultSchema>;

/** Splits an import violation's propertyPath into the row (or record) and the field, for a table. */
export function importProblemAt(path: string): { row: string; field: string } {
  const csv = /^rows\[(\d+)\]\.?(.*)$/.exec(path);
  if (csv) return { row: csv[1] ?? '', field: csv[2] ?? '' };
  const record = /^((?:products|taxons)\[\d+\](?: \(code [^)]*\))?)\.?(.*)$/.exec(path);
  if (record) return { row: record[1] ?? '', field: record[2] ?? '' };
  return { row: '', field: path };
}
