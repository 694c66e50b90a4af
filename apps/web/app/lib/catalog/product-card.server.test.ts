import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { cardsByCode, toCardProduct } from './product-card.server';
import { fixtureProduct, fixtureVariant } from './product-fixtures';

const label = (code: string, html: string | null) => ({
  '@id': `/api/v2/shop/catalog-promotions/${code}`,
  '@type': 'CatalogPromotion' as const,
  code,
  label: html,
  translations: { ka_GE: { label: 'ka text', description: 'ka description' } },
});

// Sold out first, on sale second: the card must show the default variant, not the first.
const soldOut = fixtureVariant('P-1-01', { inStock: false, price: 1000, originalPrice: 1000 });
const onSale = fixtureVariant('P-1-02', { name: 'Rose', price: 1940, originalPrice: 2590 });
const product = fixtureProduct({
  productVariants: [soldOut, onSale],
  defaultVariant: onSale['@id'],
  labels: [label('sale-25', '<p>-25%</p>'), label('new', '<p><em>New</em></p>'), label('blank', '<p> </p>')],
  description: '<p>Mirror shine.</p>',
  shortDescription: 'Mirror shine.',
  translations: {
    ka_GE: {
      name: 'ტუჩის პრიალა',
      slug: 'ტუჩის-პრიალა',
      description: '<p>სარკე</p>',
      shortDescription: 'სარკე',
    },
    en_US: {
      name: 'Lip Gloss',
      slug: 'lip-gloss',
      description: '<p>Mirror.</p>',
      shortDescription: 'Mirror.',
    },
  },
});

describe('toCardProduct', () => {
  it('keeps what a card shows, in the page locale, and nothing else', () => {
    expect(toCardProduct(product, 'en')).toEqual({
      id: 1,
      code: 'P-1',
      name: 'Lip Gloss',
      slug: 'lip-gloss',
      brand: 'Maison Velour',
      image: '/media/image/72/0d/gloss.png',
      variant: { code: 'P-1-02', name: 'Rose', price: 1940, originalPrice: 2590, inStock: true },
      labels: [{ code: 'new', label: '<p><em>New</em></p>' }],
    });
    expect(toCardProduct(product, 'ka').slug).toBe('ტუჩის-პრიალა');
  });

  it('drops descriptions, other locales, other variants, other images and label translations', () => {
    const json = JSON.stringify(toCardProduct(product, 'ka'));
    for (const dropped of ['Mirror', 'სარკე', 'lip-gloss', 'P-1-01', 'banner.png', 'ka text', '@id']) {
      expect(json).not.toContain(dropped);
    }
    expect(json.length).toBeLessThan(JSON.stringify(product).length / 5);
  });

  it('picks the first variant in stock when the API names no default', () => {
    expect(toCardProduct({ ...product, defaultVariant: null }, 'en').variant?.code).toBe('P-1-02');
  });

  it('says what is missing: image, brand, a variant in stock, any variant', () => {
    const bare = toCardProduct(
      fixtureProduct({ images: [], productTaxons: [], productVariants: [soldOut], translations: {} }),
      'ka',
    );
    expect(bare).toMatchObject({ image: null, brand: null, slug: 'lip-gloss', variant: { inStock: false } });
    expect(toCardProduct(fixtureProduct({ productVariants: [] }), 'en').variant).toBeNull();
  });
});

/** An in-process API that lists the products it knows among the asked codes, by code, as the API does. */
function catalogApi(known: string[], fail = false) {
  const apiFetch = vi.fn(async (path: string) => {
    if (fail) return new Response('', { status: 503 });
    const asked = new URL(path, 'http://api').searchParams.getAll('code[]');
    const members = known
      .filter((code) => asked.includes(code))
      .sort()
      .map((code) => fixtureProduct({ code }));
    return Response.json({
      '@context': '/api/v2/contexts/Product',
      '@id': '/api/v2/shop/products',
      '@type': 'hydra:Collection',
      'hydra:member': members,
      'hydra:totalItems': members.length,
    });
  });
  return { context: { apiFetch } as AppLoadContext, apiFetch };
}

describe('cardsByCode', () => {
  it('asks for all the codes at once and keeps the order of the block, leaving out missing products', async () => {
    const { context, apiFetch } = catalogApi(['A', 'B', 'C']);
    const cards = await cardsByCode(context, 'en', ['C', 'GONE', 'A', 'B']);
    expect(cards.map((card) => card.code)).toEqual(['C', 'A', 'B']);
    expect(apiFetch).toHaveBeenCalledOnce();
    const url = new URL(apiFetch.mock.calls[0]![0], 'http://api');
    expect(url.pathname).toBe('/api/v2/shop/products');
    expect(url.searchParams.getAll('code[]')).toEqual(['C', 'GONE', 'A', 'B']);
    expect(url.searchParams.get('itemsPerPage')).toBe('4');
  });

  it('asks for a hundred codes at a time', async () => {
    const codes = Array.from({ length: 150 }, (_, index) => `P-${String(index).padStart(3, '0')}`);
    const { context, apiFetch } = catalogApi(codes);
    const cards = await cardsByCode(context, 'ka', [...codes].reverse());
    expect(cards.map((card) => card.code)).toEqual([...codes].reverse());
    expect(
      apiFetch.mock.calls.map(([path]) => new URL(path, 'http://api').searchParams.get('itemsPerPage')),
    ).toEqual(['100', '50']);
  });

  it('leaves the products of a failed request out, and asks nothing for an empty block', async () => {
    await expect(cardsByCode(catalogApi(['A'], true).context, 'en', ['A'])).resolves.toEqual([]);
    const { context, apiFetch } = catalogApi([]);
    await expect(cardsByCode(context, 'en', [])).resolves.toEqual([]);
    expect(apiFetch).not.toHaveBeenCalled();
  });
});
