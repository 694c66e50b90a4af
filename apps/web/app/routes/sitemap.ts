import { readSiteSettings } from '../lib/layout/layout.server';
import { PRODUCTS_PER_SITEMAP, productCount, sitemapIndex } from '../lib/seo/sitemap.server';
import type { Route } from './+types/sitemap';

/**
 * `/sitemap.xml`: an index of the shop's sitemaps, one for the pages, categories and brands and one per
 * 5,000 products, every URL in both languages with hreflang alternates.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { origin } = readSiteSettings();
  const products = await productCount(context, request.signal);
  const parts = Math.max(1, Math.ceil(products / PRODUCTS_PER_SITEMAP));
  const files = [
    '/sitemap/pages.xml',
    ...Array.from({ length: parts }, (_, i) => `/sitemap/products-${i + 1}.xml`),
  ];
  return new Response(sitemapIndex(origin, files), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
