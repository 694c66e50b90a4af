import { useTranslation } from 'react-i18next';
import type { ChromeData } from '../../lib/layout';
import { LocalizedLink } from '../LocalizedLink';
import { LocaleSwitcher } from './LocaleSwitcher';

/** Above the header: the `header-message` block, the locale switcher and the user area. */
export function TopBar({ headerMessage }: { headerMessage: ChromeData['headerMessage'] }) {
  return (
    <div className="border-b border-line/70 bg-surface">
      <div className="mx-auto flex h-10 max-w-7xl items-center justify-between gap-4 px-4 text-sm sm:px-6">
        <p className="hidden min-w-0 truncate text-ink-muted md:block">{headerMessage}</p>
        <div className="ml-auto flex items-center gap-3 sm:gap-5">
          <LocaleSwitcher />
          <UserArea />
        </div>
      </div>
    </div>
  );
}

/** A guest's way in: registration, and the login trigger (the login dropdown arrives with accounts). */
function UserArea() {
  const { t } = useTranslation();
  const link = 'rounded-sm px-1 py-2 text-ink hover:text-accent';
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
        <LocalizedLink to="/login" className={`${link} font-medium`}>
          {t('chrome.user.login')}
        </LocalizedLink>
      </li>
    </ul>
  );
}
