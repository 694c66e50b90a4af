import { CircleCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ADDED_PARAMETER, type AddedNotice as Notice } from '../../lib/cart/added';
import { useT } from '../../lib/i18n/i18n';
import { LocalizedLink } from '../LocalizedLink';

/**
 * What an add-to-cart form sent without JavaScript comes back to (issue 26, item 20): the product
 * added, how many pieces the cart holds now, and the way on. Shown only while the URL carries the
 * marker (a later navigation with JavaScript keeps the layout's data but leaves the marker behind).
 */
export function AddedNotice({ notice }: { notice: Notice | null }) {
  const t = useT();
  const [searchParams] = useSearchParams();
  if (!notice || searchParams.get(ADDED_PARAMETER) !== notice.variantCode) return null;
  const name = [notice.productName, notice.variantName].filter(Boolean).join(' — ');
  const count = notice.summary.count;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 sm:px-6">
      <div
        role="status"
        data-testid="added-notice"
        className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-accent/30 bg-accent-soft px-4 py-3 text-sm text-ink"
      >
        <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-accent" />
        <p className="min-w-0 flex-1">
          <span className="font-medium">{t('buyBox.added', { name })}</span>{' '}
          {t('buyBox.addedCount', { count })}
        </p>
        <span className="flex gap-2">
          <LocalizedLink
            to="/cart"
            className="inline-flex min-h-10 items-center rounded-full border border-accent px-4 font-medium text-accent hover:bg-surface-raised"
          >
            {t('buyBox.viewCart')}
          </LocalizedLink>
          <LocalizedLink
            to="/checkout"
            className="inline-flex min-h-10 items-center rounded-full bg-accent px-4 font-medium text-white hover:bg-accent-strong"
          >
            {t('buyBox.checkout')}
          </LocalizedLink>
        </span>
      </div>
    </div>
  );
}
