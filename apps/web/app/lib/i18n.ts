import { createInstance, type i18n } from 'i18next';
import en from '../locales/en.json';
import ka from '../locales/ka.json';
import type { Locale } from './locale';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

const resources: Record<Locale, typeof en> = { ka, en };
const instances = new Map<Locale, i18n>();

/**
 * The i18next instance for one locale. Each instance is fixed to its language and never switched,
 * so concurrent server renders in different locales can share them without racing on `changeLanguage`.
 */
export function getI18n(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createInstance();
    // Resources are bundled, so with initAsync off the instance is ready as soon as init returns.
    void instance.init({
      lng: locale,
      fallbackLng: false,
      resources: { [locale]: { translation: resources[locale] } },
      initAsync: false,
      interpolation: { escapeValue: false },
    });
    instances.set(locale, instance);
  }
  return instance;
}
