import { currentLocale } from './i18n';

/** The choices the order filters offer: the shop's methods and cities, from the Shop API, in the app's language. */
export interface FilterOptions {
  paymentMethods: { code: string; name: string }[];
  shippingMethods: { code: string; name: string }[];
  cities: { code: string; name: string }[];
}

const cache = new Map<string, Promise<FilterOptions>>();

async function shopGet<T>(path: string, locale: string): Promise<T> {
  const response = await fetch(`/api/v2/shop/${path}`, {
    headers: { Accept: 'application/ld+json', 'Accept-Language': locale === 'ka' ? 'ka_GE' : 'en_US' },
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

type Named = { code: string; name: string };

export function filterOptions(): Promise<FilterOptions> {
  const locale = currentLocale();
  let options = cache.get(locale);
  if (!options) {
    const named = (list: Named[]) => list.map(({ code, name }) => ({ code, name }));
    options = Promise.all([
      shopGet<{ 'hydra:member': Named[] }>('payment-methods', locale),
      shopGet<{ 'hydra:member': Named[] }>('shipping-methods', locale),
      shopGet<{ provinces: Named[] }>('countries/GE', locale),
    ]).then(([payment, shipping, country]) => ({
      paymentMethods: named(payment['hydra:member']),
      shippingMethods: named(shipping['hydra:member']),
      cities: named(country.provinces),
    }));
    // A failure is not kept: the next visit asks again.
    options.catch(() => cache.delete(locale));
    cache.set(locale, options);
  }
  return options;
}
