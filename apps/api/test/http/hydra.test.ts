import { describe, expect, it } from 'vitest';
import { collection } from '../../src/http/hydra';

const base = { shortName: 'Product', path: '/api/v2/shop/products' };

describe('hydra collections', () => {
  it('has no view for a single unfiltered page', () => {
    const body = collection([1, 2], {
      ...base,
      query: '',
      totalItems: 2,
      page: { page: 1, itemsPerPage: 30 },
    });
    expect(body['hydra:view']).toBeUndefined();
    expect(body['hydra:totalItems']).toBe(2);
  });

  it('links first, last, previous and next across pages', () => {
    const body = collection([], {
      ...base,
      query: 'itemsPerPage=10&page=2',
      totalItems: 35,
      page: { page: 2, itemsPerPage: 10 },
    });
    expect(body['hydra:view']).toEqual({
      '@id': '/api/v2/shop/products?itemsPerPage=10&page=2',
      '@type': 'hydra:PartialCollectionView',
      'hydra:first': '/api/v2/shop/products?itemsPerPage=10&page=1',
      'hydra:last': '/api/v2/shop/products?itemsPerPage=10&page=4',
      'hydra:previous': '/api/v2/shop/products?itemsPerPage=10&page=1',
      'hydra:next': '/api/v2/shop/products?itemsPerPage=10&page=3',
    });
  });

  it('has a bare view for a filtered single page, and no next link on the last page', () => {
    const filtered = collection([], {
      ...base,
      query: 'taxon=X',
      totalItems: 3,
      page: { page: 1, itemsPerPage: 30 },
    });
    expect(filtered['hydra:view']).toEqual({
      '@id': '/api/v2/shop/products?taxon=X',
      '@type': 'hydra:PartialCollectionView',
    });
    const last = collection([], {
      ...base,
      query: 'page=4&itemsPerPage=10',
      totalItems: 35,
      page: { page: 4, itemsPerPage: 10 },
    });
    expect(last['hydra:view']).not.toHaveProperty('hydra:next');
    expect(last['hydra:view']).toHaveProperty(
      'hydra:previous',
      '/api/v2/shop/products?page=3&itemsPerPage=10',
    );
  });
});
