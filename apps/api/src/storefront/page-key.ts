import { SEARCH_MAX_LENGTH } from '@sakhe/contract/limits';
import { LRUCache } from 'lru-cache';

/**
 * Which storefront URLs are catalog pages the page cache may keep (docs/decisions/0014-page-cache.md), and
 * under which key. The key is the page's normalised URL, and the page is rendered from that URL, never
 * from the one asked: parameters in a fixed order, defaults (`page=1`) and values the storefront ignores
 * dropped, parameters it does not read dropped. So `?b=2&a=1`, `?a=1&b=2&utm_source=x` and
 * `?a=1&b=2&page=1` are one entry, a crawler inventing parameters cannot fill the cache, and nothing a
 * request adds reaches the cached HTML.
 */

/** The storefront's own limits (apps/web/app/lib/catalog/filters.ts), so a value it ignores is dropped here too. */
const MAX_PAGE = 10_000;
const MAX_CODES = 50;
const MAX_CODE_LENGTH = 128;
const MAX_LARI = 10_000_000;
const LARI = /^\d+(\.\d*)?$|^\.\d+$/;

/** What a catalog page reads from its query: the normalised `name=value` pairs, in this order. */
type QueryReader = (params: URLSearchParams) => [string, string][];

const NO_PARAMETERS: QueryReader = () => [];

function pageNumber(params: URLSearchParams): [string, string][] {
  const text = params.get('page');
  if (text === null || !/^\d{1,9}$/.test(text)) return [];
  const page = Math.min(Math.max(Number(text), 1), MAX_PAGE);
  return page > 1 ? [['page', String(page)]] : [];
}

function lari(params: URLSearchParams, name: string): [string, string][] {
  const text = (params.get(name) ?? '').trim().replace(',', '.');
  if (!LARI.test(text)) return [];
  const amount = Number(text);
  if (!Number.isFinite(amount) || amount > MAX_LARI) return [];
  return [[name, String(Math.round(amount * 100) / 100)]];
}

/** Codes as the storefront reads them: repeated or comma-separated, trimmed, without duplicates. */
function codes(params: URLSearchParams, name: string): string[] {
  const all = params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((code) => code.trim())
    .filter((code) => code !== '' && code.length <= MAX_CODE_LENGTH);
  return [...new Set(all)].slice(0, MAX_CODES);
}

/** Attribute filters (`attr.{code}=a,b`): codes in order, values sorted, as the storefront writes them. */
const ATTRIBUTE_PREFIX = 'attr.';
const ATTRIBUTE_CODE = /^[A-Za-z0-9_.-]{1,64}$/;
const MAX_ATTRIBUTES = 20;

function attributes(params: URLSearchParams): [string, string][] {
  const chosen: [string, string][] = [];
  for (const name of new Set(params.keys())) {
    if (!name.startsWith(ATTRIBUTE_PREFIX) || !ATTRIBUTE_CODE.test(name.slice(ATTRIBUTE_PREFIX.length)))
      continue;
    if (chosen.length >= MAX_ATTRIBUTES) break;
    const values = codes(params, name).sort();
    if (values.length > 0) chosen.push([name, values.join(',')]);
  }
  return chosen.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

const SORTS = new Set(['newest', 'bestselling', 'rating', 'discount']);

/** A listing's filters (`categories`, `attr.*`, `from`, `to`, `price`, `sort`) and page, as the storefront reads them. */
const LISTING: QueryReader = (params) => {
  const categories = codes(params, 'categories');
  const price = params.get('price');
  const sort = params.get('sort') ?? '';
  return [
    ...(categories.length > 0 ? [['categories', categories.join(',')] as [string, string]] : []),
    ...attributes(params),
    ...lari(params, 'from'),
    ...lari(params, 'to'),
    ...(price === 'asc' || price === 'desc' ? [['price', price] as [string, string]] : []),
    // The listing's other orders (lib/catalog/filters.ts); a price order takes their place.
    ...(price !== 'asc' && price !== 'desc' && SORTS.has(sort) ? [['sort', sort] as [string, string]] : []),
    ...pageNumber(params),
  ];
};

/** A product page's chosen variant. */
const PRODUCT: QueryReader = (params) => {
  const variant = params.get('variant');
  return variant && variant.length <= MAX_CODE_LENGTH ? [['variant', variant]] : [];
};

/**
 * The search page's text (cut as the storefront cuts it) and, like a listing, its filters, order and page;
 * without text it is the empty search page.
 */
const SEARCH: QueryReader = (params) => {
  const text = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH).trim();
  return text === '' ? [] : [['q', text], ...LISTING(params)];
};

/** The catalog pages (paths without the language prefix) and what each reads from its query. */
function readerOf(path: string): QueryReader | null {
  if (path === '' || path === '/faq' || path === '/privacy-policy' || path === '/shop/brands-a-z') {
    return NO_PARAMETERS;
  }
  if (path === '/search') return SEARCH;
  if (/^\/shop\/product\/[^/]+$/.test(path)) return PRODUCT;
  if (/^\/shop(\/[^/]+)?$/.test(path)) return LISTING;
  return null;
}

/**
 * The parameters that make a request personal: an invitation (`?ref=`) is remembered in a cookie by the
 * page that receives it, and a page an add-to-cart form sent without JavaScript comes back to
 * (`?added=`) says what was added and shows the cart's count; such a page is rendered for the shopper,
 * never taken from the cache nor kept in it.
 */
const PERSONAL_PARAMETERS = ['ref', 'added'];

/**
 * The cache key of a request's URL (path and query, as the request line has it): the normalised path and
 * query the page is rendered from, or null when the URL is no catalog page, cannot be read, or carries a
 * personal parameter.
 */
export function pageKey(requestUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl, 'http://storefront.invalid');
  } catch {
    return null;
  }
  if (PERSONAL_PARAMETERS.some((name) => url.searchParams.has(name))) return null;
  let path: string;
  try {
    // One spelling per page: `%E1%83%90`, `%e1%83%90` and the letter itself are the same slug.
    path = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (path.length > 512) return null;
  path = path.replace(/\/+$/, '');
  const english = path === '/en' || path.startsWith('/en/');
  const rest = english ? path.slice(3) : path;
  const reader = readerOf(rest);
  if (!reader) return null;
  const query = new URLSearchParams(reader(url.searchParams)).toString().replaceAll('%2C', ',');
  const normalisedPath = `${english ? '/en' : ''}${rest}`.split('/').map(encodeURIComponent).join('/') || '/';
  return query ? `${normalisedPath}?${query}` : normalisedPath;
}

/** The query parameters a listing reads: those its canonical URL is made of. */
const isListingParameter = (name: string) =>
  ['categories', 'from', 'to', 'price', 'sort', 'page'].includes(name) || name.startsWith(ATTRIBUTE_PREFIX);

/**
 * Where a listing request whose filters are not written canonically is sent (a 301), or null: a form sent
 * without JavaScript writes `?categories=&categories=glowe&from=&to=` where the scripted one writes
 * `?categories=glowe` (issue 26, item 12), and both must be one URL. Only the listing's own parameters
 * count; others (`utm_*`) go along unchanged, for the page's analytics to read.
 */
export function canonicalListingUrl(requestUrl: string, key: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl, 'http://storefront.invalid');
  } catch {
    return null;
  }
  const path = key.split('?')[0] ?? key;
  const rest = path === '/en' || path.startsWith('/en/') ? path.slice(3) : path;
  if (readerOf(decodeURIComponent(rest)) !== LISTING) return null;
  const asked = new URLSearchParams();
  const others = new URLSearchParams();
  for (const [name, value] of url.searchParams)
    (isListingParameter(name) ? asked : others).append(name, value);
  const canonical = key.split('?')[1] ?? '';
  if (asked.toString().replaceAll('%2C', ',') === canonical) return null;
  const query = [canonical, others.toString()].filter((part) => part !== '').join('&');
  return query === '' ? path : `${path}?${query}`;
}

/** A catalog page request: its cache key, and where to send it first when its filters are not written canonically. */
export interface CatalogPageUrl {
  key: string;
  redirect: string | null;
}

/**
 * Request URLs already read: shoppers ask for the same few hundred URLs over and over, and reading one
 * (two URL parses, the query's normalisation) was a twentieth of the CPU of serving its page from the
 * cache. Long URLs are read each time, so what this keeps stays small (5,000 × 1 kB at most).
 */
const readUrls = new LRUCache<string, CatalogPageUrl | 'none'>({ max: 5_000 });
const REMEMBERED_URL_LENGTH = 1_024;

/** `pageKey` and `canonicalListingUrl` of a request URL, or null when it is no catalog page the cache may keep. */
export function catalogPageUrl(requestUrl: string): CatalogPageUrl | null {
  const known = readUrls.get(requestUrl);
  if (known !== undefined) return known === 'none' ? null : known;
  const key = pageKey(requestUrl);
  const read = key === null ? null : { key, redirect: canonicalListingUrl(requestUrl, key) };
  if (requestUrl.length <= REMEMBERED_URL_LENGTH) readUrls.set(requestUrl, read ?? 'none');
  return read;
}
