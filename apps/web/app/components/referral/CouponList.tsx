import type { CustomerCoupon } from '@sakhe/contract';
import { TicketPercent } from 'lucide-react';
import { dateOf, offerText } from '../../lib/referral/referral';
import { useLocale } from '../../lib/i18n/use-locale';
import { LocalizedLink } from '../LocalizedLink';
import { useT } from '../../lib/i18n/i18n';

/** The customer's usable coupons, each with what it gives, until when, and the way to the cart. */
export function CouponList({ coupons }: { coupons: CustomerCoupon[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="referral-coupons" className="grid gap-3">
      <h2 id="referral-coupons" className="text-lg font-semibold text-ink">
        {t('referral.couponsHeading')}
      </h2>
      {coupons.length === 0 ? (
        <p className="text-ink-muted">{t('referral.couponsEmpty')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {coupons.map((coupon) => (
            <li
              key={coupon.code}
              className="grid gap-1 rounded-xl border border-dashed border-accent/40 bg-accent-soft p-4"
              data-coupon={coupon.code}
            >
              <p className="flex items-center gap-2 font-mono font-semibold text-accent-strong">
                <TicketPercent aria-hidden="true" className="size-4" />
                {coupon.code}
              </p>
              <p className="text-sm text-ink">{offerText(t, coupon, locale, { withFirstOrder: true })}</p>
              {coupon.expiresAt && (
                <p className="text-xs text-ink-muted">
                  {t('referral.expires', { date: dateOf(coupon.expiresAt) })}
                </p>
              )}
              <LocalizedLink to="/cart" className="text-sm font-medium text-accent hover:underline">
                {t('referral.useInCart')}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
