import type { MetaDescriptor } from 'react-router';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locale';

// Apart from lib/catalog: the locale switcher, on every page, reads these, and the catalog's helpers
// (with the listing's filters) would follow them into the JavaScript every page loads.

/** A page's URL in each language when it differs by more than the locale prefix (a product's slug). */
export type Alternates = Partial<Record<Locale, string>>;

/**
 * The alternates the deepest page exposes as `alternates` in its loader data (the product page does),
 * for the locale switcher: `pageAlternates(useMatches())?.[locale] ?? switchLocalePath(...)`.
 * Undefined when the page is the same path in every language.
 */
export function pageAlternates(
  matches: ReadonlyArray<{ loaderData?: unknown; data?: unknown } | undefined>,
): Alternates | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    const data = (match?.loaderData ?? match?.data) as { alternates?: unknown } | undefined;
    const alternates = data?.alternates;
    if (typeof alternates === 'object' && alternates !== null) return alternates as Alternates;
  }
  return undefined;
}

/** Meta descriptors with their hreflang links pointing at `alternates` (x-default: the Georgian page). */
export function withAlternates(
  descriptors: MetaDescriptor[],
  alternates: Alternates,
  origin: string,
): MetaDescriptor[] {
  const kept = descriptors.filter(
    (descriptor) => !('tagName' in descriptor && descriptor.rel === 'alternate' && 'hrefLang' in descriptor),
  );
  const links: MetaDescriptor[] = LOCALES.flatMap((locale) => {
    const path = alternates[locale];
    return path
      ? [{ tagName: 'link' as const, rel: 'alternate', hrefLang: locale, href: `${origin}${path}` }]
      : [];
  });
  const fallback = alternates[DEFAULT_LOCALE];
  if (fallback)
    links.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${origin}${fallback}` });
  return [...kept, ...links];
}
