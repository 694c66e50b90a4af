import { ChevronLeft } from 'lucide-react';
import { checkoutPath, type CheckoutStep } from '../../lib/checkout/checkout';
import { LocalizedLink } from '../LocalizedLink';
import { useT } from '../../lib/i18n/i18n';

/** Back to the previous step (a link: the browser's Back does the same) and the step's submit button. */
export function StepActions({
  back,
  busy = false,
  submitLabel,
}: {
  back: CheckoutStep | 'cart';
  busy?: boolean;
  /** Without it the step has nothing to submit (e.g. no method to choose). */
  submitLabel?: string;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <LocalizedLink
        to={back === 'cart' ? '/cart' : checkoutPath(back)}
        className="inline-flex min-h-11 items-center gap-1 rounded-full pr-3 text-sm font-medium text-ink-muted hover:text-ink"
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        {back === 'cart' ? t('checkout.backToCart') : t('checkout.back')}
      </LocalizedLink>
      {submitLabel && (
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-12 items-center justify-center rounded-full bg-accent px-8 font-medium text-white hover:bg-accent-strong disabled:opacity-70"
        >
          {submitLabel}
        </button>
      )}
    </div>
  );
}
