import { describe, expect, it } from 'vitest';
import { canonicalListingUrl, catalogPageUrl, pageKey } from './page-key';

describe('pageKey', () => {
  it('names the catalog pages in both languages, without a trailing slash', () => {
    expect(pageKey('/')).toBe('/');
    expect(pageKey('/en')).toBe('/en');
    expect(pageKey('/en/')).toBe('/en');
    expect(pageKey('/faq')).toBe('/faq');
    expect(pageKey('/en/privacy-policy')).toBe('/en/privacy-policy');
    expect(pageKey('/en/shop/brands-a-z')).toBe('/en/shop/brands-a-z');
    expect(pageKey('/shop')).toBe('/shop');
    expect(pageKey('/en/shop/makeup/')).toBe('/en/shop/makeup');
    expect(pageKey('/en/shop/product/split-end-serum')).toBe('/en/shop/product/split-end-serum');
    expect(pageKey('/en/search?q=krem')).toBe('/en/search?q=krem');
  });

  it('leaves personal and unknown pages to be rendered for the shopper', () => {
    for (const url of [
      '/cart',
      '/en/cart',
      '/en/checkout/addressing',
      '/en/user/profile',
      '/en/thank-you/abc',
      '/en/login',
      '/en/register',
      '/en/cart/summary',
      '/en/user/summary',
      '/en/wishlist/summary',
      '/en/search/suggest?q=kr',
      '/en/shop/product/a/b',
      '/de/shop',
      '/sitemap.xml',
    ]) {
      expect(pageKey(url), url).toBeNull();
    }
  });

  it('keeps an invitation page personal: it sets the invitation cookie', () => {
    expect(pageKey('/en/shop/makeup?ref=ABC123')).toBeNull();
    expect(pageKey('/?ref=ABC123')).toBeNull();
  });

  it('keeps the page an add-to-cart form sent without JavaScript comes back to personal: it shows that cart', () => {
    expect(pageKey('/shop/product/rose-cream?added=ROSE-50')).toBeNull();
    expect(pageKey('/en/shop/makeup?page=2&added=LIP-1')).toBeNull();
    expect(pageKey('/?added=X')).toBeNull();
  });

  it('puts parameters in one order and drops defaults, unknown parameters and values the storefront ignores', () => {
    const key = '/en/shop/makeup?categories=lumiere,mziuri&from=10&to=60.5&price=asc&page=2';
    expect(pageKey('/en/shop/makeup?page=2&price=asc&to=60.50&from=10&categories=lumiere,mziuri')).toBe(key);
    expect(
      pageKey(
        '/en/shop/makeup?categories=lumiere&categories=mziuri,lumiere&from=10&to=60,5&price=asc&page=2&utm_source=x&fbclid=1',
      ),
    ).toBe(key);
    expect(pageKey('/en/shop/makeup?page=1&price=cheap&from=abc&to=-3&categories=,')).toBe('/en/shop/makeup');
    expect(pageKey('/en/shop/makeup?page=99999999')).toBe('/en/shop/makeup?page=10000');
    expect(pageKey('/?utm_campaign=spring&page=3')).toBe('/');
    expect(pageKey('/en/shop/product/serum?variant=SERUM-50&colour=red')).toBe(
      '/en/shop/product/serum?variant=SERUM-50',
    );
    expect(pageKey('/en/search?page=2&q=%20krem%20&x=1')).toBe('/en/search?q=krem&page=2');
    expect(pageKey('/en/search?q=&page=3')).toBe('/en/search');
    // The results' filters and order, as a listing's (issue 25): one entry per view, written canonically.
    expect(
      pageKey('/search?sort=newest&q=krem&attr.skin_type=oily,dry&categories=&categories=glowe&from='),
    ).toBe('/search?q=krem&categories=glowe&attr.skin_type=dry,oily&sort=newest');
  });

  it('keeps attribute filters, values sorted and attributes in order', () => {
    expect(pageKey('/shop/face-care?attr.skin_type=oily,dry&attr.finish=matte&x=1')).toBe(
      '/shop/face-care?attr.finish=matte&attr.skin_type=dry,oily',
    );
    expect(pageKey('/shop/face-care?attr.=a&attr.bad%20code=b')).toBe('/shop/face-care');
  });

  it('spells a Georgian slug one way however it was encoded', () => {
    const slug = 'სახის-კრემი';
    const expected = `/shop/product/${encodeURIComponent(slug)}`;
    expect(pageKey(`/shop/product/${encodeURIComponent(slug)}`)).toBe(expected);
    expect(pageKey(`/shop/product/${encodeURIComponent(slug).toLowerCase()}`)).toBe(expected);
    expect(pageKey('/shop/product/%E1%83%')).toBeNull();
    // A slug cannot smuggle a query into the URL the page is rendered from.
    expect(pageKey('/shop/product/a%3Fq%3D1')).toBe('/shop/product/a%3Fq%3D1');
  });
});

describe('canonicalListingUrl', () => {
  const redirect = (url: string) => canonicalListingUrl(url, pageKey(url)!);

  it('sends a listing whose filters a plain form wrote to their canonical URL', () => {
    expect(redirect('/shop/makeup?categories=&categories=glowe&from=&to=')).toBe(
      '/shop/makeup?categories=glowe',
    );
    expect(redirect('/en/shop?price=asc&categories=lips&page=1')).toBe('/en/shop?categories=lips&price=asc');
    expect(redirect('/shop/makeup?from=&to=')).toBe('/shop/makeup');
  });

  it('leaves canonical listings alone, and carries parameters it does not read along', () => {
    expect(redirect('/shop/makeup?categories=glowe')).toBeNull();
    expect(redirect('/shop/makeup?categories=glowe&utm_source=fb')).toBeNull();
    expect(redirect('/shop/makeup?categories=&utm_source=fb')).toBe('/shop/makeup?utm_source=fb');
  });

  it('is for listings only', () => {
    expect(redirect('/search?q=x&page=1')).toBeNull();
    expect(redirect('/shop/product/lip-gloss?variant=')).toBeNull();
  });
});

describe('catalogPageUrl', () => {
  it('is the key and the redirect together, the same when asked again', () => {
    for (let round = 0; round < 2; round++) {
      expect(catalogPageUrl('/shop/makeup?from=&to=&utm_source=fb')).toEqual({
        key: '/shop/makeup',
        redirect: '/shop/makeup?utm_source=fb',
      });
      expect(catalogPageUrl('/en/shop/product/serum?variant=S-50')).toEqual({
        key: '/en/shop/product/serum?variant=S-50',
        redirect: null,
      });
      expect(catalogPageUrl('/cart')).toBeNull();
      expect(catalogPageUrl('/?ref=ABC123')).toBeNull();
    }
  });

  it('reads a URL too long to remember as any other', () => {
    const long = `/en/shop/makeup?price=asc&utm_content=${'x'.repeat(2_000)}`;
    expect(catalogPageUrl(long)).toEqual({ key: '/en/shop/makeup?price=asc', redirect: null });
    expect(catalogPageUrl(long)).toEqual({ key: '/en/shop/makeup?price=asc', redirect: null });
  });
});
