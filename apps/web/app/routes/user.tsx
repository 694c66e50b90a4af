import { data, Form, NavLink, Outlet } from 'react-router';
import { accountHeaders, requireCustomer } from '../lib/account/account.server';
import { PRIVATE_NO_STORE } from '../lib/cart/cart.server';
import { requireLocale } from '../lib/http/route-params';
import { useLocalizePath } from '../lib/i18n/use-locale';
import type { Route } from './+types/user';
import { useT } from '../lib/i18n/i18n';

/** The account area: only for logged-in customers (a guest goes to register). */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const input = { context, request, locale: requireLocale(params.lang) };
  const customerId = await requireCustomer(input);
  return data({ customerId }, { headers: await accountHeaders(input) });
}

export function headers() {
  return { 'Cache-Control': PRIVATE_NO_STORE };
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

const SECTIONS = [
  ['/user/profile', 'account.nav.profile'],
  ['/user/orders', 'account.nav.orders'],
  ['/user/addresses', 'account.nav.addresses'],
  ['/user/wishlist', 'account.nav.wishlist'],
  ['/user/referral', 'account.nav.referral'],
] as const;

export default function UserLayout() {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[14rem_1fr]">
      {/* min-w-0: on a phone the row of sections scrolls instead of widening the page. */}
      <nav aria-label={t('account.nav.label')} className="min-w-0">
        <ul className="flex gap-2 overflow-x-auto lg:grid">
          {SECTIONS.map(([path, label]) => (
            <li key={path}>
              <NavLink
                to={localize(path)}
                className="block rounded-full px-4 py-2 whitespace-nowrap text-ink hover:text-accent aria-[current=page]:bg-accent/10 aria-[current=page]:text-accent"
              >
                {t(label)}
              </NavLink>
            </li>
          ))}
          <li>
            <Form method="post" action={localize('/logout')} reloadDocument>
              <button
                type="submit"
                className="block w-full rounded-full px-4 py-2 text-left whitespace-nowrap text-ink hover:text-accent"
              >
                {t('account.nav.logout')}
              </button>
            </Form>
          </li>
        </ul>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
