import type {
  cmsCodeQuery,
  cmsCollectionQuery,
  cmsPageQuery,
  oauthAuthorizationQuery,
  paginationQuery,
  productFacetsQuery,
  productsQuery,
  reviewsQuery,
  searchCorrectionQuery,
  taxonsQuery,
} from '@sakhe/contract';

/**
 * Shop API paths with their query strings, each typed from the contract schema the API reads that
 * query with: a key the API does not know, or a value of another type, does not compile. Only types
 * come from the contract, so this module brings no zod into the browser.
 */

/** What a query schema of the contract gives its route (zod's output type of it); every key optional. */
type QueryOf<Schema extends { _zod: { output: object } }> = Partial<Schema['_zod']['output']>;

type QueryValue =
  string | number | readonly string[] | Readonly<Record<string, readonly string[]>> | undefined;

/**
 * `path?key=value&…`: a list repeats its key, a map of lists is `key[name][]=value` (the products'
 * attribute filters), an undefined value is left out.
 */
function withQuery(path: string, query: Readonly<Record<string, QueryValue>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (typeof value === 'object' && !Array.isArray(value)) {
      for (const [name, items] of Object.entries(value as Record<string, readonly string[]>))
        for (const item of items) search.append(`${key}[${name}][]`, item);
      continue;
    }
    for (const item of typeof value === 'object' ? (value as readonly string[]) : [value])
      search.append(key, String(item));
  }
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

const segment = encodeURIComponent;

export const shopPaths = {
  products: (query: QueryOf<typeof productsQuery>) => withQuery('products', query),
  productFacets: (query: QueryOf<typeof productFacetsQuery>) => withQuery('product-facets', query),
  product: (code: string) => `products/${segment(code)}`,
  productAttributes: (code: string) => `products/${segment(code)}/attributes`,
  productBySlug: (slug: string) => `products-by-slug/${segment(slug)}`,
  searchCorrections: (query: QueryOf<typeof searchCorrectionQuery>) => withQuery('search-corrections', query),
  productReviews: (query: QueryOf<typeof reviewsQuery>) => withQuery('product-reviews', query),
  taxons: (query: QueryOf<typeof taxonsQuery>) => withQuery('taxons', query),
  taxon: (code: string) => `taxons/${segment(code)}`,
  cmsBlocks: (query: QueryOf<typeof cmsCollectionQuery>) => withQuery('cms-plugin/blocks', query),
  cmsMedia: (query: QueryOf<typeof cmsCollectionQuery>) => withQuery('cms-plugin/media', query),
  cmsFaq: (query: QueryOf<typeof cmsCodeQuery>) => withQuery('cms-plugin/faq', query),
  cmsPages: (query: QueryOf<typeof cmsPageQuery>) => withQuery('cms-plugin/pages', query),
  order: (token: string) => `orders/${segment(token)}`,
  orderItems: (token: string) => `orders/${segment(token)}/items`,
  orderItem: (token: string, itemId: number) => `orders/${segment(token)}/items/${itemId}`,
  /** A payment of the logged-in customer's placed order (Sylius 1.12's account path). */
  accountOrderPayment: (token: string, paymentId: number) =>
    `account/orders/${segment(token)}/payments/${paymentId}`,
  /** The logged-in customer's placed orders. */
  customerOrders: (query: QueryOf<typeof paginationQuery>) => withQuery('orders', query),
  facebookAuthorization: (query: QueryOf<typeof oauthAuthorizationQuery>) =>
    withQuery('authentication-token/facebook', query),
  customerReferrals: (customerId: number, query: QueryOf<typeof paginationQuery>) =>
    withQuery(`customers/${customerId}/referrals`, query),
};
