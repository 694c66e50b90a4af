import { useLocation } from 'react-router';
import type { ChromeData } from '../../lib/layout/layout';
import { stripLocale } from '../../lib/i18n/locale';
import { CartSummary } from '../cart/CartSummary';
import { SearchBox } from '../search/SearchBox';
import { MobileSearch } from '../search/MobileSearch';
import { BenefitsBar } from './BenefitsBar';
import { deferred } from './deferred';
import { Logo } from './Logo';
import { TopBar } from './TopBar';

// Hidden below 1024 px: phones keep its server HTML (for crawlers and wide screens) and skip its code.
const DesktopNav = deferred(() => import('./DesktopNav').then((module) => module.DesktopNav), 'wide');

/**
 * The default layout's header (one banner landmark): top bar and benefits bar scroll away, the logo
 * row with the search and the category bar stay on top. Search and menus are keyed on the pathname, so a
 * new taxon or product page starts with them closed and empty (SPEC §2).
 */
export function SiteHeader({ chrome }: { chrome: ChromeData }) {
  const { pathname, search } = useLocation();
  const onSearchPage = stripLocale(pathname) === '/search';
  // The home page's phone layout has its own search bar above the slider.
  const onHome = stripLocale(pathname) === '/';
  const query = onSearchPage ? (new URLSearchParams(search).get('q') ?? '') : '';
  const searchKey = onSearchPage ? `${pathname}?${query}` : pathname;

  // The top bar (2.5rem) and benefits bar (2.25rem) scroll away; the rest of the header then sticks.
  const stickAt = chrome.benefits ? '-top-[4.75rem]' : '-top-10';
  return (
    <header
      className={`sticky ${stickAt} z-40 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85`}
    >
      <TopBar headerMessage={chrome.headerMessage} />
      <BenefitsBar benefits={chrome.benefits} />
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-4 sm:px-6 lg:h-20">
        <Logo />
        <div className="hidden max-w-xl flex-1 lg:block">
          <SearchBox key={searchKey} initialQuery={query} />
        </div>
        <div className="flex items-center gap-1">
          {!onHome && <MobileSearch key={searchKey} initialQuery={query} />}
          <CartSummary />
        </div>
      </div>
      <DesktopNav key={pathname} menu={chrome.menu} brands={chrome.brandMenu} />
    </header>
  );
}
