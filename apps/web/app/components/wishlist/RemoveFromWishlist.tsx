import { Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { useLocalizePath } from '../../lib/i18n/use-locale';
import {
  WISHLIST_PAGE_PATH,
  WISHLIST_TOGGLE_PATH,
  wishlistStore,
  type WishlistToggleResult,
} from '../../lib/wishlist/wishlist';
import { useT } from '../../lib/i18n/i18n';

interface RemoveFromWishlistProps {
  productId: number;
  variantId: number;
  productName: string;
  /** Dims the row while the removal runs. */
  onPending?: (pending: boolean) => void;
}

/**
 * Takes one wished variant off the wishlist page: a form posting to `/wishlist/toggle`, which comes
 * back to the page without JavaScript; with it a fetcher sends it and the page's list reloads.
 */
export function RemoveFromWishlist({
  productId,
  variantId,
  productName,
  onPending,
}: RemoveFromWishlistProps) {
  const t = useT();
  const localize = useLocalizePath();
  const fetcher = useFetcher<WishlistToggleResult>({ key: `wishlist-remove-${variantId}` });
  const busy = fetcher.state !== 'idle';
  const result = busy ? undefined : fetcher.data;
  const action = localize(WISHLIST_TOGGLE_PATH);

  useEffect(() => onPending?.(busy), [busy, onPending]);
  useEffect(() => {
    if (result?.ok) wishlistStore.set(result.summary);
  }, [result]);

  return (
    <form
      method="post"
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        // Marked as a script's: the answer is data, not a redirect.
        const form = new FormData(event.currentTarget);
        form.set('script', '1');
        void fetcher.submit(form, { method: 'post', action });
      }}
    >
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="variantId" value={variantId} />
      <input type="hidden" name="returnTo" value={localize(WISHLIST_PAGE_PATH)} />
      <button
        type="submit"
        aria-busy={busy || undefined}
        className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-2 text-sm text-ink-muted hover:text-danger aria-busy:cursor-progress"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        <span>{t('wishlist.removeItem')}</span>
        <span className="sr-only">: {productName}</span>
      </button>
      <p role="status" className="text-xs text-danger empty:hidden">
        {result && !result.ok ? result.message : ''}
      </p>
    </form>
  );
}
