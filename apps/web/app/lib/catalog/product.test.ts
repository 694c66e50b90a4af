import { describe, expect, it } from 'vitest';
import {
  chosenVariant,
  defaultVariant,
  isLatinText,
  productAlternates,
  productBrand,
  productUrl,
  variantDiscount,
  variantName,
  visibleLabels,
  pricePer100,
} from './product';
import { fixtureProduct, fixtureVariant } from './product-fixtures';

const label = (code: string, html: string) => ({
  '@id': `/api/v2/shop/catalog-promotions/${code}`,
  '@type': 'CatalogPromotion' as const,
  code,
  label: html,
  translations: {},
});

describe('product', () => {
  const first = fixtureVariant('P-1-01', { inStock: false });
  const second = fixtureVariant('P-1-02');
  const product = fixtureProduct({ productVariants: [first, second], defaultVariant: second['@id'] });

  it('has a page per language, each with its own slug', () => {
    expect(productUrl(product, 'en')).toBe('/en/shop/product/lip-gloss');
    expect(productAlternates(product)).toEqual({
      ka: `/shop/product/${encodeURIComponent('ტუჩის-პრიალა')}`,
      en: '/en/shop/product/lip-gloss',
    });
    expect(productAlternates(fixtureProduct({ translations: {} }))).toEqual({});
  });

  it('shows the variant of ?variant=, and the default one for a missing or foreign code', () => {
    expect(chosenVariant(product, 'P-1-01')?.code).toBe('P-1-01');
    expect(chosenVariant(product, null)?.code).toBe('P-1-02');
    expect(chosenVariant(product, 'OTHER')?.code).toBe('P-1-02');
  });

  it('falls back to the first variant in stock when the default names none', () => {
    expect(defaultVariant({ ...product, defaultVariant: null })?.code).toBe('P-1-02');
    expect(defaultVariant({ ...product, productVariants: [] })).toBeUndefined();
  });

  it('names variants in the page language', () => {
    expect(variantName(second, 'ka')).toBe('P-1-02 ka');
    expect(variantName({ ...second, translations: {} }, 'en')).toBe('P-1-02 name');
  });

  it('finds the brand among the product taxons', () => {
    expect(productBrand(product)).toEqual({ code: 'maison-velour', name: 'Maison Velour' });
    expect(productBrand({ productTaxons: [] })).toBeUndefined();
  });

  it('rounds the discount: (original − price) / original', () => {
    expect(variantDiscount({ price: 1940, originalPrice: 2590 })).toBe(25);
    expect(variantDiscount({ price: 11380, originalPrice: 13390 })).toBe(15);
    expect(variantDiscount({ price: 4690, originalPrice: 4690 })).toBe(0);
  });

  it('hides a label that only repeats the discount, and empty labels', () => {
    const labels = [
      label('sale', '<p><strong>-25%</strong></p>'),
      label('new', '<p>New</p>'),
      label('x', '<p> </p>'),
    ];
    expect(visibleLabels(labels, 25).map((shown) => shown.code)).toEqual(['new']);
    expect(visibleLabels(labels, 15).map((shown) => shown.code)).toEqual(['sale', 'new']);
    expect(visibleLabels(labels, 0).map((shown) => shown.code)).toEqual(['sale', 'new']);
  });

  it('tells Latin brand names from Georgian ones', () => {
    expect(isLatinText('Maison Velour')).toBe(true);
    expect(isLatinText('მზიური')).toBe(false);
  });
});

describe('price per 100 ml or g', () => {
  it('scales the price to 100 of the unit, rounded to the tetri', () => {
    expect(pricePer100(2290, { amount: 50, unit: 'ml' })).toBe(4580);
    expect(pricePer100(1999, { amount: 30, unit: 'g' })).toBe(6663);
    expect(pricePer100(1500, { amount: 200, unit: 'ml' })).toBe(750);
  });

  it('is none for pieces, capsules or an unknown size', () => {
    expect(pricePer100(1000, { amount: 30, unit: 'caps' })).toBeNull();
    expect(pricePer100(1000, undefined)).toBeNull();
  });
});
