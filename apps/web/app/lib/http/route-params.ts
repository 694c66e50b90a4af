import { data } from 'react-router';
import { localeFromParam, type Locale } from '../i18n/locale';

/** The 404 every loader throws for a page that does not exist; the nearest ErrorBoundary renders it. */
export function notFound(): never {
  throw data('Not Found', { status: 404, statusText: 'Not Found' });
}

/** The locale of the optional `:lang` segment; any other first segment means no such page. */
export function requireLocale(lang: string | undefined): Locale {
  return localeFromParam(lang) ?? notFound();
}
