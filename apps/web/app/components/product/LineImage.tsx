import { IMAGE_FILTER_SIZE, imageUrl } from '../../lib/catalog/images';
import { ImagePlaceholder } from './ImagePlaceholder';

const SIZE = IMAGE_FILTER_SIZE.sylius_small;

/**
 * A product's small square picture in a list row (cart, wishlist): the small filter, the thumbnail
 * for dense screens, the placeholder without an image; dimmed when out of stock.
 */
export function LineImage({
  path,
  dimmed = false,
  className = '',
}: {
  path: string | null | undefined;
  dimmed?: boolean;
  className?: string;
}) {
  return (
    <div
      className={`aspect-square overflow-hidden rounded-xl border border-line/60 bg-surface-raised ${className}`}
    >
      {path ? (
        <img
          src={imageUrl(path, 'sylius_small')}
          srcSet={`${imageUrl(path, 'sylius_small')} 1x, ${imageUrl(path, 'sylius_shop_product_thumbnail')} 2.5x`}
          alt=""
          width={SIZE}
          height={SIZE}
          loading="lazy"
          decoding="async"
          className={`size-full object-contain ${dimmed ? 'opacity-50 grayscale' : ''}`}
        />
      ) : (
        <ImagePlaceholder />
      )}
    </div>
  );
}
