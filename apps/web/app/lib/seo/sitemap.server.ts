import { productCollectionSchema, taxonCollectionSchema, taxonItemSchema } from '@sakhe/contract';
import type { AppLoadContext } from 'react-router';
import { orThrow, shopApi } from '../api/client.server';
import { shopPaths } from '../api/paths';
import { BRANDS_TAXON_CODE } from '../catalog/catalog';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locale';
import { catalogLocaleOf } from '../catalog/product';
import { localizedUrl } from './seo';
import { menuFromCollection, taxonPath, type MenuTaxon } from '../catalog/taxons';

/** Products per API page while building a sitemap (the API's maximum). */
const API_PAGE = 100;
/**
 * Products per sitemap file: each gives one URL per locale, so a file stays far below the protocol's
 * 50,000 URLs and 50 MB, and a 100k catalog is twenty files fetched independently.
 */
export const PRODUCTS_PER_SITEMAP = 5000;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

/** One `<url>` per locale, each naming all locales (and x-default) as alternates. */
export function urlEntries(origin: string, pathIn: (locale: Locale) => string | null): string {
  const urls = LOCALES.map((locale) => [locale, pathIn(locale)] as const).filter(
    (entry): entry is readonly [Locale, string] => entry[1] !== null,
  );
  const alternates = urls
    .map(([locale, path]): { hreflang: string; href: string } => ({
      hreflang: locale,
      href: localizedUrl(origin, path, locale),
    }))
    .concat(
      urls.some(([locale]) => locale === DEFAULT_LOCALE)
        ? [{ hreflang: 'x-default', href: localizedUrl(origin, pathIn(DEFAULT_LOCALE)!, DEFAULT_LOCALE) }]
        : [],
    )
    .map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
    )
    .join('');
  return urls
    .map(
      ([locale, path]) =>
        `<url><loc>${escapeXml(localizedUrl(origin, path, locale))}</loc>${alternates}</url>\n`,
    )
    .join('');
}

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';

export function sitemapIndex(origin: string, files: string[]): string {
  const entries = files
    .map((file) => `<sitemap><loc>${escapeXml(`${origin}${file}`)}</loc></sitemap>\n`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</sitemapindex>\n`;
}

function flatten(taxons: MenuTaxon[]): MenuTaxon[] {
  return taxons.flatMap((taxon) => [taxon, ...flatten(taxon.children)]);
}

/** Home, the static pages, every category of the menu tree and every brand. */
export async function pagesSitemap(
  context: AppLoadContext,
  origin: string,
  signal?: AbortSignal,
): Promise<string> {
  const api = shopApi(context, DEFAULT_LOCALE, { signal });
  const [menu, brands] = await Promise.all([
    api.get('taxons/menu', taxonCollectionSchema).then(orThrow),
    api.get(shopPaths.taxon(BRANDS_TAXON_CODE), taxonItemSchema).then(orThrow),
  ]);
  const paths = [
    '/',
    '/shop',
    '/shop/brands-a-z',
    '/faq',
    '/privacy-policy',
    ...flatten(menuFromCollection(menu)).map((taxon) => taxonPath(taxon.code)),
    ...brands.childTaxons.map((brand) => taxonPath(brand.code)),
  ];
  return (
    URLSET_OPEN + [...new Set(paths)].map((path) => urlEntries(origin, () => path)).join('') + URLSET_CLOSE
  );
}

export async function productCount(context: AppLoadContext, signal?: AbortSignal): Promise<number> {
  const first = await shopApi(context, DEFAULT_LOCALE, { signal }).get(
    shopPaths.products({ itemsPerPage: 1 }),
    productCollectionSchema,
  );
  return orThrow(first)['hydra:totalItems'];
}

/**
 * Product pages `part` (1-based, PRODUCTS_PER_SITEMAP each) as a stream: written page by page as the API
 * answers, so memory stays flat however large the file. Each product is listed in every locale it is
 * translated into, with that locale's slug.
 */
export function productsSitemap(
  context: AppLoadContext,
  origin: string,
  part: number,
  signal?: AbortSignal,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const firstPage = (part - 1) * (PRODUCTS_PER_SITEMAP / API_PAGE) + 1;
  const lastPage = firstPage + PRODUCTS_PER_SITEMAP / API_PAGE - 1;
  let page = firstPage;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(URLSET_OPEN));
    },
    async pull(controller) {
      try {
        const collection = orThrow(
          await shopApi(context, DEFAULT_LOCALE, { signal }).get(
            shopPaths.products({ itemsPerPage: API_PAGE, page, 'order[code]': 'asc' }),
            productCollectionSchema,
          ),
        );
        const entries = collection['hydra:member']
          .map((product) =>
            urlEntries(origin, (locale) => {
              const slug = product.translations[catalogLocaleOf(locale)]?.slug;
              return slug ? `/shop/product/${encodeURIComponent(slug)}` : null;
            }),
          )
          .join('');
        controller.enqueue(encoder.encode(entries));
        page += 1;
        if (collection['hydra:member'].length < API_PAGE || page > lastPage) {
          controller.enqueue(encoder.encode(URLSET_CLOSE));
          controller.close();
        }
      } catch (error) {
        controller.error(error);
      }
    },
  });
}
