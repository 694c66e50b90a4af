import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { localeFromPath, localizePath, type Locale } from './locale';

/** The locale of the page being shown, read from the URL so error pages know it too. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** Turns a locale-neutral path (`/shop/x`) into a link in the current locale. */
export function useLocalizePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
