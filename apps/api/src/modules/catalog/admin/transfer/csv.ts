import { parse } from 'csv-parse/sync';
import type { CatalogLocale } from '@sakhe/contract';
import { PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from '@sakhe/contract/admin';
import type { Violation } from '../../../../http/errors';
import type { MessageKey } from '../../../../i18n/messages';
import { violation } from '../../../../i18n/violations';

/**
 * The products CSV (PRODUCT_CSV_COLUMNS, one row per variant) to and from the JSON catalog
 * format the import writes (docs/catalog-import.md), and the way back from a problem the import
 * finds in that file (`products[3].variants[1].price`) to the row and column it came from.
 */

type Cells = Record<ProductCsvColumn, string>;

/** Lari with two decimals, from tetri (exactly: no floating point). */
function lari(tetri: number): string {
  const sign = tetri < 0 ? '-' : '';
  const abs = Math.abs(tetri);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Tetri from lari written with at most two decimals (`45`, `45.9`, `45.90`, `45,90`); undefined when not a price. */
function tetriOf(text: string): number | undefined {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

const TRUE = new Set(['true', '1', 'yes', 'y']);
const FALSE = new Set(['false', '0', 'no', 'n']);

/** A spreadsheet's row number of the n-th record (0-based): the header is row 1. */
const rowNumber = (record: number) => record + 2;
const at = (row: number, column: string) => `rows[${row}].${column}`;

export interface CsvCatalog {
  /** The catalog file (JSON format) the rows make. */
  file: { products: Record<string, unknown>[] };
  /** Problems of the cells themselves, already by row and column. */
  violations: Violation[];
  /** The rows a product (by index in `file.products`) and each of its variants came from. */
  rows: { product: number; variants: number[] }[];
}

/** The product's own columns, which its rows repeat (or leave empty after its first). */
const PRODUCT_COLUMNS: ProductCsvColumn[] = [
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
];

/**
 * Reads the CSV into a catalog file. The header must name every column (in any order), so a
 * column left out never clears a field by accident; empty cells take the format's defaults.
 * Throws a list of violations when the text is not CSV or the header is wrong.
 */
export function csvToCatalog(text: string, locale: CatalogLocale): CsvCatalog {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: false });
  } catch (error) {
    return {
      file: { products: [] },
      rows: [],
      violations: [violation(locale, '', 'importNotCsv', { error: (error as Error).message })],
    };
  }
  const [header = [], ...body] = records;
  const names = header.map((name) => name.trim().toLowerCase());
  const violations: Violation[] = [];
  const problem = (row: number, column: string, key: MessageKey, params?: Record<string, string | number>) =>
    violations.push(violation(locale, at(row, column), key, params));
  for (const name of names) {
    if (name !== '' && !(PRODUCT_CSV_COLUMNS as readonly string[]).includes(name)) {
      problem(1, name, 'importUnknownColumn', { column: name });
    }
  }
  for (const column of PRODUCT_CSV_COLUMNS) {
    if (!names.includes(column)) problem(1, column, 'importMissingColumn', { column });
  }
  if (violations.length > 0) return { file: { products: [] }, rows: [], violations };
  if (body.length === 0) {
    return { file: { products: [] }, rows: [], violations: [violation(locale, '', 'importEmpty')] };
  }

  const products: Record<string, unknown>[] = [];
  const rows: CsvCatalog['rows'] = [];
  const byCode = new Map<string, { index: number; first: Cells; firstRow: number }>();

  body.forEach((record, index) => {
    const row = rowNumber(index);
    const cells = Object.fromEntries(
      PRODUCT_CSV_COLUMNS.map((column) => [column, record[names.indexOf(column)] ?? '']),
    ) as Cells;
    const flag = (column: ProductCsvColumn): boolean | undefined => {
      const value = cells[column].trim().toLowerCase();
      if (value === '') return undefined;
      if (TRUE.has(value)) return true;
      if (FALSE.has(value)) return false;
      problem(row, column, 'importBoolean');
      return undefined;
    };
    const count = (column: ProductCsvColumn): number | undefined => {
      const value = cells[column].trim();
      if (value === '') return undefined;
      if (/^\d{1,9}$/.test(value)) return Number(value);
      problem(row, column, 'importCount');
      return undefined;
    };
    const price = (column: ProductCsvColumn, required: boolean): number | undefined => {
      const value = cells[column].trim();
      if (value === '') {
        if (required) problem(row, column, 'importRequired');
        return undefined;
      }
      const tetri = tetriOf(value);
      if (tetri === undefined) problem(row, column, 'importPrice');
      return tetri;
    };
    const text = (column: ProductCsvColumn) => (cells[column].trim() === '' ? undefined : cells[column]);

    const code = cells.product_code.trim();
    if (code === '') {
      problem(row, 'product_code', 'importRequired');
      return;
    }
    let product = byCode.get(code);
    if (!product) {
      product = { index: products.length, first: cells, firstRow: row };
      byCode.set(code, product);
      const taxonList = cells.taxons
        .split('|')
        .map((taxon) => taxon.trim())
        .filter((taxon) => taxon !== '');
      const mainTaxon = cells.main_taxon.trim();
      if (mainTaxon !== '' && !taxonList.includes(mainTaxon)) taxonList.unshift(mainTaxon);
      const translation = (suffix: 'ka' | 'en') => ({
        name: cells[`name_${suffix}`],
        ...(text(`slug_${suffix}`) !== undefined ? { slug: cells[`slug_${suffix}`].trim() } : {}),
        description: text(`description_${suffix}`) ?? null,
        shortDescription: text(`short_description_${suffix}`) ?? null,
      });
      products.push({
        code,
        ...defined('enabled', flag('product_enabled')),
        mainTaxon: mainTaxon === '' ? undefined : mainTaxon,
        taxons: taxonList,
        translations: { ka_GE: translation('ka'), en_US: translation('en') },
        variants: [],
      });
      rows.push({ product: row, variants: [] });
    } else {
      for (const column of PRODUCT_COLUMNS) {
        const value = cells[column];
        if (value.trim() !== '' && value !== product.first[column]) {
          problem(row, column, 'importConflict', { first: `${product.first[column]}` || '—' });
        }
      }
    }
    const variantCode = cells.variant_code.trim();
    const variant = {
      code: variantCode === '' ? undefined : variantCode,
      ...defined('enabled', flag('variant_enabled')),
      ...defined('tracked', flag('tracked')),
      ...defined('onHand', count('on_hand')),
      price: price('price_gel', true),
      ...defined('originalPrice', price('original_price_gel', false)),
      translations: {
        ka_GE: { name: cells.variant_name_ka },
        en_US: { name: cells.variant_name_en },
      },
    };
    (products[product.index]?.variants as unknown[]).push(variant);
    rows[product.index]?.variants.push(row);
  });
  return { file: { products }, violations, rows };
}

function defined<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

const PRODUCT_FIELDS: Record<string, ProductCsvColumn> = {
  code: 'product_code',
  enabled: 'product_enabled',
  mainTaxon: 'main_taxon',
  taxons: 'taxons',
  'translations.ka_GE.name': 'name_ka',
  'translations.en_US.name': 'name_en',
  'translations.ka_GE.slug': 'slug_ka',
  'translations.en_US.slug': 'slug_en',
  'translations.ka_GE.description': 'description_ka',
  'translations.en_US.description': 'description_en',
  'translations.ka_GE.shortDescription': 'short_description_ka',
  'translations.en_US.shortDescription': 'short_description_en',
  variants: 'variant_code',
};

const VARIANT_FIELDS: Record<string, ProductCsvColumn> = {
  code: 'variant_code',
  enabled: 'variant_enabled',
  tracked: 'tracked',
  onHand: 'on_hand',
  price: 'price_gel',
  originalPrice: 'original_price_gel',
  'translations.ka_GE.name': 'variant_name_ka',
  'translations.en_US.name': 'variant_name_en',
};

/**
 * The row and column of a problem the import found in the file the CSV made
 * (`products[3] (code P-1).variants[1].price` → `rows[7].price_gel`); paths it cannot place stay
 * as they are.
 */
export function csvPathOf(path: string, rows: CsvCatalog['rows']): string {
  const match = /^products\[(\d+)\](?: \(code [^)]*\))?(?:\.(.*))?$/.exec(path);
  const product = match ? rows[Number(match[1])] : undefined;
  if (!match || !product) return path;
  const field = match[2] ?? '';
  const variant = /^variants\[(\d+)\]\.?(.*)$/.exec(field);
  if (variant) {
    const row = product.variants[Number(variant[1])] ?? product.product;
    return at(row, VARIANT_FIELDS[variant[2] ?? ''] ?? 'variant_code');
  }
  return at(product.product, PRODUCT_FIELDS[field.replace(/\[\d+\]$/, '')] ?? 'product_code');
}

/** One CSV row per variant, from the export's read (products in id order, variants in position order). */
export interface ExportRow {
  code: string;
  enabled: boolean;
  mainTaxon: string | null;
  taxons: string[];
  name: Record<'ka' | 'en', string | null>;
  slug: Record<'ka' | 'en', string | null>;
  description: Record<'ka' | 'en', string | null>;
  shortDescription: Record<'ka' | 'en', string | null>;
  variant: {
    code: string;
    enabled: boolean;
    tracked: boolean;
    onHand: number;
    price: number;
    originalPrice: number;
    name: Record<'ka' | 'en', string | null>;
  } | null;
}

export function csvCells(row: ExportRow): string[] {
  const cells: Cells = {
    product_code: row.code,
    product_enabled: String(row.enabled),
    main_taxon: row.mainTaxon ?? '',
    taxons: row.taxons.join('|'),
    name_ka: row.name.ka ?? '',
    name_en: row.name.en ?? '',
    slug_ka: row.slug.ka ?? '',
    slug_en: row.slug.en ?? '',
    short_description_ka: row.shortDescription.ka ?? '',
    short_description_en: row.shortDescription.en ?? '',
    description_ka: row.description.ka ?? '',
    description_en: row.description.en ?? '',
    variant_code: row.variant?.code ?? '',
    variant_enabled: row.variant ? String(row.variant.enabled) : '',
    tracked: row.variant ? String(row.variant.tracked) : '',
    on_hand: row.variant ? String(row.variant.onHand) : '',
    price_gel: row.variant ? lari(row.variant.price) : '',
    original_price_gel: row.variant ? lari(row.variant.originalPrice) : '',
    variant_name_ka: row.variant?.name.ka ?? '',
    variant_name_en: row.variant?.name.en ?? '',
  };
  return PRODUCT_CSV_COLUMNS.map((column) => cells[column]);
}
