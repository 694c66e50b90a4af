import type { Order } from '@sakhe/contract';
import { IMAGE_FILTER_SIZE, imageUrl } from '../../lib/catalog/images';
import type { Locale } from '../../lib/i18n/locale';
import { formatMoney } from '../../lib/i18n/money';
import { CartTotals } from '../cart/CartTotals';
import { ImagePlaceholder } from '../product/ImagePlaceholder';
import { useT } from '../../lib/i18n/i18n';

const SIZE = IMAGE_FILTER_SIZE.sylius_small;

/** The order overview beside the checkout steps (and on the complete step): items and totals. */
export function OrderOverview({
  order,
  locale,
  headingLevel = 2,
}: {
  order: Order;
  locale: Locale;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby="order-overview"
      className="rounded-2xl border border-line bg-surface-raised p-5"
    >
      <Heading id="order-overview" className="text-lg font-semibold text-ink">
        {t('checkout.overview.heading')}
      </Heading>
      <ul className="mt-4 divide-y divide-line">
        {order.items.map((item) => (
          <li key={item.id} className="flex gap-3 py-3 first:pt-0">
            <div className="size-14 shrink-0 overflow-hidden rounded-lg border border-line/60 bg-surface-raised">
              {item.image ? (
                <img
                  src={imageUrl(item.image, 'sylius_small')}
                  alt=""
                  width={SIZE}
                  height={SIZE}
                  loading="lazy"
                  className="size-full object-contain"
                />
              ) : (
                <ImagePlaceholder className="[&_span]:hidden" />
              )}
            </div>
            <div className="min-w-0 flex-1 text-sm">
              {item.brandName && <p className="text-xs text-ink-muted">{item.brandName}</p>}
              <p className="line-clamp-2 font-medium text-ink">{item.productName}</p>
              {item.variantName && <p className="text-xs text-ink-muted">{item.variantName}</p>}
              <p className="mt-0.5 text-ink-muted">
                {t('checkout.overview.quantity', { count: item.quantity })}
              </p>
            </div>
            <p className="text-sm font-medium whitespace-nowrap text-ink">
              {formatMoney(item.subtotal, locale)}
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-4 border-t border-line pt-4">
        <CartTotals order={order} locale={locale} shippingEstimated={order.checkoutState === 'cart'} />
      </div>
    </section>
  );
}
