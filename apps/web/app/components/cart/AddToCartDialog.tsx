import { CircleCheck, X } from 'lucide-react';
import { useId, type FocusEvent } from 'react';
import { cartPopup, type AddedProduct } from '../../lib/cart/popup';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatMoney } from '../../lib/i18n/money';
import { LocalizedLink } from '../LocalizedLink';
import { LineImage } from '../product/LineImage';
import { FreeShippingMeter } from './FreeShippingMeter';
import { useT } from '../../lib/i18n/i18n';

/**
 * The popup itself (AddToCartPopup): the product just added (picture, variant, price, how many are in the
 * cart), how far the cart is from free delivery, CONTINUE and CHECKOUT. Its code loads with the first
 * addition. On a desktop it opens below the header, clear of the header's cart it just updated.
 */
export default function AddToCartDialog({ item }: { item: AddedProduct }) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) cartPopup.resume();
  };
  // Georgian has no capitals; the spec's CONTINUE / CHECKOUT are capitals in English only.
  const caps = locale === 'en' ? 'uppercase tracking-wide' : '';

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="add-to-cart-popup"
      onMouseEnter={cartPopup.pause}
      onMouseLeave={cartPopup.resume}
      onFocus={cartPopup.pause}
      onBlur={onBlur}
      onKeyDown={(event) => {
        if (event.key === 'Escape') cartPopup.dismiss();
      }}
      className="fixed inset-x-3 bottom-28 z-50 animate-[sakhe-fade-in_200ms_ease-out] rounded-2xl border border-line bg-surface-raised p-4 shadow-[0_12px_32px_rgb(31_27_25/0.16)] sm:inset-x-auto sm:right-6 sm:w-96 lg:top-44 lg:bottom-auto"
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="flex items-center gap-1.5 text-sm font-medium text-ink-muted">
            <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-accent" />
            {t('cart.popup.title')}
          </h2>
          <div className="mt-3 flex items-start gap-3">
            <LineImage path={item.image} className="w-16 shrink-0" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="line-clamp-2 font-medium text-ink">{item.productName}</p>
              {item.variantName && <p className="mt-0.5 text-ink-muted">{item.variantName}</p>}
              <p className="mt-1 text-ink">
                <span className="font-semibold">{formatMoney(item.unitPrice, locale)}</span>
                {item.quantity > 1 && (
                  <span className="ml-2 text-ink-muted">
                    {t('cart.popup.inCart', { count: item.quantity })}
                  </span>
                )}
              </p>
            </div>
          </div>
        </div>
        <button
          type="button"
          onClick={cartPopup.dismiss}
          className="-mt-1 -mr-1 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface-sunken hover:text-ink"
        >
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('cart.popup.close')}</span>
        </button>
      </div>
      {item.freeShipping && (
        <div className="mt-4 border-t border-line pt-3">
          <FreeShippingMeter progress={item.freeShipping} locale={locale} />
        </div>
      )}
      <div className="mt-4 grid grid-cols-2 gap-2">
        <button
          type="button"
          onClick={cartPopup.dismiss}
          className={`min-h-11 rounded-full border border-line px-4 text-sm font-medium text-ink hover:border-ink ${caps}`}
        >
          {t('cart.popup.continue')}
        </button>
        <LocalizedLink
          to="/checkout"
          onClick={cartPopup.dismiss}
          className={`inline-flex min-h-11 items-center justify-center rounded-full bg-accent px-4 text-sm font-medium text-white hover:bg-accent-strong ${caps}`}
        >
          {t('cart.popup.checkout')}
        </LocalizedLink>
      </div>
    </section>
  );
}
