import type { ProductReview } from '@sakhe/contract';
import { Star } from 'lucide-react';
import type { Locale } from '../../lib/i18n/locale';
import { formatRating, reviewAuthor, reviewDate } from '../../lib/reviews/reviews';
import { useT } from '../../lib/i18n/i18n';

const STARS = 5;

/**
 * One review in the slider. Title and comment are the customer's plain text, rendered as text (React
 * escapes it); line breaks they typed are kept. The card is `relative` so its screen-reader text is
 * clipped with the slide: positioned against the carousel instead, slides out of view would widen the page.
 */
export function ReviewCard({ review, locale }: { review: ProductReview; locale: Locale }) {
  const t = useT();
  const rating = formatRating(review.rating, locale);
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-5">
      <p className="flex items-center gap-2 text-sm">
        <span className="flex text-accent" aria-hidden="true">
          {Array.from({ length: STARS }, (_, index) => (
            <Star
              key={index}
              className={`size-4 fill-current ${index < review.rating ? '' : 'text-line'}`}
              strokeWidth={0}
            />
          ))}
        </span>
        <span className="font-medium text-ink" aria-hidden="true">
          {rating}
        </span>
        <span className="sr-only">{t('product.rating', { rating })}</span>
      </p>
      {review.title && <h3 className="font-semibold break-words text-ink">{review.title}</h3>}
      {review.comment && (
        <p className="line-clamp-[8] break-words whitespace-pre-line text-ink-muted">{review.comment}</p>
      )}
      {review.reply && (
        // The shop's answer, plain text as staff wrote it (React escapes it).
        <div className="rounded-xl bg-surface-sunken px-4 py-3 text-sm" data-review-reply>
          <p className="font-medium text-ink">{t('reviews.shopReply')}</p>
          <p className="mt-1 line-clamp-[6] break-words whitespace-pre-line text-ink-muted">{review.reply}</p>
        </div>
      )}
      <footer className="mt-auto flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 pt-2 text-sm">
        <span className="font-medium text-ink" data-review-author>
          {reviewAuthor(t, review)}
        </span>
        <time dateTime={review.createdAt.replace(' ', 'T') + 'Z'} className="text-ink-muted">
          {reviewDate(t, review.createdAt)}
        </time>
      </footer>
    </article>
  );
}
