import { readSiteSettings } from '../lib/layout/layout.server';
import { notFound } from '../lib/http/route-params';
import { pagesSitemap, productsSitemap } from '../lib/seo/sitemap.server';
import type { Route } from './+types/sitemap-part';

const XML = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };
/** Far beyond any catalog this shop will hold (100 files of 5,000 products = 500,000). */
const MAX_PART = 100;

/** `/sitemap/pages.xml` and `/sitemap/products-N.xml`, the files `/sitemap.xml` lists. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { origin } = readSiteSettings();
  if (params.part === 'pages.xml') {
    return new Response(await pagesSitemap(context, origin, request.signal), { headers: XML });
  }
  const part = /^products-([1-9][0-9]{0,2})\.xml$/.exec(params.part)?.[1];
  if (!part || Number(part) > MAX_PART) notFound();
  return new Response(productsSitemap(context, origin, Number(part), request.signal), { headers: XML });
}
