import { cardsByCode } from '../lib/catalog/product-card.server';
import { RECENTLY_VIEWED_MAX } from '../lib/catalog/recently-viewed';
import { requireLocale } from '../lib/http/route-params';
import type { Route } from './+types/products-recent';

const CODE = /^[A-Za-z0-9_.-]{1,64}$/;

/**
 * `/products/recent?code=…` (and `/en/...`): the cards of the products this browser viewed last, in the
 * order asked, as JSON; unknown or disabled products are left out. The same answer for everyone who
 * asks for the same codes: a CDN may keep it briefly.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  const codes = new URL(request.url).searchParams.getAll('code');
  if (codes.length > RECENTLY_VIEWED_MAX || !codes.every((code) => CODE.test(code))) {
    return Response.json(
      { error: `code: up to ${RECENTLY_VIEWED_MAX} product codes` },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  const cards = codes.length === 0 ? [] : await cardsByCode(context, locale, codes, request.signal);
  return Response.json(cards, { headers: { 'Cache-Control': 'public, max-age=60, s-maxage=300' } });
}
