import { House, LayoutGrid, UserRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { stripLocale } from '../../lib/i18n/locale';
import type { MenuTaxon } from '../../lib/catalog/taxons';
import type { CmsPicture } from '../../lib/content/content';
import { LocalizedLink } from '../LocalizedLink';
import { useT } from '../../lib/i18n/i18n';

const CategoryDrawer = lazy(() => import('./CategoryDrawer'));

const item =
  'flex h-full flex-1 flex-col items-center justify-center gap-1 text-xs font-medium text-ink-muted aria-[current=page]:text-accent aria-expanded:text-accent';

/**
 * The phone's bottom menu (below 1024 px): Home, Shop (the category drawer) and Profile, fixed and
 * 6rem high so a thumb reaches it. The layout keys it on the pathname, so a navigation closes the drawer.
 */
export function MobileBottomMenu({ menu, brands }: { menu: MenuTaxon[]; brands: CmsPicture[] }) {
  const t = useT();
  const path = stripLocale(useLocation().pathname);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer's code loads on first use; until then nothing of it is on the page.
  const [drawerWanted, setDrawerWanted] = useState(false);

  return (
    <>
      <nav
        aria-label={t('chrome.mobileMenu')}
        className="fixed inset-x-0 bottom-0 z-40 h-24 border-t border-line bg-surface-raised pb-[env(safe-area-inset-bottom)] lg:hidden"
      >
        <ul className="mx-auto flex h-full max-w-md items-stretch">
          <li className="flex flex-1">
            <LocalizedLink to="/" aria-current={path === '/' ? 'page' : undefined} className={item}>
              <House aria-hidden="true" className="size-6" />
              {t('chrome.home')}
            </LocalizedLink>
          </li>
          <li className="flex flex-1">
            <button
              type="button"
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onPointerEnter={() => setDrawerWanted(true)}
              onClick={() => {
                setDrawerWanted(true);
                setDrawerOpen(true);
              }}
              className={item}
            >
              <LayoutGrid aria-hidden="true" className="size-6" />
              {t('chrome.shop')}
            </button>
          </li>
          <li className="flex flex-1">
            <LocalizedLink
              to="/user"
              aria-current={path.startsWith('/user') ? 'page' : undefined}
              className={item}
            >
              <UserRound aria-hidden="true" className="size-6" />
              {t('chrome.profile')}
            </LocalizedLink>
          </li>
        </ul>
      </nav>
      {drawerWanted && (
        <Suspense fallback={null}>
          <CategoryDrawer menu={menu} brands={brands} open={drawerOpen} onOpenChange={setDrawerOpen} />
        </Suspense>
      )}
    </>
  );
}
