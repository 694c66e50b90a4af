import { describe, expect, it } from 'vitest';
import {
  cmsTranslation,
  isInternalLink,
  mediaUrl,
  productCodeFromIri,
  productCodesFromIris,
} from './content';

describe('CMS links', () => {
  it('are internal when they start with a slash', () => {
    expect(isInternalLink('/shop/brands-a-z')).toBe(true);
    expect(isInternalLink('/')).toBe(true);
    expect(isInternalLink('/faq#delivery')).toBe(true);
  });

  it('are external otherwise, protocol-relative addresses included', () => {
    expect(isInternalLink('https://www.instagram.com/sakhe.ge')).toBe(false);
    expect(isInternalLink('//evil.example/path')).toBe(false);
    expect(isInternalLink('shop/face')).toBe(false);
    expect(isInternalLink('mailto:info@sakhe.ge')).toBe(false);
  });
});

describe('mediaUrl', () => {
  it('serves CMS media and product images through the filter cache', () => {
    expect(mediaUrl('/image/ab/cd/slide.webp', 'banner_desktop')).toBe(
      '/media/cache/banner_desktop/ab/cd/slide.webp',
    );
    expect(mediaUrl('/media/image/ab/cd/p.png', 'sylius_shop_product_thumbnail')).toBe(
      '/media/cache/sylius_shop_product_thumbnail/ab/cd/p.png',
    );
    expect(mediaUrl('/media/cache/sylius_small/ab/cd/p.png', 'banner_mobile')).toBe(
      '/media/cache/banner_mobile/ab/cd/p.png',
    );
  });

  it('leaves addresses elsewhere alone', () => {
    expect(mediaUrl('https://bucket.example/x.png', 'banner_mobile')).toBe('https://bucket.example/x.png');
  });
});

describe('cmsTranslation', () => {
  const translation = (name: string, content: string) => ({
    '@type': 'BlockTranslation' as const,
    name,
    content,
    link: '/shop/new',
  });
  const block = {
    translations: {
      ka_GE: translation('სიახლეები', '<p>ახალი</p>'),
      en_US: translation('New In', '<p>New</p>'),
    },
  };

  it('picks the page locale', () => {
    expect(cmsTranslation(block, 'en').name).toBe('New In');
    expect(cmsTranslation(block, 'ka').name).toBe('სიახლეები');
  });

  it('falls back to Georgian, then to nothing', () => {
    expect(cmsTranslation({ translations: { ka_GE: block.translations.ka_GE } }, 'en').name).toBe(
      'სიახლეები',
    );
    expect(cmsTranslation({ translations: {} }, 'en')).toEqual({ name: null, content: null, link: null });
  });
});

describe('productCodeFromIri', () => {
  it('reads the code of a product IRI', () => {
    expect(productCodeFromIri('/api/v2/shop/products/P-00001')).toBe('P-00001');
    expect(productCodeFromIri('/api/v2/shop/products/a%20b')).toBe('a b');
  });

  it('is null for anything else', () => {
    expect(productCodeFromIri('/api/v2/shop/taxons/face')).toBeNull();
    expect(productCodeFromIri('/api/v2/shop/products/%E0%A4%A')).toBeNull();
  });

  it("gives a block's product codes in order, skipping other IRIs", () => {
    expect(
      productCodesFromIris([
        '/api/v2/shop/products/P-2',
        '/api/v2/shop/taxons/face',
        '/api/v2/shop/products/P-1',
      ]),
    ).toEqual(['P-2', 'P-1']);
  });
});
