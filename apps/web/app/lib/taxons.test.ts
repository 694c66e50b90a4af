import { describe, expect, it } from 'vitest';
import { menuFromCollection, taxonPath, toMenuTaxons } from './taxons';

describe('menu taxons', () => {
  it('keeps the embedded tree of codes, names and children', () => {
    const menu = menuFromCollection({
      'hydra:totalItems': 1,
      'hydra:member': [
        {
          '@id': '/api/v2/shop/taxons/face',
          code: 'face',
          name: 'სახის მოვლა',
          slug: 'sakhis-movla',
          children: [{ code: 'serums', name: 'შრატები', slug: 'shratebi', children: [] }],
        },
      ],
    });
    expect(menu).toEqual([
      { code: 'face', name: 'სახის მოვლა', children: [{ code: 'serums', name: 'შრატები', children: [] }] },
    ]);
  });

  it('skips children given as IRIs and entries without a code', () => {
    const menu = toMenuTaxons([
      {
        code: 'face',
        name: 'Face',
        slug: 'face',
        children: ['/api/v2/shop/taxons/serums', { name: 'no code' }],
      },
      'not a taxon',
      null,
    ]);
    expect(menu).toEqual([{ code: 'face', name: 'Face', children: [] }]);
  });

  it('falls back to the code when the name is missing in this locale', () => {
    expect(toMenuTaxons([{ code: 'face', name: null, slug: null }])).toEqual([
      { code: 'face', name: 'face', children: [] },
    ]);
  });

  it('is empty for a missing or malformed collection', () => {
    expect(menuFromCollection(null)).toEqual([]);
    expect(menuFromCollection({ 'hydra:member': undefined } as never)).toEqual([]);
  });

  it('links to the listing by code', () => {
    expect(taxonPath('face')).toBe('/shop/face');
    expect(taxonPath('a b/c')).toBe('/shop/a%20b%2Fc');
  });
});
