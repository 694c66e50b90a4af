import { useEffect, useRef } from 'react';
import { Form, useLocation } from 'react-router';
import type { UserSummary } from '../../lib/account/user-summary';
import { useLocalizePath } from '../../lib/i18n/use-locale';
import { LocalizedLink } from '../LocalizedLink';
import { USER_LINK_CLASS as link } from './UserArea';
import { useT } from '../../lib/i18n/i18n';

type LoggedInSummary = Extract<UserSummary, { loggedIn: true }>;

/** A logged-in customer's greeting and menu in the top bar (UserArea); its code loads for customers only. */
export default function AccountMenu({ summary }: { summary: LoggedInSummary }) {
  const t = useT();
  const localize = useLocalizePath();
  // The header stays across pages: the menu closes once one of its links has been followed.
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);

  return (
    <details ref={menu} className="relative">
      <summary className={`${link} cursor-pointer list-none font-medium`} data-user-greeting>
        {t('account.nav.greeting', { name: summary.firstName })}
      </summary>
      <ul
        aria-label={t('account.nav.menu')}
        className="absolute right-0 z-50 mt-2 grid w-56 gap-1 rounded-xl border border-line bg-surface-raised p-2 shadow-lg"
      >
        <li>
          <LocalizedLink to="/user/orders" className={`block ${link} px-2`}>
            {t('account.nav.myOrders', { count: summary.ordersCount })}
          </LocalizedLink>
        </li>
        <li>
          <LocalizedLink to="/user/profile" className={`block ${link} px-2`}>
            {t('account.nav.profile')}
          </LocalizedLink>
        </li>
        <li>
          <LocalizedLink to="/user/addresses" className={`block ${link} px-2`}>
            {t('account.nav.addresses')}
          </LocalizedLink>
        </li>
        <li>
          <LocalizedLink to="/user/wishlist" className={`block ${link} px-2`}>
            {t('account.nav.wishlist')}
          </LocalizedLink>
        </li>
        <li>
          <LocalizedLink to="/user/referral" className={`block ${link} px-2`}>
            {t('account.nav.referral')}
          </LocalizedLink>
        </li>
        <li>
          <Form method="post" action={localize('/logout')} reloadDocument>
            <button type="submit" className={`block w-full text-left ${link} px-2`}>
              {t('account.nav.logout')}
            </button>
          </Form>
        </li>
      </ul>
    </details>
  );
}
