import en from '../../locales/en.json';
import ka from '../../locales/ka.json';
import { addTranslations, type Translations } from './i18n';
import type { Locale } from './locale';

const TRANSLATIONS: Record<Locale, Translations> = { ka, en };

// The server knows every language from the start: importing this module (entry.server.tsx does) is enough.
for (const [locale, translations] of Object.entries(TRANSLATIONS) as [Locale, Translations][]) {
  addTranslations(locale, translations);
}
