import type { OrderItem } from '@sakhe/contract';
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { analyticsPrice, track } from '../../lib/analytics/analytics';
import type { CartActionResult } from '../../lib/cart/cart';
import type { Locale } from '../../lib/i18n/locale';
import { formatMoney } from '../../lib/i18n/money';
import { isLatinText } from '../../lib/catalog/product';
import { LocalizedLink } from '../LocalizedLink';
import { LineImage } from '../product/LineImage';
import { QuantityControl } from './QuantityControl';
import { RemoveItem } from './RemoveItem';
import { useT } from '../../lib/i18n/i18n';

interface CartItemRowProps {
  item: OrderItem;
  locale: Locale;
  action: string;
  /** The page's own action answer (a form sent without JavaScript), when it is about this row. */
  pageResult: CartActionResult | undefined;
  confirmingRemoval: boolean;
}

function analyticsItem(item: OrderItem, quantity: number) {
  return {
    item_id: item.variantCode,
    item_name: item.productName,
    item_brand: item.brandName,
    item_variant: item.variantName,
    price: analyticsPrice(item.discountedUnitPrice),
    quantity,
  };
}

/** One line of the cart: picture, brand, name, variant, unit price, quantity, line total, remove. */
export function CartItemRow({ item, locale, action, pageResult, confirmingRemoval }: CartItemRowProps) {
  const t = useT();
  const fetcher = useFetcher<CartActionResult>({ key: `cart-item-${item.id}` });
  const result = fetcher.state === 'idle' ? (fetcher.data ?? pageResult) : undefined;
  const removing = fetcher.formData?.get('intent') === 'remove';
  const productPath = item.productSlug ? `/shop/product/${encodeURIComponent(item.productSlug)}` : null;
  const discounted = item.originalUnitPrice > item.discountedUnitPrice;

  // Analytics: quantities that went up are additions, the rest removals (GA4 has no "change").
  useEffect(() => {
    const change = fetcher.data?.ok ? fetcher.data.change : undefined;
    if (!change || change.from === change.to) return;
    const delta = change.to - change.from;
    track(delta > 0 ? 'add_to_cart' : 'remove_from_cart', {
      currency: 'GEL',
      value: analyticsPrice(Math.abs(delta) * item.discountedUnitPrice),
      items: [analyticsItem(item, Math.abs(delta))],
    });
    // Once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data]);

  const name = productPath ? (
    <LocalizedLink to={productPath} className="rounded-sm hover:text-accent">
      {item.productName}
    </LocalizedLink>
  ) : (
    item.productName
  );

  return (
    <li
      data-item={item.variantCode}
      className={`grid grid-cols-[5rem_1fr] gap-x-4 gap-y-3 py-5 sm:grid-cols-[6rem_1fr] ${removing ? 'opacity-50' : ''}`}
    >
      <LineImage path={item.image} className="row-span-2" />
      <div className="min-w-0">
        {item.brandName && (
          <p
            className={`text-ink-muted ${isLatinText(item.brandName) ? 'text-sm tracking-wide [font-variant-caps:all-small-caps]' : 'text-xs'}`}
          >
            {item.brandName}
          </p>
        )}
        <h2 className="text-sm leading-snug font-medium text-ink sm:text-base">{name}</h2>
        {item.variantName && <p className="mt-0.5 text-sm text-ink-muted">{item.variantName}</p>}
        <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="sr-only">{t('cart.item.unitPrice')}</span>
          <span
            className={`font-medium ${discounted ? 'text-danger' : 'text-ink'}`}
            data-unit-price={item.discountedUnitPrice}
          >
            {formatMoney(item.discountedUnitPrice, locale)}
          </span>
          {discounted && (
            <>
              <span className="sr-only">{t('product.originalPrice')}</span>
              <s className="text-ink-muted">{formatMoney(item.originalUnitPrice, locale)}</s>
            </>
          )}
        </p>
      </div>
      <div className="col-start-2 flex flex-wrap items-center gap-x-4 gap-y-2">
        <QuantityControl
          itemId={item.id}
          productName={item.productName}
          quantity={item.quantity}
          action={action}
          fetcher={fetcher}
        />
        <RemoveItem
          itemId={item.id}
          productName={item.productName}
          action={action}
          fetcher={fetcher}
          confirming={confirmingRemoval}
        />
        <p className="ml-auto text-base font-semibold text-ink" data-line-total={item.subtotal}>
          <span className="sr-only">{t('cart.item.lineTotal')} </span>
          {formatMoney(item.subtotal, locale)}
        </p>
      </div>
      <p role="status" className="col-start-2 text-sm text-danger empty:hidden">
        {result && !result.ok ? result.message : ''}
      </p>
    </li>
  );
}
