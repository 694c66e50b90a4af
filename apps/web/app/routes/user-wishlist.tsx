import { Heart } from 'lucide-react';
import { useEffect } from 'react';
import { data } from 'react-router';
import { LocalizedLink } from '../components/LocalizedLink';
import { WishlistItemRow } from '../components/wishlist/WishlistItemRow';
import { accountHeaders, requireCustomer } from '../lib/account/account.server';
import { PRIVATE_NO_STORE } from '../lib/cart/cart.server';
import { requireLocale } from '../lib/http/route-params';
import { useLocale } from '../lib/i18n/use-locale';
import { wishlistStore } from '../lib/wishlist/wishlist';
import { loadOwnWishlist, summarizeWishlist } from '../lib/wishlist/wishlist.server';
import type { Route } from './+types/user-wishlist';
import { useT } from '../lib/i18n/i18n';

/** The customer's wishlist (SPEC §2 /user/wishlist): one API call brings every item with its product. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const input = { context, request, locale: requireLocale(params.lang) };
  await requireCustomer(input);
  const wishlist = await loadOwnWishlist(input);
  const entries = wishlist?.wishlistProducts ?? [];
  return data({ entries, summary: summarizeWishlist(wishlist) }, { headers: await accountHeaders(input) });
}

export function headers() {
  return { 'Cache-Control': PRIVATE_NO_STORE };
}

export default function UserWishlist({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { entries, summary } = loaderData;
  // The page knows the wishlist: the hearts elsewhere need not ask again.
  useEffect(() => wishlistStore.set(summary), [summary]);

  return (
    <section aria-labelledby="wishlist-heading" className="grid gap-4">
      <title>{t('account.title.wishlist')}</title>
      <h1 id="wishlist-heading" className="text-2xl font-semibold text-ink">
        {t('account.title.wishlist')}
      </h1>
      {entries.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-line px-6 py-14 text-center">
          <Heart aria-hidden="true" className="size-10 text-ink-muted" strokeWidth={1.5} />
          <p className="mt-4 text-lg font-medium text-ink">{t('wishlist.empty')}</p>
          <p className="mt-1 max-w-sm text-sm text-ink-muted">{t('wishlist.emptyHint')}</p>
          <LocalizedLink
            to="/shop"
            className="mt-6 inline-flex min-h-11 items-center rounded-full bg-accent px-5 text-sm font-medium text-white hover:bg-accent-strong"
          >
            {t('wishlist.browse')}
          </LocalizedLink>
        </div>
      ) : (
        <>
          <p className="text-sm text-ink-muted">{t('wishlist.count', { count: entries.length })}</p>
          <ul className="divide-y divide-line border-y border-line">
            {entries.map((entry) => (
              <WishlistItemRow key={entry.variant.id} entry={entry} locale={locale} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
