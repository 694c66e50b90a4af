import { ShoppingBag } from 'lucide-react';
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { CART_SUMMARY_PATH, cartSummaryStore, type CartSummaryData } from '../../lib/cart/cart';
import { formatMoney } from '../../lib/i18n/money';
import { useLocale, useLocalizePath } from '../../lib/i18n/use-locale';
import { LocalizedLink } from '../LocalizedLink';
import { useT } from '../../lib/i18n/i18n';

/**
 * The summary a page rendered for one shopper already knows: after an add-to-cart form sent without
 * JavaScript (`?added=`, never from the page cache), the layout gives it, so the count is in the HTML.
 */
export const CartSummarySeed = createContext<CartSummaryData | null>(null);

/**
 * The header's cart link with the number of pieces and their total (SPEC §2). The server renders the
 * bare link (the page is the same for every shopper) and the numbers arrive after hydration, unless
 * the page was rendered for this shopper with its seed.
 */
export function CartSummary() {
  const t = useT();
  const locale = useLocale();
  const localize = useLocalizePath();
  const seed = useContext(CartSummarySeed);
  const summary = useSyncExternalStore(
    cartSummaryStore.subscribe,
    () => cartSummaryStore.get() ?? seed,
    () => seed,
  );

  useEffect(() => {
    if (summary === null) void cartSummaryStore.load(localize(CART_SUMMARY_PATH));
  }, [summary, localize]);

  const count = summary?.count ?? 0;
  const total = summary ? formatMoney(summary.total, locale) : null;
  return (
    <LocalizedLink
      to="/cart"
      className="relative inline-flex min-h-11 items-center gap-2 rounded-full px-2.5 text-ink hover:bg-surface-sunken hover:text-accent"
    >
      <span className="relative">
        <ShoppingBag aria-hidden="true" className="size-6" />
        {count > 0 && (
          <span
            aria-hidden="true"
            data-cart-count={count}
            className="absolute -top-1.5 -right-2 inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[0.6875rem] leading-5 font-semibold text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </span>
      {total !== null && count > 0 && (
        <span
          aria-hidden="true"
          data-cart-total={summary?.total}
          className="hidden text-sm font-medium sm:inline"
        >
          {total}
        </span>
      )}
      <span className="sr-only">
        {summary && count > 0 ? t('cart.summary.label', { count, total }) : t('cart.summary.empty')}
      </span>
    </LocalizedLink>
  );
}
