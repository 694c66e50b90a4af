import { describe, expect, it } from 'vitest';
import { lariString, productJsonLd } from './product-jsonld';
import { fixtureProduct, fixtureVariant } from '../catalog/product-fixtures';

const origin = 'https://sakhe.ge';

describe('product JSON-LD', () => {
  it('offers the shown variant in GEL with the price in lari as a decimal string', () => {
    const variant = fixtureVariant('P-1-02', { price: 1940, originalPrice: 2590 });
    const data = productJsonLd(fixtureProduct({ productVariants: [variant] }), variant, {
      origin,
      locale: 'en',
    });
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Lip Gloss',
      url: 'https://sakhe.ge/en/shop/product/lip-gloss',
      sku: 'P-1-02',
      brand: { '@type': 'Brand', name: 'Maison Velour' },
      description: 'Mirror shine.',
      image: ['https://sakhe.ge/media/cache/sylius_shop_product_large_thumbnail/72/0d/gloss.png'],
      offers: {
        '@type': 'Offer',
        price: '19.40',
        priceCurrency: 'GEL',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('says OutOfStock for a variant that is', () => {
    const variant = fixtureVariant('P-1-01', { inStock: false });
    const data = productJsonLd(fixtureProduct(), variant, { origin, locale: 'ka' });
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('has an AggregateRating only when there are reviews', () => {
    const variant = fixtureVariant('P-1-01');
    expect(productJsonLd(fixtureProduct(), variant, { origin, locale: 'en' })).not.toHaveProperty(
      'aggregateRating',
    );
    const reviewed = fixtureProduct({ reviewCount: 3, averageRating: 4.333 });
    expect(productJsonLd(reviewed, variant, { origin, locale: 'en' }).aggregateRating).toMatchObject({
      ratingValue: '4.3',
      reviewCount: 3,
    });
  });

  it('writes tetri as lari with two decimals', () => {
    expect(lariString(4690)).toBe('46.90');
    expect(lariString(5)).toBe('0.05');
    expect(lariString(100000)).toBe('1000.00');
  });
});
