import type { Locale } from '../../lib/i18n/locale';
import type { CardProduct } from '../../lib/catalog/product-card';
import { CardAddToCart } from '../cart/AddToCartForm';
import { ProductCard } from '../product/ProductCard';
import { WishlistHeart } from '../wishlist/WishlistHeart';

/**
 * Cards likely above the fold on a phone or desktop: their images load at once. The rest load lazily
 * and are laid out only as they come near the screen (a card is some thirty elements, most of the
 * listing's layout work before the first paint).
 */
const EAGER_CARDS = 4;

/** Products in 2 columns on phones, 3 on tablets and 4 on desktop. */
export function ProductGrid({ products, locale }: { products: CardProduct[]; locale: Locale }) {
  return (
    <ul className="grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 md:grid-cols-3 lg:grid-cols-4 lg:gap-x-4 xl:gap-x-5">
      {products.map((product, index) => (
        <li
          key={product.code}
          className={index < EAGER_CARDS ? undefined : 'render-when-near [--rendered-height:24rem]'}
        >
          <ProductCard
            product={product}
            locale={locale}
            priority={index < EAGER_CARDS}
            action={<CardAddToCart product={product} />}
            heart={<WishlistHeart product={product} />}
          />
        </li>
      ))}
    </ul>
  );
}
