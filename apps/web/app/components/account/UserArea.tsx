import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useLocation } from 'react-router';
import { USER_SUMMARY_PATH, userSummaryStore } from '../../lib/user-summary';
import { useLocalizePath } from '../../lib/use-locale';
import { LocalizedLink } from '../LocalizedLink';
import { LoginTrigger } from './LoginTrigger';

const link = 'rounded-sm px-1 py-2 text-ink hover:text-accent';

/**
 * The top bar's user area (SPEC §2). The server renders the guest's links, register and the login
 * trigger (pages are the same for everyone); a logged-in customer's greeting and menu replace them
 * once `/user/summary` answers.
 */
export function UserArea() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const summary = useSyncExternalStore(userSummaryStore.subscribe, userSummaryStore.get, () => null);
  useEffect(() => {
    if (summary === null) void userSummaryStore.load(localize(USER_SUMMARY_PATH));
  }, [summary, localize]);
  // The header stays across pages: the menu closes once one of its links has been followed.
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);

  if (summary?.loggedIn) {
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
  return (
    <ul aria-label={t('chrome.user.label')} className="flex items-center gap-2">
      <li>
        <LocalizedLink to="/register" className={link}>
          {t('chrome.user.register')}
        </LocalizedLink>
      </li>
      <li aria-hidden="true" className="text-line">
        |
      </li>
      <li>
        <LoginTrigger className={`${link} font-medium`} />
      </li>
    </ul>
  );
}
