/**
 * The orders list's filters as the app's URL holds them (short names staff can read and share, totals in
 * lari) and as the Admin API reads them (Sylius's `checkoutCompletedAt[after]`, `total[gte]` in tetri,
 * `order[number]=desc`), so a filtered list is a link anyone can open and its CSV export is the same query.
 */

/** The list's filters in the app's URL. */
export const ORDER_FILTERS = [
  'search',
  'state',
  'paymentState',
  'shippingState',
  'from',
  'to',
  'paymentMethod',
  'shippingMethod',
  'city',
  'totalMin',
  'totalMax',
  'coupon',
  /** A customer's other orders (the order screen's link); no field of its own in the form. */
  'customer',
] as const;

/** URL names that the API calls otherwise. */
const API_NAMES: Partial<Record<(typeof ORDER_FILTERS)[number], string>> = {
  from: 'checkoutCompletedAt[after]',
  to: 'checkoutCompletedAt[before]',
  totalMin: 'total[gte]',
  totalMax: 'total[lte]',
};

/** Sortable columns: `sort=number` (ascending) or `sort=-number` (descending) in the URL. */
const SORTS = ['number', 'checkoutCompletedAt', 'total'] as const;
export const DEFAULT_SORT = '-checkoutCompletedAt';

export const PER_PAGE = 30;

/** The API's query for the app's URL: filters (totals typed in lari sent in tetri), sort and page. */
export function ordersApiQuery(search: URLSearchParams, { page = true } = {}): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of ORDER_FILTERS) {
    const value = search.get(name)?.trim();
    if (!value) continue;
    if (name === 'totalMin' || name === 'totalMax') {
      const lari = Number(value.replace(',', '.'));
      if (Number.isFinite(lari) && lari >= 0) query.set(API_NAMES[name]!, String(Math.round(lari * 100)));
      continue;
    }
    query.set(API_NAMES[name] ?? name, value);
  }
  const sort = search.get('sort') ?? DEFAULT_SORT;
  const field = sort.replace(/^-/, '');
  if ((SORTS as readonly string[]).includes(field)) {
    query.set(`order[${field}]`, sort.startsWith('-') ? 'desc' : 'asc');
  }
  if (page) {
    query.set('page', search.get('page') ?? '1');
    query.set('itemsPerPage', String(PER_PAGE));
  }
  return query;
}

/** Couriers staff pick from when shipping. */
export const CARRIERS = ['Georgian Post', 'DHL', 'Glovo', 'Wolt', 'Trackings.ge'] as const;
