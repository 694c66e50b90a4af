import { Star } from 'lucide-react';
import type { Locale } from '../../lib/i18n/locale';
import { formatRating } from '../../lib/reviews/reviews';
import { useT } from '../../lib/i18n/i18n';

const STARS = 5;

/**
 * Average rating on five stars, with one decimal, and how many reviews it comes from; the count links
 * to the reviews unless it stands among them (`link={false}`).
 */
export function ProductRating({
  rating,
  count,
  locale,
  link = true,
}: {
  rating: number;
  count: number;
  locale: Locale;
  link?: boolean;
}) {
  const t = useT();
  const shown = count > 0 ? Math.min(Math.max(rating, 0), STARS) : 0;
  const value = formatRating(shown, locale);
  return (
    <p className="flex items-center gap-2 text-sm text-ink-muted">
      <span className="relative inline-flex" aria-hidden="true">
        <span className="flex text-line">
          {Array.from({ length: STARS }, (_, index) => (
            <Star key={index} className="size-4 fill-current" strokeWidth={0} />
          ))}
        </span>
        <span
          className="absolute inset-0 flex overflow-hidden text-accent"
          style={{ width: `${(shown / STARS) * 100}%` }}
        >
          {Array.from({ length: STARS }, (_, index) => (
            <Star key={index} className="size-4 shrink-0 fill-current" strokeWidth={0} />
          ))}
        </span>
      </span>
      {count > 0 && (
        <>
          <span className="font-medium text-ink" aria-hidden="true">
            {value}
          </span>
          <span className="sr-only">{t('product.rating', { rating: value })}</span>
        </>
      )}
      {link ? (
        <a
          href="#product-reviews"
          className="rounded-sm underline-offset-2 hover:text-accent hover:underline"
        >
          {t('product.reviewCount', { count })}
        </a>
      ) : (
        <span data-review-count={count}>{t('product.reviewCount', { count })}</span>
      )}
    </p>
  );
}
