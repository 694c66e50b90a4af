import type { Product } from '@sakhe/contract';
import { Heart } from 'lucide-react';
import { useEffect, useSyncExternalStore, type FormEvent } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useLocalizePath } from '../../lib/i18n/use-locale';
import {
  WISHLIST_SUMMARY_PATH,
  WISHLIST_TOGGLE_PATH,
  wishlistStore,
  type WishlistToggleResult,
} from '../../lib/wishlist/wishlist';
import { useT } from '../../lib/i18n/i18n';

export interface WishlistHeartProps {
  product: Pick<Product, 'id' | 'name'>;
  size?: 'card' | 'page';
}

/**
 * Adds the product to the customer's wishlist or takes it off (SPEC §2, §6). The page is the same
 * for everyone, so whether the heart is filled comes from `/wishlist/summary` after hydration. A real
 * form posting to `/wishlist/toggle`: without JavaScript it comes back to this page; with it a
 * fetcher sends it and the heart shows the asked state at once. A guest is sent to the login page.
 */
export function WishlistHeart({ product, size = 'card' }: WishlistHeartProps) {
  const t = useT();
  const localize = useLocalizePath();
  const { pathname, search } = useLocation();
  const fetcher = useFetcher<WishlistToggleResult>();
  const summary = useSyncExternalStore(wishlistStore.subscribe, wishlistStore.get, () => null);
  const busy = fetcher.state !== 'idle';
  const result = busy ? undefined : fetcher.data;

  useEffect(() => {
    if (summary === null) void wishlistStore.load(localize(WISHLIST_SUMMARY_PATH));
  }, [summary, localize]);
  useEffect(() => {
    if (result?.ok) wishlistStore.set(result.summary);
  }, [result]);

  // A customer's heart shows the asked state at once; a guest's is on the way to the login page.
  const asked = summary?.loggedIn === false ? null : fetcher.formData?.get('intent');
  const wished = asked ? asked === 'add' : (summary?.productIds.includes(product.id) ?? false);
  const intent = wished ? 'remove' : 'add';
  const action = localize(WISHLIST_TOGGLE_PATH);
  const returnTo = `${pathname}${search}`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    void fetcher.submit(
      { productId: String(product.id), intent, returnTo, script: '1' },
      { method: 'post', action, defaultShouldRevalidate: false },
    );
  };

  const large = size === 'page';
  return (
    <form method="post" action={action} onSubmit={submit} className="relative">
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button
        type="submit"
        aria-pressed={wished}
        aria-busy={busy || undefined}
        aria-label={t('wishlist.heart', { name: product.name })}
        title={t(wished ? 'wishlist.remove' : 'wishlist.add')}
        data-wished={wished}
        className={`inline-flex items-center justify-center rounded-full border transition-colors motion-reduce:transition-none aria-busy:cursor-progress aria-busy:opacity-70 ${
          large
            ? 'size-12 border-line bg-surface-raised'
            : 'size-10 border-line/60 bg-surface-raised/90 shadow-sm'
        } ${wished ? 'text-accent' : 'text-ink-muted hover:text-accent'}`}
      >
        <Heart
          aria-hidden="true"
          className={large ? 'size-6' : 'size-5'}
          fill={wished ? 'currentColor' : 'none'}
        />
      </button>
      <p role="status" className={large ? 'mt-1 text-xs text-danger empty:hidden' : 'sr-only'}>
        {result && !result.ok ? result.message : ''}
      </p>
    </form>
  );
}
