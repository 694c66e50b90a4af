import type { Product, ProductVariant } from '@sakhe/contract';

/** Test data shaped exactly as `GET products` serves it (only tests import this file). */
export function fixtureVariant(code: string, overrides: Partial<ProductVariant> = {}): ProductVariant {
  return {
    '@id': `/api/v2/shop/product-variants/${code}`,
    '@type': 'ProductVariant',
    id: 1,
    code,
    name: `${code} name`,
    product: '/api/v2/shop/products/P-1',
    optionValues: [],
    inStock: true,
    price: 4690,
    originalPrice: 4690,
    translations: { ka_GE: { name: `${code} ka` }, en_US: { name: `${code} en` } },
    position: 0,
    ...overrides,
  };
}

export function fixtureProduct(overrides: Partial<Product> = {}): Product {
  const variants = overrides.productVariants ?? [fixtureVariant('P-1-01')];
  return {
    '@id': '/api/v2/shop/products/P-1',
    '@type': 'Product',
    productTaxons: [
      {
        '@id': '/api/v2/shop/product-taxons/1',
        '@type': 'ProductTaxon',
        id: 1,
        position: 0,
        taxon: {
          '@id': '/api/v2/shop/taxons/lip-glosses',
          '@type': 'Taxon',
          code: 'lip-glosses',
          name: 'Lip Glosses',
          slug: 'make-up/lips/lip-glosses',
          brandTaxon: false,
          level: 3,
        },
      },
      {
        '@id': '/api/v2/shop/product-taxons/2',
        '@type': 'ProductTaxon',
        id: 2,
        position: 0,
        taxon: {
          '@id': '/api/v2/shop/taxons/maison-velour',
          '@type': 'Taxon',
          code: 'maison-velour',
          name: 'Maison Velour',
          slug: 'brands/maison-velour',
          brandTaxon: true,
          level: 1,
        },
      },
    ],
    mainTaxon: '/api/v2/shop/taxons/lip-glosses',
    reviews: [],
    averageRating: 0,
    images: [
      {
        '@id': '/api/v2/shop/product-images/9',
        '@type': 'ProductImage',
        id: 9,
        type: 'sticky-banner',
        path: '/media/image/b/banner.png',
        productVariants: [],
        alt: null,
      },
      {
        '@id': '/api/v2/shop/product-images/4',
        '@type': 'ProductImage',
        id: 4,
        type: null,
        path: '/media/image/72/0d/gloss.png',
        productVariants: [],
        alt: null,
      },
    ],
    id: 1,
    code: 'P-1',
    variants: variants.map((variant) => variant['@id']),
    options: [],
    createdAt: '2026-01-01 00:00:00',
    updatedAt: '2026-01-01 00:00:00',
    description: '<p>Mirror shine.</p>',
    shortDescription: 'Mirror shine.',
    slug: 'lip-gloss',
    name: 'Lip Gloss',
    associations: [],
    defaultVariant: variants[0]?.['@id'] ?? null,
    enabled: true,
    translations: {
      ka_GE: { name: 'ტუჩის პრიალა', slug: 'ტუჩის-პრიალა', description: null, shortDescription: null },
      en_US: { name: 'Lip Gloss', slug: 'lip-gloss', description: null, shortDescription: null },
    },
    reviewCount: 0,
    productVariants: variants,
    productOptions: [],
    labels: [],
    ...overrides,
  };
}
