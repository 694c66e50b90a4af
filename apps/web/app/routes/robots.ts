import { readSiteSettings } from '../lib/layout/layout.server';

/** `/robots.txt`: everything public may be crawled; personal pages and API calls are not for crawlers. */
export function loader() {
  const { origin } = readSiteSettings();
  const personal = ['/cart', '/checkout', '/user', '/thank-you', '/search/suggest'];
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...personal.flatMap((path) => [`Disallow: ${path}`, `Disallow: /en${path}`]),
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ];
  return new Response(lines.join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
