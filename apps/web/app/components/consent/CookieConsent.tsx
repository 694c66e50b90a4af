import { lazy, Suspense, useEffect, useState } from 'react';
import { hasConsent } from '../../lib/analytics/consent';

const CookieConsentPopup = lazy(() => import('./CookieConsentPopup'));

/**
 * The cookie popup (SPEC §1): shown until accepted, the acceptance remembered in local storage. The server
 * cannot know about local storage, so nothing renders until the browser has checked; the popup floats
 * over the page, so appearing later shifts nothing. A visitor who has accepted never loads its code.
 */
export function CookieConsent() {
  const [show, setShow] = useState(false);

  useEffect(() => {
    // Reading local storage is the external system this effect syncs with. The page's first read of it
    // costs a phone 10–15 ms (measured in Chromium's traces), so it is a task of its own rather than part
    // of the one that runs all of the hydration's effects.
    const check = setTimeout(() => {
      if (!hasConsent()) setShow(true);
    });
    return () => clearTimeout(check);
  }, []);

  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentPopup onAccept={() => setShow(false)} />
    </Suspense>
  );
}
