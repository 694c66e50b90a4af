import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Where the reviews slider goes; until reviews are served it says there are none. */
export function ProductReviews({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="product-reviews" className="mt-12 border-t border-line pt-10">
      <h2 id="product-reviews" className="scroll-mt-32 text-xl font-semibold text-ink">
        {t('product.reviews')}
      </h2>
      {count === 0 && (
        <p className="mt-4 flex items-center gap-3 rounded-xl bg-surface-sunken px-5 py-6 text-ink-muted">
          <MessageSquare aria-hidden="true" className="size-5 shrink-0" />
          {t('product.noReviews')}
        </p>
      )}
    </section>
  );
}
