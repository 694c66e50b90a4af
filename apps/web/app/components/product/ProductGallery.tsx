import type { ProductImage } from '@sakhe/contract';
import { useState } from 'react';
import { IMAGE_FILTER_SIZE, imageUrl } from '../../lib/catalog/images';
import { ImagePlaceholder } from './ImagePlaceholder';
import { useT } from '../../lib/i18n/i18n';

const LARGE = 'sylius_shop_product_large_thumbnail';
const SMALL = 'sylius_small';

/** The product's pictures: one large, with a strip of thumbnails to switch between them. */
export function ProductGallery({
  images,
  name,
  dimmed,
}: {
  images: ProductImage[];
  name: string;
  dimmed: boolean;
}) {
  const t = useT();
  const [shown, setShown] = useState(0);
  const current = images[Math.min(shown, images.length - 1)];
  const size = IMAGE_FILTER_SIZE[LARGE];

  return (
    <div className="flex flex-col gap-3 lg:flex-row-reverse lg:items-start">
      <div className="relative aspect-square w-full overflow-hidden rounded-2xl border border-line/60 bg-surface-raised">
        {current ? (
          <img
            key={current.id}
            src={imageUrl(current.path, LARGE)}
            // What staff wrote of this picture in the page's language; the product's name otherwise.
            alt={current.alt ?? name}
            width={size}
            height={size}
            fetchPriority="high"
            className={`size-full object-contain ${dimmed ? 'opacity-60 grayscale' : ''}`}
          />
        ) : (
          <ImagePlaceholder />
        )}
      </div>
      {images.length > 1 && (
        <ul
          aria-label={t('product.images')}
          className="flex gap-2 overflow-x-auto lg:w-20 lg:shrink-0 lg:flex-col"
        >
          {images.map((image, index) => (
            <li key={image.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setShown(index)}
                aria-label={t('product.showImage', { index: index + 1, count: images.length })}
                aria-pressed={index === shown}
                className="block size-16 overflow-hidden rounded-lg border border-line bg-surface-raised aria-pressed:border-accent aria-pressed:ring-1 aria-pressed:ring-accent lg:size-20"
              >
                <img
                  src={imageUrl(image.path, SMALL)}
                  alt=""
                  width={IMAGE_FILTER_SIZE[SMALL]}
                  height={IMAGE_FILTER_SIZE[SMALL]}
                  loading="lazy"
                  className="size-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
