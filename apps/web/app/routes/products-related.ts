import { relatedToProduct, suggestionsForCart } from '../lib/catalog/related.server';
import { requireLocale } from '../lib/http/route-params';
import type { Route } from './+types/products-related';

const CODE = /^[A-Za-z0-9_.-]{1,64}$/;
const MAX_CODES = 20;

/**
 * `/products/related?code=…` (and `/en/...`), JSON: for one product (`for=product`, the default) its
 * related-products carousels; for the cart's products (`for=cart`) the suggestions. The same answer for
 * everyone who asks for the same codes: a CDN may keep it briefly.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  const url = new URL(request.url);
  const codes = url.searchParams.getAll('code');
  if (codes.length === 0 || codes.length > MAX_CODES || !codes.every((code) => CODE.test(code))) {
    return Response.json(
      { error: `code: 1 to ${MAX_CODES} product codes` },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  const carousels =
    url.searchParams.get('for') === 'cart'
      ? await suggestionsForCart(context, locale, codes, request.signal)
      : await relatedToProduct(context, locale, codes[0]!, request.signal);
  return Response.json(carousels, { headers: { 'Cache-Control': 'public, max-age=60, s-maxage=300' } });
}
