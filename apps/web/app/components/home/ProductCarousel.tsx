import { ArrowRight } from 'lucide-react';
import { useLocale } from '../../lib/i18n/use-locale';
import { CmsLink } from '../layout/CmsLink';
import { CardAddToCart } from '../cart/AddToCartForm';
import { ProductCard } from '../product/ProductCard';
import { Carousel } from './Carousel';
import type { HomeCarousel } from './home-data';
import { WishlistHeart } from '../wishlist/WishlistHeart';
import { useT } from '../../lib/i18n/i18n';

/** A product carousel block: 4 cards at a time, 3 under 960 px, 2 under 768 px (SPEC §9). */
export function ProductCarousel({ carousel }: { carousel: HomeCarousel }) {
  const t = useT();
  const locale = useLocale();
  const headingId = `carousel-${carousel.code}`;
  return (
    <section className="render-when-near @container mx-auto mt-14 max-w-7xl px-4 [--rendered-height:28rem] sm:px-6">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div>
          <h2 id={headingId} className="text-2xl font-semibold text-ink">
            {carousel.title}
          </h2>
          {carousel.subtitle && <p className="mt-1 text-ink-muted">{carousel.subtitle}</p>}
        </div>
        {carousel.link && (
          <CmsLink
            href={carousel.link}
            className="inline-flex items-center gap-1 rounded-sm font-medium text-accent hover:underline"
          >
            {t('home.seeAll')}
            <span className="sr-only">: {carousel.title}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </CmsLink>
        )}
      </div>
      <Carousel
        labelledBy={headingId}
        items={carousel.products}
        keyOf={(product) => product.code}
        slideClassName="basis-1/2 md:basis-1/3 min-[60rem]:basis-1/4"
        arrows="outside"
        // Level with the middle of the cards' square images (a slide's width less its gap, halved), so
        // on a phone the arrow does not cover the heart at the image's foot.
        arrowTop="top-[calc(25cqw-3px)] md:top-[calc((100cqw+16px)/6-8px)] min-[60rem]:top-[calc((100cqw+16px)/8-8px)]"
        renderItem={(product) => (
          <ProductCard
            product={product}
            locale={locale}
            action={<CardAddToCart product={product} />}
            heart={<WishlistHeart product={product} />}
          />
        )}
      />
    </section>
  );
}
