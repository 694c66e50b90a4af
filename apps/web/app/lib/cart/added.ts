import type { CartSummaryData } from './cart';

/**
 * The marker a page's URL carries after an add-to-cart form sent without JavaScript (issue 26, item 20):
 * `?added=VARIANT`. The storefront's page cache never keeps or serves such a URL (its personal
 * parameters, apps/api/src/storefront/page-key.ts), so the page is rendered for this shopper, with the
 * notice and the header's count from the cart cookie (decision 0014, "The no-JavaScript add").
 */
export const ADDED_PARAMETER = 'added';

/** What the page says after such an add: the line as it is now in the cart, and the header's summary. */
export interface AddedNotice {
  variantCode: string;
  productName: string;
  variantName: string | null;
  summary: CartSummaryData;
}

/** `path` (a safe path of this shop, with its query) with the marker for `variantCode`, set once. */
export function withAddedMarker(path: string, variantCode: string): string {
  const url = new URL(path, 'http://sakhe.invalid');
  url.searchParams.set(ADDED_PARAMETER, variantCode);
  return `${url.pathname}${url.search}${url.hash}`;
}
