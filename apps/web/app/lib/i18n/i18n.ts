import { createInstance, type i18n, type TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';
import type en from '../../locales/en.json';
import type { Locale } from './locale';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

/** One language's messages (`locales/{locale}.json`). */
export type Translations = typeof en;

const instances = new Map<Locale, i18n>();

/**
 * The i18next instance for one locale. Each instance is fixed to its language and never switched,
 * so concurrent server renders in different locales can share them without racing on `changeLanguage`.
 * Its messages come from `addTranslations`: on the server from the bundled files (i18n.server.ts), in
 * the browser from the page's data (the root loader), so the browser's JavaScript carries no messages.
 */
export function getI18n(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createInstance();
    // Messages are added synchronously, so with initAsync off the instance is ready as soon as init returns.
    void instance.init({
      lng: locale,
      fallbackLng: false,
      resources: {},
      initAsync: false,
      interpolation: { escapeValue: false },
    });
    instances.set(locale, instance);
  }
  return instance;
}

/** Gives the locale's instance its messages, once (later calls for the same locale change nothing). */
export function addTranslations(locale: Locale, translations: Translations): void {
  const instance = getI18n(locale);
  if (!instance.hasResourceBundle(locale, 'translation')) {
    instance.addResourceBundle(locale, 'translation', translations);
  }
}

const fixedT = new WeakMap<i18n, TFunction>();

/**
 * The `t` of the page's i18next instance, for components. react-i18next's `useTranslation` copies the
 * whole instance into a new wrapper object for every component it mounts (v17, to notice language
 * changes), which took 7% of a server render and a share of hydration; the instances here never change
 * language (`getI18n`), and a page in another language gets another instance, so its `t` is fixed.
 */
export function useT(): TFunction {
  const { i18n: instance } = useContext(I18nContext);
  let t = fixedT.get(instance);
  if (!t) {
    t = keepingPlainMessages(instance, instance.getFixedT(instance.language));
    fixedT.set(instance, t);
  }
  return t;
}

/**
 * `t` that keeps each message asked for by its key alone after the first lookup. i18next resolves
 * every call afresh (namespace, fallbacks, plural suffixes), which took 6% of a server render in
 * `bench/render-cpu.ts`, most of it the same few keys for every product card. Calls with options
 * (values, counts) go to i18next each time. Kept only once the instance has its messages, which
 * never change afterwards (`addTranslations`); before that a lookup answers the key itself.
 */
function keepingPlainMessages(instance: i18n, t: TFunction): TFunction {
  const kept = new Map<string, string>();
  const lookUp = t as unknown as (...args: unknown[]) => unknown;
  const plain = (...args: unknown[]): unknown => {
    const [key] = args;
    if (args.length !== 1 || typeof key !== 'string') return lookUp(...args);
    let message = kept.get(key);
    if (message === undefined) {
      const found = lookUp(key);
      if (typeof found !== 'string') return found;
      message = found;
      if (instance.hasResourceBundle(instance.language, 'translation')) kept.set(key, message);
    }
    return message;
  };
  return Object.assign(plain, t) as unknown as TFunction;
}
