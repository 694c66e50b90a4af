import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import ka from '../locales/ka.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

const LOCALES = ['ka', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

const STORAGE_KEY = 'sakhe-admin-locale';

function isLocale(value: unknown): value is Locale {
  return LOCALES.includes(value as Locale);
}

/** Georgian first; the member's choice is remembered in this browser. */
function storedLocale(): Locale {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : 'ka';
  } catch {
    return 'ka';
  }
}

// Both languages ship with the app (a few kB each): switching needs no round trip.
void i18next.use(initReactI18next).init({
  lng: typeof window === 'undefined' ? 'ka' : storedLocale(),
  fallbackLng: false,
  resources: { ka: { translation: ka }, en: { translation: en } },
  initAsync: false,
  interpolation: { escapeValue: false },
});

export function currentLocale(): Locale {
  return isLocale(i18next.language) ? i18next.language : 'ka';
}

export async function switchLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // A browser that keeps nothing still switches for this visit.
  }
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
}

export { i18next };
