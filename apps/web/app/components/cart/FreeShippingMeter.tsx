import { Truck } from 'lucide-react';
import type { FreeShippingProgress } from '../../lib/cart/cart';
import { useT } from '../../lib/i18n/i18n';
import type { Locale } from '../../lib/i18n/locale';
import { formatMoney } from '../../lib/i18n/money';

/**
 * How much more earns free delivery, with a bar that fills towards it; once reached, that delivery is
 * free. Shown in the cart and in the add-to-cart popup (issue 26, item 15).
 */
export function FreeShippingMeter({ progress, locale }: { progress: FreeShippingProgress; locale: Locale }) {
  const t = useT();
  const { threshold, remaining } = progress;
  const reached = remaining === 0;
  const filled = Math.round(((threshold - remaining) / threshold) * 100);
  return (
    <div data-testid="free-shipping">
      <p className="flex items-start gap-2 text-sm text-ink">
        <Truck
          aria-hidden="true"
          className={`mt-0.5 size-4 shrink-0 ${reached ? 'text-accent' : 'text-ink-muted'}`}
        />
        <span>
          {reached
            ? t('cart.freeShipping.reached')
            : t('cart.freeShipping.remaining', { amount: formatMoney(remaining, locale) })}
        </span>
      </p>
      <div
        role="progressbar"
        aria-label={t('cart.freeShipping.label', { amount: formatMoney(threshold, locale) })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={filled}
        className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface-sunken"
      >
        <div className="h-full rounded-full bg-accent" style={{ width: `${filled}%` }} />
      </div>
    </div>
  );
}
