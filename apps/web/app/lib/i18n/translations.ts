import enUrl from '../../locales/en.json?url';
import kaUrl from '../../locales/ka.json?url';
import { addTranslations, getI18n, type Translations } from './i18n';
import type { Locale } from './locale';

/**
 * Where the browser gets one language's messages: the locale file itself, under a content-hashed name,
 * so it is cached for good and shared by every page, instead of riding in each page's HTML (a third of
 * a Georgian page's compressed size). The page preloads its language's file (root.tsx).
 */
export const TRANSLATIONS_URL: Record<Locale, string> = { ka: kaUrl, en: enUrl };

const loading = new Map<Locale, Promise<void>>();

/** Gives the locale's i18next instance its messages, fetching them once; resolves when it has them. */
export function loadTranslations(locale: Locale): Promise<void> {
  if (getI18n(locale).hasResourceBundle(locale, 'translation')) return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    pending = fetch(TRANSLATIONS_URL[locale])
      .then((response) => {
        if (!response.ok) throw new Error(`${TRANSLATIONS_URL[locale]} answered ${response.status}`);
        return response.json() as Promise<Translations>;
      })
      .then((translations) => addTranslations(locale, translations))
      .finally(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}
