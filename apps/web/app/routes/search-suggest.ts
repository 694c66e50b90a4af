import { loadSuggestions } from '../components/search/search.server';
import { searchableQuery } from '../components/search/search-query';
import { requireLocale } from '../lib/http/route-params';
import type { Route } from './+types/search-suggest';

/**
 * `/search/suggest?q=` (and `/en/...`): the header search's suggestions as JSON. The browser asks the
 * storefront, which asks the API, so the API's origin never has to be reachable from the browser.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  const query = searchableQuery(new URL(request.url).searchParams.get('q'));
  if (!query) {
    return Response.json(
      { error: 'q must have at least 3 characters' },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  const suggestions = await loadSuggestions(context, locale, query, request.signal);
  if (!suggestions) {
    // The API client has logged why; the header's search says it cannot search now.
    return Response.json(
      { error: 'search is unavailable' },
      { status: 502, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  // The same answer for everyone: a CDN may keep it briefly.
  return Response.json(suggestions, {
    headers: { 'Cache-Control': 'public, max-age=60, s-maxage=300', Vary: 'Accept-Language' },
  });
}
