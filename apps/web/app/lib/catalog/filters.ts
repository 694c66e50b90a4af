// From its own module: the contract's index would bring zod into the browser (see catalog/product.ts).
import { toMinorUnits } from '@sakhe/contract/money';

/**
 * A listing's filters as they live in the URL (spec §2, Product listing):
 * `categories` (comma-separated taxon codes: brands and categories), `from`/`to` (lari), `price`
 * (asc|desc) and `page`. Amounts are held in tetri here and written back as lari.
 */
export type PriceOrder = 'asc' | 'desc';

/** The other orders a listing offers (`sort=`); a price order (`price=`) takes their place. */
export type ListingSort = 'newest' | 'bestselling' | 'rating' | 'discount';
const SORTS: readonly string[] = ['newest', 'bestselling', 'rating', 'discount'];

/** What the sort menu chooses: one of the sorts, a price order as `price-asc`/`price-desc`, or '' (recommended). */
export type ListingOrder = ListingSort | 'price-asc' | 'price-desc' | '';

/** The applied order as the sort menu shows it. */
export function orderOf(filters: Pick<ListingFilters, 'price' | 'sort'>): ListingOrder {
  return filters.price ? `price-${filters.price}` : (filters.sort ?? '');
}

/** A sort menu's choice as the filters' price order and sort. */
export function orderFilters(order: string): Pick<ListingFilters, 'price' | 'sort'> {
  if (order === 'price-asc' || order === 'price-desc')
    return { price: order === 'price-asc' ? 'asc' : 'desc' };
  return { price: undefined, sort: SORTS.includes(order) ? (order as ListingSort) : undefined };
}

export interface ListingFilters {
  /** Taxon codes, brands and categories alike, in the order chosen, without duplicates. */
  categories: string[];
  /** Attribute code → chosen value codes (`attr.skin_type=dry,oily`); absent or empty when none. */
  attributes?: Record<string, string[]> | undefined;
  /** Lowest price in tetri, inclusive. */
  from?: number | undefined;
  /** Highest price in tetri, inclusive. */
  to?: number | undefined;
  price?: PriceOrder | undefined;
  /** Newest, bestselling, top rated or biggest discount first; none while a price order applies. */
  sort?: ListingSort | undefined;
}

export interface ListingQuery extends ListingFilters {
  /** 1-based. */
  page: number;
}

const NO_FILTERS: ListingFilters = { categories: [] };

/** Attribute filters live in the URL as `attr.{code}`, so no other parameter is read as one. */
const ATTRIBUTE_PREFIX = 'attr.';
const ATTRIBUTE_CODE = /^[A-Za-z0-9_.-]{1,64}$/;
const MAX_ATTRIBUTES = 20;

/** The form field (and URL parameter) of an attribute filter. */
export const attributeField = (code: string) => `${ATTRIBUTE_PREFIX}${code}`;

/** The most a shopper could mean (the API's own ceiling is 2^31 − 1 tetri). */
const MAX_LARI = 10_000_000;
const MAX_CODES = 50;
const MAX_PAGE = 10_000;

/**
 * An amount in lari as a shopper types it (`12`, `12.5`, `12,50`, ` 12 `) in tetri; anything else,
 * negative or absurd amounts included, means no bound.
 */
export function parseLari(text: string | null | undefined): number | undefined {
  const trimmed = (text ?? '').trim().replace(',', '.');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(trimmed)) return undefined;
  const lari = Number(trimmed);
  if (!Number.isFinite(lari) || lari > MAX_LARI) return undefined;
  return toMinorUnits(lari);
}

/** Tetri as lari for a URL or an input: `1250` → `12.5`, `1200` → `12`. */
export function formatLari(minor: number): string {
  return String(minor / 100);
}

function parseCodes(values: string[]): string[] {
  const codes = values.flatMap((value) => value.split(',')).map((code) => code.trim());
  return [...new Set(codes.filter((code) => code !== '' && code.length <= 128))].slice(0, MAX_CODES);
}

function parsePage(text: string | null): number {
  if (text === null || !/^\d+$/.test(text)) return 1;
  return Math.min(Math.max(Number(text), 1), MAX_PAGE);
}

/**
 * The listing query of a URL. Lenient, because URLs get typed and shared: `categories` may be repeated
 * (a plain GET form) or comma-separated, bounds may be blank, and a reversed range is put right.
 */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  let from = parseLari(params.get('from'));
  let to = parseLari(params.get('to'));
  if (from !== undefined && to !== undefined && from > to) [from, to] = [to, from];
  const price = params.get('price');
  // A form without JavaScript sends the sort menu's choice as `sort`, price orders included.
  const order = orderFilters(params.get('sort') ?? '');
  const priceOrder = price === 'asc' || price === 'desc' ? price : order.price;
  return {
    categories: parseCodes(params.getAll('categories')),
    attributes: parseAttributes(params),
    from,
    to,
    price: priceOrder,
    sort: priceOrder ? undefined : order.sort,
    page: parsePage(params.get('page')),
  };
}

/** `attr.{code}` parameters (repeated or comma-separated) as attribute code → sorted value codes. */
function parseAttributes(params: URLSearchParams): Record<string, string[]> {
  const attributes: Record<string, string[]> = {};
  for (const key of new Set(params.keys())) {
    if (!key.startsWith(ATTRIBUTE_PREFIX)) continue;
    const code = key.slice(ATTRIBUTE_PREFIX.length);
    if (!ATTRIBUTE_CODE.test(code) || Object.keys(attributes).length >= MAX_ATTRIBUTES) continue;
    const values = parseCodes(params.getAll(key)).sort();
    if (values.length > 0) attributes[code] = values;
  }
  return attributes;
}

/** The chosen attribute values, by attribute code in order (the canonical order of a URL). */
export function attributeEntries(attributes: ListingFilters['attributes']): Array<[string, string[]]> {
  return Object.entries(attributes ?? {})
    .filter(([, values]) => values.length > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The query string of a listing (`?categories=a,b&from=10&price=asc`), or '' without filters on page 1. */
export function serializeListingQuery(query: ListingQuery): string {
  const params = new URLSearchParams();
  if (query.categories.length > 0) params.set('categories', query.categories.join(','));
  for (const [code, values] of attributeEntries(query.attributes))
    params.set(`${ATTRIBUTE_PREFIX}${code}`, [...values].sort().join(','));
  if (query.from !== undefined) params.set('from', formatLari(query.from));
  if (query.to !== undefined) params.set('to', formatLari(query.to));
  if (query.price) params.set('price', query.price);
  else if (query.sort) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  // Commas are legal in a query and keep shared links readable.
  const search = params.toString().replaceAll('%2C', ',');
  return search ? `?${search}` : '';
}

/**
 * A listing's address with its filters' query string: a listing whose own address has a query (the
 * search page, `/search?q=…`) gets the filters after it.
 */
export function withListingSearch(listingPath: string, search: string): string {
  if (search === '' || !listingPath.includes('?')) return listingPath + search;
  return `${listingPath}&${search.slice(1)}`;
}

/** A GET form's action for a listing address, and the fields its query becomes (a GET form drops it). */
export function listingFormTarget(listingPath: string): { action: string; fields: Array<[string, string]> } {
  const at = listingPath.indexOf('?');
  if (at === -1) return { action: listingPath, fields: [] };
  return {
    action: listingPath.slice(0, at),
    fields: [...new URLSearchParams(listingPath.slice(at + 1)).entries()],
  };
}

/** The parameters a listing reads; any other makes a URL someone else's (a campaign tag), left as it is. */
const LISTING_PARAMETERS = new Set(['categories', 'from', 'to', 'price', 'sort', 'page']);

/**
 * The canonical query string of a listing URL that holds listing parameters only (what a filter form
 * sends without JavaScript: `?categories=&categories=glowe&from=&to=` is `?categories=glowe`), or null
 * when the URL carries other parameters too.
 */
export function canonicalListingSearch(params: URLSearchParams): string | null {
  for (const key of params.keys()) {
    if (!LISTING_PARAMETERS.has(key) && !key.startsWith(ATTRIBUTE_PREFIX)) return null;
  }
  return serializeListingQuery(parseListingQuery(params));
}

/** The same category codes, in any order. */
function sameCodes(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((code) => b.includes(code));
}

function sameAttributes(a: ListingFilters['attributes'], b: ListingFilters['attributes']): boolean {
  const left = attributeEntries(a);
  const right = attributeEntries(b);
  return (
    left.length === right.length &&
    left.every(([code, values], index) => right[index]![0] === code && sameCodes(values, right[index]![1]))
  );
}

function sameFilters(a: ListingFilters, b: ListingFilters): boolean {
  return (
    a.from === b.from &&
    a.to === b.to &&
    (a.price ?? null) === (b.price ?? null) &&
    (a.sort ?? null) === (b.sort ?? null) &&
    sameCodes(a.categories, b.categories) &&
    sameAttributes(a.attributes, b.attributes)
  );
}

/** The query after the filters became `filters`: back to the first page whenever they changed. */
export function withFilters(query: ListingQuery, filters: ListingFilters): ListingQuery {
  return {
    categories: filters.categories,
    attributes: filters.attributes,
    from: filters.from,
    to: filters.to,
    price: filters.price,
    sort: filters.price ? undefined : filters.sort,
    page: sameFilters(query, filters) ? query.page : 1,
  };
}

export function withPage(query: ListingQuery, page: number): ListingQuery {
  return { ...query, page: Math.max(1, page) };
}

// ---------------------------------------------------------------------------------------------
// What the filter menus show: a selection that becomes applied once confirmed.

/** What a shopper has ticked and typed but not yet confirmed; prices as typed. */
export interface FilterSelection {
  categories: string[];
  /** Attribute code → ticked value codes. */
  attributes: Record<string, string[]>;
  from: string;
  to: string;
}

export interface FilterState {
  selected: FilterSelection;
  applied: ListingFilters;
}

export type FilterAction =
  | { type: 'toggle'; code: string }
  /** Tick or untick one value of an attribute. */
  | { type: 'toggleAttribute'; attribute: string; value: string }
  /** Pick at most one of `codes` (the category group): `code` null picks none of them. */
  | { type: 'pickOne'; code: string | null; among: readonly string[] }
  | { type: 'price'; bound: 'from' | 'to'; text: string }
  /** What the form's fields show (ticked or typed before the page hydrated): the selection becomes it. */
  | { type: 'shown'; selection: FilterSelection }
  | { type: 'apply' }
  | { type: 'order'; price: PriceOrder | undefined; sort?: ListingSort | undefined }
  | { type: 'reset' }
  /** The URL changed (navigation, back button, another taxon): start over from what it says. */
  | { type: 'sync'; applied: ListingFilters };

function selectionOf(filters: ListingFilters): FilterSelection {
  return {
    categories: [...filters.categories],
    attributes: Object.fromEntries(
      attributeEntries(filters.attributes).map(([code, values]) => [code, [...values]]),
    ),
    from: filters.from === undefined ? '' : formatLari(filters.from),
    to: filters.to === undefined ? '' : formatLari(filters.to),
  };
}

export function initialFilterState(applied: ListingFilters): FilterState {
  return { selected: selectionOf(applied), applied };
}

/** The filters a selection stands for, with the order that is applied already. */
export function filtersOf(
  selected: FilterSelection,
  price: PriceOrder | undefined,
  sort?: ListingSort | undefined,
): ListingFilters {
  const params = new URLSearchParams({
    categories: selected.categories.join(','),
    from: selected.from,
    to: selected.to,
  });
  for (const [code, values] of attributeEntries(selected.attributes))
    params.set(`${ATTRIBUTE_PREFIX}${code}`, values.join(','));
  const query = parseListingQuery(params);
  return {
    categories: query.categories,
    attributes: query.attributes,
    from: query.from,
    to: query.to,
    price,
    ...(sort && !price ? { sort } : {}),
  };
}

/** The same codes (in any order) and the same price texts. */
export function sameSelection(a: FilterSelection, b: FilterSelection): boolean {
  return (
    a.from === b.from &&
    a.to === b.to &&
    sameCodes(a.categories, b.categories) &&
    sameAttributes(a.attributes, b.attributes)
  );
}

/** What a filter form's fields show, as a selection (the "all categories" choice is no code). */
export function shownSelection(fields: FormData): FilterSelection {
  const attributes: Record<string, string[]> = {};
  for (const [key, value] of fields.entries()) {
    if (!key.startsWith(ATTRIBUTE_PREFIX) || typeof value !== 'string' || value === '') continue;
    const code = key.slice(ATTRIBUTE_PREFIX.length);
    attributes[code] = [...(attributes[code] ?? []), value];
  }
  return {
    categories: fields.getAll('categories').map(String).filter(Boolean),
    attributes,
    from: String(fields.get('from') ?? ''),
    to: String(fields.get('to') ?? ''),
  };
}

export function filterReducer(state: FilterState, action: FilterAction): FilterState {
  const { selected, applied } = state;
  switch (action.type) {
    case 'toggle': {
      const categories = selected.categories.includes(action.code)
        ? selected.categories.filter((code) => code !== action.code)
        : [...selected.categories, action.code];
      return { ...state, selected: { ...selected, categories } };
    }
    case 'toggleAttribute': {
      const current = selected.attributes[action.attribute] ?? [];
      const values = current.includes(action.value)
        ? current.filter((value) => value !== action.value)
        : [...current, action.value];
      return {
        ...state,
        selected: { ...selected, attributes: { ...selected.attributes, [action.attribute]: values } },
      };
    }
    case 'pickOne': {
      const others = selected.categories.filter((code) => !action.among.includes(code));
      const categories = action.code === null ? others : [...others, action.code];
      return { ...state, selected: { ...selected, categories } };
    }
    case 'price':
      return { ...state, selected: { ...selected, [action.bound]: action.text } };
    case 'shown':
      return sameSelection(selected, action.selection) ? state : { ...state, selected: action.selection };
    case 'apply': {
      const next = filtersOf(selected, applied.price, applied.sort);
      return { selected: selectionOf(next), applied: next };
    }
    case 'order':
      return {
        ...state,
        applied: { ...applied, price: action.price, sort: action.price ? undefined : action.sort },
      };
    case 'reset':
      return initialFilterState(NO_FILTERS);
    case 'sync':
      return initialFilterState(action.applied);
  }
}
