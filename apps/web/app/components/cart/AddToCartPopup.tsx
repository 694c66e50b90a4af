import { lazy, Suspense, useSyncExternalStore } from 'react';
import { cartPopup } from '../../lib/cart/popup';
import { useT } from '../../lib/i18n/i18n';

/** The dialog's code: the add-to-cart forms start loading it as they send their first addition. */
export const loadAddToCartDialog = () => import('./AddToCartDialog');
const AddToCartDialog = lazy(loadAddToCartDialog);

/**
 * The add-to-cart popup of the default layout (SPEC §2, §4): the product just added, CONTINUE and
 * CHECKOUT. A non-modal dialog that takes no focus (the shopper keeps browsing); a status line, on the
 * page from the start, announces the addition to screen readers. It stays while pointed at or focused
 * (cart-popup).
 */
export function AddToCartPopup() {
  const t = useT();
  const item = useSyncExternalStore(cartPopup.subscribe, cartPopup.get, () => null);
  return (
    <>
      <p role="status" className="sr-only">
        {item ? t('cart.popup.announce', { name: item.productName }) : ''}
      </p>
      {item && (
        <Suspense fallback={null}>
          <AddToCartDialog key={item.id} item={item} />
        </Suspense>
      )}
    </>
  );
}
