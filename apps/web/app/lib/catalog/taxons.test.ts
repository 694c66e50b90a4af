import { describe, expect, it } from 'vitest';
import { menuFromCollection, taxonPath, toMenuTaxons } from './taxons';

const iri = (code: string) => `/api/v2/shop/taxons/${code}`;

describe('menu taxons', () => {
  it('reads the tree sakhe embeds in childTaxons, next to the IRIs in children', () => {
    const menu = menuFromCollection({
      'hydra:member': [
        {
          '@id': iri('face-care'),
          code: 'face-care',
          name: 'სახის მოვლა',
          children: [iri('face-serums')],
          childTaxons: [
            {
              code: 'face-serums',
              name: 'შრატები',
              children: [iri('vitamin-c')],
              childTaxons: [{ code: 'vitamin-c', name: 'ვიტამინი C', children: [], childTaxons: [] }],
            },
          ],
        },
      ],
    });
    expect(menu).toEqual([
      {
        code: 'face-care',
        name: 'სახის მოვლა',
        children: [
          {
            code: 'face-serums',
            name: 'შრატები',
            children: [{ code: 'vitamin-c', name: 'ვიტამინი C', children: [] }],
          },
        ],
      },
    ]);
  });

  it('takes children embedded in children, and skips IRIs there (plain Sylius)', () => {
    expect(
      toMenuTaxons([
        { code: 'face', name: 'Face', children: [{ code: 'serums', name: 'Serums', children: [] }] },
      ]),
    ).toEqual([{ code: 'face', name: 'Face', children: [{ code: 'serums', name: 'Serums', children: [] }] }]);
    expect(toMenuTaxons([{ code: 'face', name: 'Face', children: [iri('serums')] }])).toEqual([
      { code: 'face', name: 'Face', children: [] },
    ]);
  });

  it('skips entries without a code', () => {
    const menu = toMenuTaxons([{ name: 'no code' }, 'not a taxon', null, { code: 'body', name: 'Body' }]);
    expect(menu).toEqual([{ code: 'body', name: 'Body', children: [] }]);
  });

  it('falls back to the code when the name is missing in this locale', () => {
    expect(
      toMenuTaxons([
        { code: 'face', name: null },
        { code: 'body', name: '  ' },
      ]),
    ).toEqual([
      { code: 'face', name: 'face', children: [] },
      { code: 'body', name: 'body', children: [] },
    ]);
  });

  it('is empty for a missing or malformed collection', () => {
    expect(menuFromCollection(null)).toEqual([]);
    expect(menuFromCollection({})).toEqual([]);
    expect(menuFromCollection({ 'hydra:member': 'nope' })).toEqual([]);
  });

  it('links to the listing by code', () => {
    expect(taxonPath('face')).toBe('/shop/face');
    expect(taxonPath('a b/c')).toBe('/shop/a%20b%2Fc');
  });
});
