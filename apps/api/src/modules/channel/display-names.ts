import type { CatalogLocale } from '@sakhe/contract';

/**
 * Names of locales, currencies and regions in the shopper's language, from the ICU data Node ships
 * (Sylius takes them from Symfony Intl, which is the same CLDR data).
 */
const cache = new Map<string, Intl.DisplayNames>();

function displayNames(locale: CatalogLocale, type: Intl.DisplayNamesType): Intl.DisplayNames {
  const key = `${locale}:${type}`;
  let names = cache.get(key);
  if (!names) {
    // "English (United States)" as Sylius prints it, not the dialect name "American English".
    names = new Intl.DisplayNames([toLanguageTag(locale)], {
      type,
      languageDisplay: 'standard',
      fallback: 'code',
    });
    cache.set(key, names);
  }
  return names;
}

/** Sylius locale codes (ka_GE) to BCP 47 tags (ka-GE). */
const toLanguageTag = (code: string) => code.replaceAll('_', '-');

export function localeName(code: string, inLocale: CatalogLocale): string {
  try {
    return displayNames(inLocale, 'language').of(toLanguageTag(code)) ?? code;
  } catch {
    return code; // a code ICU cannot parse still gets a name: itself
  }
}

export function currencyName(code: string, inLocale: CatalogLocale): string {
  try {
    return displayNames(inLocale, 'currency').of(code) ?? code;
  } catch {
    return code;
  }
}

export function regionName(code: string, inLocale: CatalogLocale): string {
  try {
    return displayNames(inLocale, 'region').of(code) ?? code;
  } catch {
    return code;
  }
}
