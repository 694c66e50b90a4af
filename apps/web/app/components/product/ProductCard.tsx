import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IMAGE_FILTER_SIZE, imageUrl } from '../../lib/catalog/images';
import type { Locale } from '../../lib/i18n/locale';
import { productUrl, variantDiscount } from '../../lib/catalog/product';
import type { CardProduct } from '../../lib/catalog/product-card';
import { BrandName } from './BrandName';
import { DiscountBadge } from './DiscountBadge';
import { ImagePlaceholder } from './ImagePlaceholder';
import { ProductLabels } from './ProductLabels';
import { ProductPrice } from './ProductPrice';
import { OutOfStockLabel } from './StockLabel';
import { useT } from '../../lib/i18n/i18n';

const THUMBNAIL = 'sylius_shop_product_thumbnail';

export interface ProductCardProps {
  product: CardProduct;
  locale: Locale;
  /** Load the image at once: for the first cards, above the fold. Lazy otherwise. */
  priority?: boolean;
  /** The add-to-cart control (cart issue); sits above the card's link so it stays clickable. */
  action?: ReactNode;
  /** The wishlist heart, over the image's corner; above the card's link as well. */
  heart?: ReactNode;
}

/**
 * A product in a grid or carousel: image, brand, name, price with discount, labels, stock.
 * The whole card is one link (the name's, stretched over the card) so it is a single tab stop.
 */
export function ProductCard({ product, locale, priority = false, action, heart }: ProductCardProps) {
  const { variant, image, brand } = product;
  const discount = variant ? variantDiscount(variant) : 0;
  const inStock = variant?.inStock ?? false;
  const size = IMAGE_FILTER_SIZE[THUMBNAIL];

  return (
    <article className="group relative flex h-full flex-col">
      <div className="relative aspect-square overflow-hidden rounded-xl border border-line/60 bg-surface-raised">
        {image !== null ? (
          <img
            src={imageUrl(image, THUMBNAIL)}
            alt=""
            width={size}
            height={size}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            className={`size-full object-contain transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none ${inStock ? '' : 'opacity-50 grayscale'}`}
          />
        ) : (
          <ImagePlaceholder />
        )}
        <ProductLabels labels={product.labels} className="absolute inset-x-2 top-2 pr-14" />
        <DiscountBadge percent={discount} className="absolute top-2 right-2" />
        {heart && <div className="absolute right-2 bottom-2 z-10">{heart}</div>}
      </div>
      <div className="mt-3 flex flex-1 flex-col">
        {brand !== null && <BrandName name={brand} />}
        <h3 className="mt-0.5 line-clamp-2 text-sm leading-snug font-medium text-ink">
          <Link
            to={productUrl(product, locale)}
            className="rounded-sm after:absolute after:inset-0 after:rounded-xl hover:text-accent focus-visible:outline-none after:focus-visible:outline-2 after:focus-visible:outline-offset-2 after:focus-visible:outline-accent"
            prefetch="intent"
          >
            {product.name}
          </Link>
        </h3>
        {product.shades && <ShadeDots shades={product.shades} />}
        <div className="mt-auto pt-2">
          {variant && (
            <ProductPrice price={variant.price} originalPrice={variant.originalPrice} locale={locale} />
          )}
          {!inStock && <OutOfStockLabel className="mt-1" />}
        </div>
        {action && <div className="relative z-10 mt-3">{action}</div>}
      </div>
    </article>
  );
}

/** A few of the product's shades as dots, and how many more there are. */
function ShadeDots({ shades }: { shades: NonNullable<CardProduct['shades']> }) {
  const t = useT();
  const more = shades.count - shades.colours.length;
  return (
    <p className="mt-1.5 flex items-center gap-1" data-testid="shade-dots">
      <span className="sr-only">{t('catalogDepth.shadeCount', { count: shades.count })}</span>
      {shades.colours.map((colour, index) => (
        <span
          key={`${colour}-${index}`}
          aria-hidden="true"
          className="size-3 rounded-full border border-ink/15"
          style={{ backgroundColor: colour }}
        />
      ))}
      {more > 0 && (
        <span aria-hidden="true" className="text-xs text-ink-muted">
          +{more}
        </span>
      )}
    </p>
  );
}
