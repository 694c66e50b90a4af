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

/**
 * The height a card not laid out yet stands in with: its square picture is as wide as its column (the
 * `li` around it is a container, so that is `100cqi`), and the text and button below it take 8.5–12.5rem,
 * 10rem on average (one or two lines of name, a price or two, a line of shades). A fixed guess (24rem) was
 * 3–4rem too tall for each row on a phone, so the page shrank as rows came near: a link just scrolled to
 * (the pagination, after a fling) jumped 120–230 px up under the finger. The card's box fills the `li`
 * (`h-full`), which the grid stretches to its row, so prices and buttons still line up across a row.
 */
const CARD_ESTIMATE = '[--rendered-height:calc(100cqi+10rem)]';

/**
 * The last rows are laid out at once, as the first are: a shopper who jumps to the pagination (the End
 * key, a fling, a scrollbar drag) has them on screen around it, and the browser keeps what is on screen
 * still by anchoring to a card in view, which only holds if the rows in view already have their real
 * height. Laid out only as they came near, a row's estimate (off by up to 1.5rem) moved the pagination
 * 10–32 px just after the jump, at 390–1280 px wide. The rows needed, measured at 360–1920 px: two on a
 * phone (4 cards) and a tablet (6), one on desktop (4); with them the pagination moves at most 1 px.
 */
const LAID_OUT_LAST = 4;
const LAID_OUT_LAST_ON_TABLETS = 6;

function laidOut(index: number, count: number): 'always' | 'on tablets' | 'when near' {
  const fromEnd = count - index;
  if (index < EAGER_CARDS || fromEnd <= LAID_OUT_LAST) return 'always';
  return fromEnd <= LAID_OUT_LAST_ON_TABLETS ? 'on tablets' : 'when near';
}

/** Products in 2 columns on phones, 3 on tablets and 4 on desktop. */
export function ProductGrid({ products, locale }: { products: CardProduct[]; locale: Locale }) {
  return (
    <ul className="grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 md:grid-cols-3 lg:grid-cols-4 lg:gap-x-4 xl:gap-x-5">
      {products.map((product, index) => {
        const card = (
          <ProductCard
            product={product}
            locale={locale}
            priority={index < EAGER_CARDS}
            action={<CardAddToCart product={product} />}
            heart={<WishlistHeart product={product} />}
          />
        );
        const layout = laidOut(index, products.length);
        return layout === 'always' ? (
          <li key={product.code}>{card}</li>
        ) : (
          <li key={product.code} className="@container">
            <div
              className={`render-when-near h-full ${CARD_ESTIMATE} ${layout === 'on tablets' ? 'md:max-lg:[content-visibility:visible]' : ''}`}
            >
              {card}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
