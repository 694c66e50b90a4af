import { describe, expect, it } from 'vitest';
import { shopPaths } from './paths';

describe('shopPaths', () => {
  it('writes a query in the order given, a list as its key repeated, and leaves undefined out', () => {
    expect(
      shopPaths.products({
        taxon: 'makeup',
        'productTaxons.taxon.code[]': ['verdea', 'mziuri'],
        minimumPrice: undefined,
        'order[price]': 'desc',
        page: 2,
      }),
    ).toBe(
      'products?taxon=makeup&productTaxons.taxon.code%5B%5D=verdea&productTaxons.taxon.code%5B%5D=mziuri&order%5Bprice%5D=desc&page=2',
    );
  });

  it('leaves out the question mark without a query, and encodes path segments', () => {
    expect(shopPaths.cmsFaq({})).toBe('cms-plugin/faq');
    expect(shopPaths.order('a/b c')).toBe('orders/a%2Fb%20c');
    expect(shopPaths.orderItem('t', 7)).toBe('orders/t/items/7');
  });
});
