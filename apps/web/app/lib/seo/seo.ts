import type { MetaDescriptor } from 'react-router';
import { LAYOUT_ROUTE_ID } from '../layout/layout';
import {
  backendLocale,
  LOCALES,
  localeFromPath,
  localizePath,
  stripLocale,
  DEFAULT_LOCALE,
  type Locale,
} from '../i18n/locale';

const FALLBACK_ORIGIN = 'http://localhost:3000';

/** What `meta` functions receive, reduced to what the helpers read. */
export interface MetaContext {
  location: { pathname: string; search?: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown; data?: unknown } | undefined>;
}

/** The public origin (PUBLIC_URL) as the layout loader passed it down. */
export function siteOrigin(matches: MetaContext['matches']): string {
  const layout = matches.find((match) => match?.id === LAYOUT_ROUTE_ID);
  const data = (layout?.loaderData ?? layout?.data) as { settings?: { origin?: unknown } } | undefined;
  const origin = data?.settings?.origin;
  return typeof origin === 'string' && origin ? origin : FALLBACK_ORIGIN;
}

/** An absolute URL on the public origin for a path already in its locale (`/en/faq`). */
function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${origin}${path === '/' ? '' : path}` || origin;
}

/** The absolute URL of a locale-neutral path (`/faq`) in `locale`. */
export function localizedUrl(origin: string, path: string, locale: Locale): string {
  const localized = localizePath(path, locale);
  return localized === '/' ? `${origin}/` : `${origin}${localized}`;
}

export interface PageSeo {
  title: string;
  description?: string;
  /**
   * The locale-neutral path this page is canonically at, with any query that names distinct content
   * (`/search?q=x`); by default the current pathname without its query.
   */
  path?: string;
  /** An image for sharing, absolute or on this origin. */
  image?: string;
  type?: 'website' | 'product' | 'article';
  /** Pages that should stay out of search results (e.g. search results). */
  noindex?: boolean;
}

const OG_LOCALE: Record<Locale, string> = { ka: backendLocale('ka'), en: backendLocale('en') };

/**
 * Title, description, canonical URL, hreflang alternates (ka, en, x-default → Georgian) and Open Graph
 * tags for one page. Every route's `meta` builds on this.
 */
export function seoMeta({ location, matches }: MetaContext, page: PageSeo): MetaDescriptor[] {
  const origin = siteOrigin(matches);
  const locale = localeFromPath(location.pathname);
  const path = page.path ?? stripLocale(location.pathname);
  const canonical = localizedUrl(origin, path, locale);
  const descriptors: MetaDescriptor[] = [
    { title: page.title },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...LOCALES.map((alternate) => ({
      tagName: 'link' as const,
      rel: 'alternate',
      hrefLang: alternate,
      href: localizedUrl(origin, path, alternate),
    })),
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: localizedUrl(origin, path, DEFAULT_LOCALE),
    },
    { property: 'og:site_name', content: 'sakhe' },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: page.title },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: OG_LOCALE[locale] },
    ...LOCALES.filter((other) => other !== locale).map((other) => ({
      property: 'og:locale:alternate',
      content: OG_LOCALE[other],
    })),
    { name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
  ];
  if (page.description) {
    descriptors.push(
      { name: 'description', content: page.description },
      { property: 'og:description', content: page.description },
    );
  }
  if (page.image) descriptors.push({ property: 'og:image', content: absoluteUrl(origin, page.image) });
  if (page.noindex) descriptors.push({ name: 'robots', content: 'noindex, follow' });
  return descriptors;
}

/** A JSON-LD block as a meta descriptor (React Router renders it as `<script type="application/ld+json">`). */
export function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { 'script:ld+json': { '@context': 'https://schema.org', ...data } };
}

/** The shop as an Organization, with its contact details and social profiles. */
export function organizationJsonLd(
  origin: string,
  details: { name: string; email: string; telephone: string; sameAs: string[] },
) {
  return jsonLd({
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: details.name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: details.email,
    telephone: details.telephone,
    sameAs: details.sameAs,
  });
}

/** The site with its search box (SearchAction → /search?q=) in `locale`. */
export function websiteJsonLd(origin: string, locale: Locale, name: string) {
  return jsonLd({
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name,
    url: localizedUrl(origin, '/', locale),
    inLanguage: locale,
    publisher: { '@id': `${origin}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${localizedUrl(origin, '/search', locale)}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  });
}

/** JSON for an inline `<script type="application/ld+json">`: `<` escaped so content cannot close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * Pages with nothing personal on them (home, FAQ, privacy policy): a CDN may keep them briefly and serve
 * a stale copy while it fetches a fresh one. Personal pages (cart, checkout, account) never use this.
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';
