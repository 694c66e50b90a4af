import { describe, expect, it } from 'vitest';
import { galleryImages, imageOfType, imageUrl, mainImage, storedImagePath } from './images';

describe('image paths', () => {
  it('turns the API path of an original into the path of a resized copy', () => {
    expect(imageUrl('/media/image/72/0d/p-00004.png', 'sylius_shop_product_thumbnail')).toBe(
      '/media/cache/sylius_shop_product_thumbnail/72/0d/p-00004.png',
    );
  });

  it('swaps the filter of a path that already names one, either cache spelling', () => {
    expect(imageUrl('/media/cache/sylius_small/ab/x.jpg', 'sylius_shop_product_large_thumbnail')).toBe(
      '/media/cache/sylius_shop_product_large_thumbnail/ab/x.jpg',
    );
    expect(imageUrl('/media/cache/resolve/sylius_original/ab/x.jpg', 'sylius_small')).toBe(
      '/media/cache/sylius_small/ab/x.jpg',
    );
  });

  it('keeps the host of an absolute URL (Sylius 1.13 style)', () => {
    expect(
      imageUrl('https://cdn.example.ge/media/cache/resolve/sylius_original/uo/a.jpg', 'sylius_small'),
    ).toBe('https://cdn.example.ge/media/cache/sylius_small/uo/a.jpg');
  });

  it('leaves paths it does not understand alone', () => {
    expect(storedImagePath('/images/logo.svg')).toBeNull();
    expect(storedImagePath('/media/image/')).toBeNull();
    expect(imageUrl('/images/logo.svg', 'sylius_small')).toBe('/images/logo.svg');
  });
});

describe('choosing images', () => {
  const images = [
    { type: 'sticky-banner', path: '/media/image/banner.png' },
    { type: null, path: '/media/image/front.png' },
    { type: null, path: '/media/image/back.png' },
  ];

  it('shows the first image without a type on cards, never a banner', () => {
    expect(mainImage(images)?.path).toBe('/media/image/front.png');
    expect(mainImage([{ type: 'sticky-banner', path: '/x' }])).toBeUndefined();
  });

  it('keeps only untyped images for the gallery, in order, and finds the banner by type', () => {
    expect(galleryImages(images).map((image) => image.path)).toEqual([
      '/media/image/front.png',
      '/media/image/back.png',
    ]);
    expect(imageOfType(images, 'sticky-banner')?.path).toBe('/media/image/banner.png');
  });
});
