import type { WishlistEntry } from '@sakhe/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { mainImage } from '../../lib/catalog/images';
import type { Locale } from '../../lib/i18n/locale';
import { productBrand, productUrl, variantName } from '../../lib/catalog/product';
import { AddToCartForm } from '../cart/AddToCartForm';
import { BrandName } from '../product/BrandName';
import { LineImage } from '../product/LineImage';
import { ProductPrice } from '../product/ProductPrice';
import { OutOfStockLabel } from '../product/StockLabel';
import { RemoveFromWishlist } from './RemoveFromWishlist';

/** One wished variant: picture, brand, name, price, stock, add to cart and remove. */
export function WishlistItemRow({ entry, locale }: { entry: WishlistEntry; locale: Locale }) {
  const [removing, setRemoving] = useState(false);
  const { product, variant } = entry;
  const image = mainImage(product.images);
  const brand = productBrand(product);
  // A product with several variants says which one was wished.
  const shade = product.variants.length > 1 ? variantName(variant, locale) : null;

  return (
    <li
      data-wished-product={product.code}
      className={`grid grid-cols-[5rem_1fr] gap-x-4 gap-y-3 py-5 sm:grid-cols-[6rem_1fr_auto] ${removing ? 'opacity-50' : ''}`}
    >
      <LineImage path={image?.path} dimmed={!variant.inStock} className="row-span-2 sm:row-span-1" />
      <div className="min-w-0">
        {brand && <BrandName name={brand.name} />}
        <h2 className="text-sm leading-snug font-medium text-ink sm:text-base">
          <Link to={productUrl(product, locale)} className="rounded-sm hover:text-accent" prefetch="intent">
            {product.name}
          </Link>
        </h2>
        {shade && <p className="mt-0.5 text-sm text-ink-muted">{shade}</p>}
        <div className="mt-1">
          <ProductPrice price={variant.price} originalPrice={variant.originalPrice} locale={locale} />
        </div>
        {!variant.inStock && <OutOfStockLabel className="mt-1" />}
      </div>
      <div className="col-start-2 flex flex-wrap items-start gap-x-3 gap-y-2 sm:col-start-3 sm:w-56 sm:flex-col sm:items-stretch">
        <div className="min-w-40 flex-1 sm:flex-none">
          <AddToCartForm product={product} variant={variant} />
        </div>
        <RemoveFromWishlist
          productId={product.id}
          variantId={variant.id}
          productName={product.name}
          onPending={setRemoving}
        />
      </div>
    </li>
  );
}
