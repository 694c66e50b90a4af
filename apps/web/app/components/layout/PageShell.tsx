import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { configureAnalytics } from '../../lib/analytics/analytics';
import type { ChromeData } from '../../lib/layout/layout';
import { AddToCartPopup } from '../cart/AddToCartPopup';
import { CookieConsent } from '../consent/CookieConsent';
import { deferred } from './deferred';
import { MobileBottomMenu } from './MobileBottomMenu';
import { NavigationProgress } from './NavigationProgress';
import { SiteHeader } from './SiteHeader';
import { SkipLink } from './SkipLink';
import { StaffPreviewBar } from './StaffPreviewBar';

// Below the fold: its links work from the server's HTML until the visitor scrolls near it.
const SiteFooter = deferred(() => import('./SiteFooter').then((module) => module.SiteFooter), 'visible');
// Off on a live shop: then its code never loads.
const UnderConstruction = deferred(
  () => import('./UnderConstruction').then((module) => module.UnderConstruction),
  'now',
);

/**
 * The default layout (SPEC §2): top bar, benefits bar, header with search and menus, the page, footer,
 * the phone's bottom menu, the cookie popup, and the under-construction overlay when it is on.
 */
export function PageShell({ chrome, children }: { chrome: ChromeData; children: ReactNode }) {
  const { pathname } = useLocation();
  const { gtmId, staffPreview } = chrome.settings;
  // Staff signed into the back office see the shop behind the overlay, with a bar saying so.
  const underConstruction = chrome.settings.underConstruction && !staffPreview;
  const previewing = chrome.settings.underConstruction && staffPreview;
  useEffect(() => configureAnalytics({ gtmId }), [gtmId]);
  return (
    <>
      <NavigationProgress />
      {/* Behind the overlay the whole page is inert, in the server HTML already. */}
      <div inert={underConstruction} className="flex flex-1 flex-col pb-24 lg:pb-0">
        <SkipLink />
        {previewing && <StaffPreviewBar />}
        <SiteHeader chrome={chrome} />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter faq={chrome.faq} contact={chrome.contact} />
        <MobileBottomMenu key={pathname} menu={chrome.menu} brands={chrome.brandMenu} />
        <CookieConsent />
        <AddToCartPopup />
      </div>
      {underConstruction && <UnderConstruction />}
    </>
  );
}
