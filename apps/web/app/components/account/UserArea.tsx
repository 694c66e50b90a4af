import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { USER_SUMMARY_PATH, userSummaryStore } from '../../lib/account/user-summary';
import { useLocalizePath } from '../../lib/i18n/use-locale';
import { LocalizedLink } from '../LocalizedLink';
import { LoginTrigger } from './LoginTrigger';
import { useT } from '../../lib/i18n/i18n';

export const USER_LINK_CLASS = 'rounded-sm px-1 py-2 text-ink hover:text-accent';
const link = USER_LINK_CLASS;

const AccountMenu = lazy(() => import('./AccountMenu'));

/**
 * The top bar's user area (SPEC §2). The server renders the guest's links, register and the login
 * trigger (pages are the same for everyone); a logged-in customer's greeting and menu replace them
 * once `/user/summary` answers (and the menu's code has loaded: guests never load it).
 */
export function UserArea() {
  const t = useT();
  const localize = useLocalizePath();
  const summary = useSyncExternalStore(userSummaryStore.subscribe, userSummaryStore.get, () => null);
  useEffect(() => {
    if (summary === null) void userSummaryStore.load(localize(USER_SUMMARY_PATH));
  }, [summary, localize]);

  const guest = (
    <ul aria-label={t('chrome.user.label')} className="flex items-center gap-1 sm:gap-2">
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
  if (!summary?.loggedIn) return guest;
  return (
    <Suspense fallback={guest}>
      <AccountMenu summary={summary} />
    </Suspense>
  );
}
