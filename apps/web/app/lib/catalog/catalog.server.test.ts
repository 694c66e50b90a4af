// @vitest-environment node
import type { Taxon } from '@sakhe/contract';
import type { AppLoadContext } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as CatalogServer from './catalog.server';

const BRANDS_PATH = '/api/v2/shop/taxons/brendebi';

const taxon = (code: string, name: string, childTaxons: Taxon[] = []): Taxon => ({
  '@id': `/api/v2/shop/taxons/${code}`,
  '@type': 'Taxon',
  id: code.length,
  code,
  children: childTaxons.map((child) => child['@id']),
  name,
  slug: code,
  description: null,
  translations: {},
  level: childTaxons.length > 0 ? 0 : 1,
  position: 0,
  parent: childTaxons.length > 0 ? null : '/api/v2/shop/taxons/brendebi',
  enabled: true,
  brandTaxon: childTaxons.length === 0,
  images: [],
  childTaxons,
});

/** The brands taxon as the Shop API answers it, its brands named in the asked language; every call recorded. */
function shopApi() {
  const calls: string[] = [];
  let status = 200;
  const apiFetch = vi.fn(async (path: string, init: RequestInit) => {
    const english = new Headers(init.headers).get('accept-language') === 'en_US';
    calls.push(`${path} ${english ? 'en' : 'ka'}`);
    if (path !== BRANDS_PATH || status !== 200)
      return Response.json({ 'hydra:description': 'no' }, { status: path === BRANDS_PATH ? status : 404 });
    const brands = english
      ? [taxon('zeta', 'Zeta'), taxon('aura', 'aura'), taxon('bloom', 'Bloom')]
      : [taxon('zeta', 'ზეტა'), taxon('aura', 'აურა')];
    return Response.json({ '@context': '/api/v2/contexts/Taxon', ...taxon('brendebi', 'Brands', brands) });
  });
  return { calls, apiFetch, answer: (next: number) => (status = next) };
}

// The brands are shared in the module: each test starts from a fresh copy of it.
let loadBrands: typeof CatalogServer.loadBrands;
beforeEach(async () => {
  vi.resetModules();
  ({ loadBrands } = await import('./catalog.server'));
});

describe('the brands', () => {
  it('are loaded once per language and shared by every page until the catalog changes', async () => {
    const api = shopApi();
    const context = { apiFetch: api.apiFetch, contentGeneration: 1 } as unknown as AppLoadContext;
    const [first, second] = await Promise.all([loadBrands(context, 'ka'), loadBrands(context, 'ka')]);
    expect(first).toEqual([
      { code: 'aura', name: 'აურა' },
      { code: 'zeta', name: 'ზეტა' },
    ]);
    expect(second).toBe(first);
    // Sorted by name as the language sorts it, case aside.
    expect((await loadBrands(context, 'en')).map((brand) => brand.code)).toEqual(['aura', 'bloom', 'zeta']);
    await loadBrands(context, 'ka');
    expect(api.calls).toEqual([`${BRANDS_PATH} ka`, `${BRANDS_PATH} en`]);

    const changed = { ...context, contentGeneration: 2 } as AppLoadContext;
    await loadBrands(changed, 'ka');
    expect(api.calls).toEqual([`${BRANDS_PATH} ka`, `${BRANDS_PATH} en`, `${BRANDS_PATH} ka`]);
  });

  it('are none in a shop without the brands taxon, and a failure is the page’s, not kept', async () => {
    const api = shopApi();
    const context = { apiFetch: api.apiFetch, contentGeneration: 1 } as unknown as AppLoadContext;
    api.answer(500);
    await expect(loadBrands(context, 'ka')).rejects.toMatchObject({ init: { status: 500 } });
    api.answer(200);
    expect(await loadBrands(context, 'ka')).toHaveLength(2);
    expect(api.calls).toHaveLength(2);

    vi.resetModules();
    const fresh = (await import('./catalog.server')).loadBrands;
    api.answer(404);
    expect(await fresh(context, 'en')).toEqual([]);
  });
});
