import type { CustomerCoupon } from '@sakhe/contract';
import { TicketPercent, X } from 'lucide-react';
import { useId } from 'react';
import { useFetcher } from 'react-router';
import type { CartActionResult } from '../../lib/cart/cart';
import { offerText } from '../../lib/referral/referral';
import { useLocale } from '../../lib/i18n/use-locale';
import { useT } from '../../lib/i18n/i18n';

interface PromoCodeFormProps {
  couponCode: string | undefined;
  /** The logged-in customer's own coupons, each applied with one click. */
  coupons?: CustomerCoupon[];
  action: string;
  /** The page's own action answer (a form sent without JavaScript). */
  pageResult: CartActionResult | undefined;
}

/** The promo code: a field to apply one, or the applied code with a way to remove it. */
export function PromoCodeForm({ couponCode, coupons = [], action, pageResult }: PromoCodeFormProps) {
  const t = useT();
  const locale = useLocale();
  const fetcher = useFetcher<CartActionResult>({ key: 'cart-coupon' });
  const inputId = useId();
  const errorId = useId();
  const busy = fetcher.state !== 'idle';
  const result = busy ? undefined : (fetcher.data ?? pageResult);
  const error =
    result && !result.ok && (result.intent === 'coupon' || result.intent === 'coupon-remove')
      ? result.message
      : null;

  if (couponCode) {
    return (
      <fetcher.Form
        method="post"
        action={action}
        defaultShouldRevalidate={false}
        className="flex items-center justify-between gap-3 rounded-xl bg-accent-soft px-3 py-2 text-sm"
      >
        <input type="hidden" name="intent" value="coupon-remove" />
        <p className="flex items-center gap-2 text-ink">
          <TicketPercent aria-hidden="true" className="size-4 text-accent" />
          <span>{t('cart.promo.applied', { code: couponCode })}</span>
        </p>
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-10 items-center gap-1 rounded-full px-2 font-medium text-accent hover:text-accent-strong"
        >
          <X aria-hidden="true" className="size-4" />
          {t('cart.promo.remove')}
          <span className="sr-only">: {couponCode}</span>
        </button>
      </fetcher.Form>
    );
  }

  return (
    <>
      <fetcher.Form method="post" action={action} defaultShouldRevalidate={false} noValidate>
        <input type="hidden" name="intent" value="coupon" />
        <label htmlFor={inputId} className="text-sm font-medium text-ink">
          {t('cart.promo.label')}
        </label>
        <div className="mt-1.5 flex gap-2">
          {/* No width of its own (w-0): a field's default width made the summary, and the page with it, wider than a phone. */}
          <input
            id={inputId}
            name="couponCode"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={255}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="min-h-11 w-0 min-w-0 flex-1 rounded-full border border-line bg-surface-raised px-4 text-sm text-ink placeholder:text-ink-muted aria-invalid:border-danger"
          />
          <button
            type="submit"
            disabled={busy}
            className="min-h-11 rounded-full border border-ink px-5 text-sm font-medium text-ink hover:bg-ink hover:text-white disabled:opacity-60"
          >
            {t('cart.promo.apply')}
          </button>
        </div>
        <p id={errorId} role="status" className="mt-1.5 text-sm text-danger empty:hidden">
          {error ?? ''}
        </p>
      </fetcher.Form>
      {coupons.length > 0 && (
        <div className="mt-3">
          <p className="text-sm font-medium text-ink">{t('cart.promo.yourCoupons')}</p>
          <ul className="mt-1.5 grid gap-2">
            {coupons.map((coupon) => (
              <li key={coupon.code}>
                <fetcher.Form
                  method="post"
                  action={action}
                  defaultShouldRevalidate={false}
                  className="flex items-center justify-between gap-3 rounded-xl border border-dashed border-accent/40 bg-accent-soft px-3 py-2 text-sm"
                >
                  <input type="hidden" name="intent" value="coupon" />
                  <input type="hidden" name="couponCode" value={coupon.code} />
                  <span className="min-w-0">
                    <span className="block font-mono font-semibold text-accent-strong">{coupon.code}</span>
                    <span className="block text-ink">
                      {offerText(t, coupon, locale, { withFirstOrder: true })}
                    </span>
                  </span>
                  <button
                    type="submit"
                    disabled={busy}
                    className="min-h-10 shrink-0 rounded-full bg-accent px-4 font-medium text-white hover:bg-accent-strong disabled:opacity-60"
                  >
                    {t('cart.promo.useCoupon')}
                    <span className="sr-only">: {coupon.code}</span>
                  </button>
                </fetcher.Form>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
