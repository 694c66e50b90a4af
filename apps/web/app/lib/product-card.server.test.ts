import { describe, expect, it } from 'vitest';
import { toCardProduct } from './product-card.server';
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
