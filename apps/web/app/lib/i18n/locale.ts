/**
 * The storefront's locales. Georgian is the default and lives at the root of the URL space;
 * every other locale is an optional first path segment (`/en/...`).
 */
export const LOCALES = ['ka', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'ka' satisfies Locale;

const BACKEND_LOCALES: Record<Locale, string> = { ka: 'ka_GE', en: 'en_US' };
const INTL_LOCALES: Record<Locale, string> = { ka: 'ka-GE', en: 'en' };

/** The locale code the Shop API understands (sent as `Accept-Language`). */
export function backendLocale(locale: Locale): string {
  return BACKEND_LOCALES[locale];
}

/** The BCP 47 tag for `Intl` formatting. */
export function intlLocale(locale: Locale): string {
  return INTL_LOCALES[locale];
}

function isPrefixLocale(segment: string | undefined): segment is Exclude<Locale, typeof DEFAULT_LOCALE> {
  return segment !== DEFAULT_LOCALE && (LOCALES as readonly string[]).includes(segment ?? '');
}

/**
 * The locale named by the optional `:lang` route segment, or null when the segment is something else
 * (then the URL is not a page: the default locale has no prefix, so `/ka/...` is unknown as well).
 */
export function localeFromParam(lang: string | undefined): Locale | null {
  if (lang === undefined) return DEFAULT_LOCALE;
  return isPrefixLocale(lang) ? lang : null;
}

/** The locale a pathname is in, judged by its first segment alone. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isPrefixLocale(first) ? first : DEFAULT_LOCALE;
}

/** The pathname without its locale prefix: `/en/shop/x` → `/shop/x`, `/en` → `/`. */
export function stripLocale(pathname: string): string {
  const first = pathname.split('/')[1];
  if (!isPrefixLocale(first)) return pathname || '/';
  return pathname.slice(first.length + 1) || '/';
}

/** A locale-neutral path (`/shop/x`, optionally with `?query` or `#hash`) as a link in `locale`. */
export function localizePath(path: string, locale: Locale): string {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return absolute;
  if (absolute === '/') return `/${locale}`;
  if (absolute.startsWith('/?') || absolute.startsWith('/#')) return `/${locale}${absolute.slice(1)}`;
  return `/${locale}${absolute}`;
}

/** Where the locale switcher sends someone on `pathname` who picks `target`: the same page in that locale. */
export function switchLocalePath(pathname: string, target: Locale, search = ''): string {
  return localizePath(stripLocale(pathname) + search, target);
}
