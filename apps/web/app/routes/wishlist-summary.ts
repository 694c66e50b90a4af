import { accountHeaders } from '../lib/account/account.server';
import { requireLocale } from '../lib/http/route-params';
import { loadOwnWishlist, summarizeWishlist } from '../lib/wishlist/wishlist.server';
import type { Route } from './+types/wishlist-summary';

/**
 * `GET /wishlist/summary`: which products the customer wished, as JSON, for the hearts on product
 * cards and pages. Asked by the browser after hydration, so catalog pages stay the same for
 * everyone (a CDN may keep them) while this answer is private and never stored.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const input = { context, request, locale: requireLocale(params.lang) };
  const summary = summarizeWishlist(await loadOwnWishlist(input));
  return Response.json(summary, { headers: await accountHeaders(input, { Vary: 'Cookie' }) });
}
