import type { ProductReview } from '@sakhe/contract';
import { MessageSquare } from 'lucide-react';
import { Suspense } from 'react';
import { Await } from 'react-router';
import type { Locale } from '../../lib/i18n/locale';
import { shownReviews } from '../../lib/reviews/reviews';
import { useProductRating, useReviewResult } from '../../lib/reviews/use-review-result';
import { Carousel } from '../home/Carousel';
import { AddReview } from './AddReview';
import { ProductRating } from './ProductRating';
import { ReviewCard } from './ReviewCard';
import { useT } from '../../lib/i18n/i18n';

/** The slider's slides, also the placeholder's. */
const SLIDE = 'basis-full sm:basis-1/2 lg:basis-1/3';

/**
 * The product page's reviews (SPEC §2): the rating with its count, the add-review popup, and the newest
 * reviews in a slider, or 'Product has no reviews'. The reviews stream in after the page (the loader
 * defers them): the rating and the popup come with the product, and the slider's place is held until
 * they arrive. A review just added shows at once, from the action's answer, even while the page (a
 * cached copy) does not list it yet.
 */
export function ProductReviews({
  product,
  reviews,
  locale,
}: {
  product: { code: string; name: string; averageRating: number; reviewCount: number };
  /** Resolves to null when they could not be loaded: the slider is left out, the rest still works. */
  reviews: Promise<ProductReview[] | null>;
  locale: Locale;
}) {
  const t = useT();
  const result = useReviewResult(product.code);
  // A review the shop holds for a moderator is thanked for, not shown (nor counted) yet.
  const held = result?.ok === true && result.review.status !== 'accepted';
  const added = result?.ok && !held ? result.review : null;
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
      {(added || held) && (
        <p role="status" className="mt-6 rounded-xl bg-accent-soft px-5 py-4 font-medium text-ink">
          {t(held ? 'reviews.pending' : 'reviews.added')}
        </p>
      )}
      <Suspense
        fallback={
          // A product without reviews has none to wait for: what will show is known.
          product.reviewCount === 0 ? (
            <ReviewList reviews={[]} added={added} locale={locale} />
          ) : (
            <ReviewsPlaceholder count={product.reviewCount} />
          )
        }
      >
        <Await resolve={reviews} errorElement={<ReviewList reviews={null} added={added} locale={locale} />}>
          {(loaded) => <ReviewList reviews={loaded} added={added} locale={locale} />}
        </Await>
      </Suspense>
    </section>
  );
}

function ReviewList({
  reviews,
  added,
  locale,
}: {
  reviews: ProductReview[] | null;
  added: ProductReview | null;
  locale: Locale;
}) {
  const t = useT();
  const shown = reviews === null ? (added ? [added] : null) : shownReviews(reviews, added);
  if (shown === null) return null;
  if (shown.length === 0) {
    return (
      <p className="mt-6 flex items-center gap-3 rounded-xl bg-surface-sunken px-5 py-6 text-ink-muted">
        <MessageSquare aria-hidden="true" className="size-5 shrink-0" />
        {t('product.noReviews')}
      </p>
    );
  }
  return (
    <div className="mt-6">
      {/* Named apart from its section ("Reviews"): two landmarks of one name cannot be told apart. */}
      <Carousel
        label={t('product.reviewSlides')}
        items={shown}
        keyOf={(review) => String(review.id)}
        renderItem={(review) => <ReviewCard review={review} locale={locale} />}
        slideClassName={SLIDE}
        arrows="outside"
      />
    </div>
  );
}

/** Where the slider will be, as many cards as fit (at most the product's reviews), while they load. */
function ReviewsPlaceholder({ count }: { count: number }) {
  const shown = ['', 'hidden sm:block', 'hidden lg:block'].slice(0, count);
  return (
    <div aria-hidden="true" data-reviews-loading className="mt-6 flex overflow-hidden -ml-3 sm:-ml-4">
      {shown.map((visibility, index) => (
        <div key={index} className={`shrink-0 pl-3 sm:pl-4 ${SLIDE} ${visibility}`}>
          <div className="h-48 rounded-2xl border border-line bg-surface-sunken" />
        </div>
      ))}
    </div>
  );
}
