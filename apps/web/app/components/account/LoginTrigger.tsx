import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import { useHydrated } from '../../lib/browser/use-hydrated';
import { Link } from 'react-router';
import { useLocalizePath } from '../../lib/i18n/use-locale';
import type { LoginPopupMode } from './LoginPopup';
import { useT } from '../../lib/i18n/i18n';

const LoginPopup = lazy(() => import('./LoginPopup'));

/** Where the header's login opens as a dropdown; below it (phones, small tablets) as a slide-up panel. */
const DESKTOP = '(min-width: 1024px)';

/**
 * The guest's login trigger in the top bar (SPEC §2): a link to /login, which is what it stays without
 * JavaScript; with it, a click opens the login form in place, a dropdown on desktop and a slide-up
 * panel on phones. The popup's code loads when the pointer or focus comes near.
 */
export function LoginTrigger({ className }: { className: string }) {
  const t = useT();
  const localize = useLocalizePath();
  const hydrated = useHydrated();
  const anchor = useRef<HTMLAnchorElement>(null);
  const [wanted, setWanted] = useState(false);
  const [mode, setMode] = useState<LoginPopupMode | null>(null);
  const prepare = () => setWanted(true);

  const toggle = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window still gets the login page.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    setWanted(true);
    setMode((open) => (open ? null : window.matchMedia(DESKTOP).matches ? 'dropdown' : 'sheet'));
  };

  return (
    <>
      <Link
        ref={anchor}
        to={localize('/login')}
        className={className}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={toggle}
        aria-haspopup={hydrated ? 'dialog' : undefined}
        aria-expanded={hydrated ? mode !== null : undefined}
      >
        {t('chrome.user.login')}
      </Link>
      {wanted && (
        <Suspense fallback={null}>
          <LoginPopup mode={mode} anchor={anchor} onClose={() => setMode(null)} />
        </Suspense>
      )}
    </>
  );
}
