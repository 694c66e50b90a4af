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
    t = keepingMessages(instance, instance.getFixedT(instance.language));
    fixedT.set(instance, t);
  }
  return t;
}

/**
 * How many messages with values `t` keeps at most before it starts again: product names, counts and
 * search words make that set unbounded. A map emptied when full, rather than lru-cache, because this
 * module is in the browser's bundle too, whose home-page budget leaves no room for another library.
 */
const MAX_KEPT_WITH_VALUES = 5_000;

/**
 * `t` that keeps each message it answered. i18next resolves every call afresh (namespace, fallbacks,
 * plural suffixes, interpolation), which took 6% of a server render in `bench/render-cpu.ts` for calls
 * by key alone, and 3–5% more for calls with values (each product card's labels name the product; a
 * call with values cost 19 µs, one by key alone 12). A call is kept by its key and, when it has options,
 * their values, when each is a string, number or boolean (anything else goes to i18next every time).
 * Kept only once the instance has its messages, which never change afterwards (`addTranslations`);
 * before that a lookup answers the key itself.
 */
function keepingMessages(instance: i18n, t: TFunction): TFunction {
  const byKey = new Map<string, string>();
  const withValues = new Map<string, string>();
  const lookUp = t as unknown as (...args: unknown[]) => unknown;
  const kept = (...args: unknown[]): unknown => {
    const [key, options] = args;
    if (typeof key !== 'string' || args.length > 2) return lookUp(...args);
    const valuesKey = args.length === 1 ? key : keyWithValues(key, options);
    if (valuesKey === undefined) return lookUp(...args);
    const messages = valuesKey === key ? byKey : withValues;
    let message = messages.get(valuesKey);
    if (message === undefined) {
      const found = lookUp(...args);
      if (typeof found !== 'string') return found;
      message = found;
      if (instance.hasResourceBundle(instance.language, 'translation')) {
        if (messages === withValues && withValues.size >= MAX_KEPT_WITH_VALUES) withValues.clear();
        messages.set(valuesKey, message);
      }
    }
    return message;
  };
  return Object.assign(kept, t) as unknown as TFunction;
}

/** The key followed by each option's name and value, or undefined when a value is not a plain one. */
function keyWithValues(key: string, options: unknown): string | undefined {
  if (typeof options !== 'object' || options === null) return undefined;
  let valuesKey = key;
  for (const [name, value] of Object.entries(options)) {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      return undefined;
    }
    // A NUL cannot be in a key or an option's name; in a value it is escaped by JSON.
    valuesKey += `\u0000${name}\u0000${typeof value === 'string' ? JSON.stringify(value) : String(value)}`;
  }
  return valuesKey;
}
