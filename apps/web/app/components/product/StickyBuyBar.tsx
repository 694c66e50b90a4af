import type { ProductVariant } from '@sakhe/contract';
import { ShoppingBag } from 'lucide-react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '../../lib/browser/use-hydrated';
import { variantName } from '../../lib/catalog/product';
import type { Locale } from '../../lib/i18n/locale';
import { useT } from '../../lib/i18n/i18n';
import { ProductPrice } from './ProductPrice';

interface StickyBuyBarProps {
  /** The product page's add-to-cart form: watched, and submitted by this bar's button. */
  formId: string;
  productName: string;
  variant: ProductVariant;
  /** Whether the product has more than one variant (then the bar names the chosen one). */
  named: boolean;
  locale: Locale;
}

/**
 * The phone's buy bar (issue 26, item 3): price, the chosen variant and add to cart, fixed above the
 * bottom menu whenever the page's own add-to-cart form is out of sight: scrolled away up, or not yet
 * reached below the pictures and shades (then the first screen has a button all the same), and gone
 * while the form itself shows. Fixed, so nothing on the page moves when it comes; without JavaScript it
 * never shows (the page's form is all there is). Its button submits the page's form, so the quantity
 * chosen there goes along.
 */
export function StickyBuyBar({ formId, productName, variant, named, locale }: StickyBuyBarProps) {
  const t = useT();
  const [shown, setShown] = useState(false);
  // Outside the page's <main> (a bar of the screen, not of the page's content); after hydration only.
  const hydrated = useHydrated();

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!form || typeof IntersectionObserver === 'undefined') return;
    // Shown unless the whole form is in sight: a button cut by the screen's edge counts as gone.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setShown(entry.intersectionRatio < 0.99);
      },
      { threshold: [0, 0.99] },
    );
    observer.observe(form);
    return () => observer.disconnect();
  }, [formId]);

  if (!variant.inStock || !hydrated) return null;
  return createPortal(
    <div
      data-testid="sticky-buy-bar"
      data-shown={shown}
      aria-hidden={!shown}
      inert={!shown}
      className={`fixed inset-x-0 bottom-24 z-30 border-t border-line bg-surface-raised/95 px-4 py-2 shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur transition-[translate,opacity] duration-200 motion-reduce:transition-none lg:hidden ${
        shown ? 'translate-y-0 opacity-100' : 'pointer-events-none invisible translate-y-4 opacity-0'
      }`}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm text-ink">
            {productName}
            {named && <span className="text-ink-muted"> · {variantName(variant, locale)}</span>}
          </p>
          <ProductPrice price={variant.price} originalPrice={variant.originalPrice} locale={locale} />
        </div>
        <button
          type="submit"
          form={formId}
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full bg-accent px-5 text-sm font-medium text-white hover:bg-accent-strong"
        >
          <ShoppingBag aria-hidden="true" className="size-4" />
          {t('cart.add')}
        </button>
      </div>
    </div>,
    document.body,
  );
}
