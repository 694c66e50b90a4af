import type { Order } from '@sakhe/contract';
import { itemsBeforeDiscounts } from '../../lib/cart/cart';
import type { Locale } from '../../lib/i18n/locale';
import { formatMoney } from '../../lib/i18n/money';
import { useT } from '../../lib/i18n/i18n';

interface CartTotalsProps {
  order: Pick<
    Order,
    'itemsTotal' | 'orderPromotionTotal' | 'shippingTotal' | 'shippingPromotionTotal' | 'total' | 'couponCode'
  >;
  locale: Locale;
  /** Before the city is known the fee is the API's estimate, and says so. */
  shippingEstimated?: boolean;
}

/** Items, discounts (SPEC §3 orderPromotionTotal), shipping and the total, as a definition list. */
export function CartTotals({ order, locale, shippingEstimated = false }: CartTotalsProps) {
  const t = useT();
  const money = (amount: number) => formatMoney(amount, locale);
  const freeShipping = order.shippingTotal === 0 && order.shippingPromotionTotal < 0;
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-y-2 text-sm">
      <dt className="text-ink-muted">{t('cart.totals.items')}</dt>
      <dd className="pl-4 text-right text-ink" data-total="items">
        {money(itemsBeforeDiscounts(order))}
      </dd>
      {order.orderPromotionTotal !== 0 && (
        <>
          <dt className="text-ink-muted">
            {t('cart.totals.discounts')}
            {order.couponCode && <span className="ml-1 text-xs">({order.couponCode})</span>}
          </dt>
          <dd className="pl-4 text-right font-medium text-danger" data-total="discounts">
            {money(order.orderPromotionTotal)}
          </dd>
        </>
      )}
      <dt className="text-ink-muted">
        {shippingEstimated ? t('cart.totals.shippingEstimated') : t('cart.totals.shipping')}
      </dt>
      <dd className="pl-4 text-right text-ink" data-total="shipping">
        {freeShipping ? t('cart.totals.free') : money(order.shippingTotal)}
      </dd>
      <dt className="mt-2 border-t border-line pt-3 text-base font-semibold text-ink">
        {t('cart.totals.total')}
      </dt>
      <dd
        className="mt-2 border-t border-line pt-3 pl-4 text-right text-base font-semibold text-ink"
        data-total="total"
        data-amount={order.total}
      >
        {money(order.total)}
      </dd>
    </dl>
  );
}
