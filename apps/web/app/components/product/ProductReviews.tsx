import type { ProductReview } from '@sakhe/contract';
import { MessageSquare } from 'lucide-react';
import type { Locale } from '../../lib/i18n/locale';
import { shownReviews } from '../../lib/reviews/reviews';
import { useProductRating, useReviewResult } from '../../lib/reviews/use-review-result';
import { Carousel } from '../home/Carousel';
import { AddReview } from './AddReview';
import { ProductRating } from './ProductRating';
import { ReviewCard } from './ReviewCard';
import { useT } from '../../lib/i18n/i18n';

/**
 * The product page's reviews (SPEC §2): the rating with its count, the add-review popup, and the newest
 * reviews in a slider, or 'Product has no reviews'. A review just added shows at once, from the action's
 * answer, even while the page (a cached copy) does not list it yet.
 */
export function ProductReviews({
  product,
  reviews,
  locale,
}: {
  product: { code: string; name: string; averageRating: number; reviewCount: number };
  /** Null when they could not be loaded: the slider is left out, the rest still works. */
  reviews: ProductReview[] | null;
  locale: Locale;
}) {
  const t = useT();
  const result = useReviewResult(product.code);
  const added = result?.ok ? result.review : null;
  const shown = reviews === null ? (added ? [added] : null) : shownReviews(reviews, added);
  const { averageRating, reviewCount } = useProductRating(product);

  return (
    <section aria-labelledby="product-reviews" className="mt-12 border-t border-line pt-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="grid gap-1">
          <h2 id="product-reviews" className="scroll-mt-32 text-xl font-semibold text-ink">
            {t('product.reviews')}
          </h2>
          <ProductRating rating={averageRating} count={reviewCount} locale={locale} link={false} />
        </div>
        <AddReview productCode={product.code} productName={product.name} />
      </div>
      {added && (
        <p role="status" className="mt-6 rounded-xl bg-accent-soft px-5 py-4 font-medium text-ink">
          {t('reviews.added')}
        </p>
      )}
      {shown?.length === 0 && (
        <p className="mt-6 flex items-center gap-3 rounded-xl bg-surface-sunken px-5 py-6 text-ink-muted">
          <MessageSquare aria-hidden="true" className="size-5 shrink-0" />
          {t('product.noReviews')}
        </p>
      )}
      {shown && shown.length > 0 && (
        <div className="mt-6">
          <Carousel
            labelledBy="product-reviews"
            items={shown}
            keyOf={(review) => String(review.id)}
            renderItem={(review) => <ReviewCard review={review} locale={locale} />}
            slideClassName="basis-full sm:basis-1/2 lg:basis-1/3"
            arrows="outside"
          />
        </div>
      )}
    </section>
  );
}
