import { summarizeCart } from '../lib/cart/cart';
import { loadCart, PRIVATE_NO_STORE } from '../lib/cart/cart.server';
import { requireLocale } from '../lib/http/route-params';
import type { Route } from './+types/cart-summary';

/**
 * `GET /cart/summary`: the header's item count and total, as JSON. Kept out of the pages themselves
 * so that catalog pages stay the same for everyone (a CDN keeps them) while this small answer is
 * the shopper's own: private, never stored, and varying with the cookie that names the cart.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  const { cart, headers } = await loadCart({ context, request, locale });
  headers.set('Cache-Control', PRIVATE_NO_STORE);
  headers.set('Vary', 'Cookie');
  return Response.json(summarizeCart(cart), { headers });
}
