import { Cookie } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { grantConsent } from '../../lib/analytics';
import { hasConsent } from '../../lib/analytics-consent';
import { LocalizedLink } from '../LocalizedLink';

/**
 * The cookie popup (SPEC §1): shown until accepted, the acceptance remembered in local storage. The server
 * cannot know about local storage, so nothing renders until the browser has checked; the popup floats
 * over the page, so appearing later shifts nothing.
 */
export function CookieConsent() {
  const { t } = useTranslation();
  const [show, setShow] = useState(false);

  useEffect(() => {
    // Reading local storage is the external system this effect syncs with.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!hasConsent()) setShow(true);
  }, []);

  if (!show) return null;
  return (
    <section
      aria-labelledby="cookie-consent-title"
      className="fixed inset-x-3 bottom-27 z-50 rounded-2xl border border-line bg-surface-raised p-5 shadow-lg sm:left-auto sm:max-w-md lg:right-6 lg:bottom-6"
    >
      <div className="flex gap-3">
        <Cookie aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent" />
        <div>
          <h2 id="cookie-consent-title" className="font-semibold text-ink">
            {t('consent.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            {t('consent.text')}{' '}
            <LocalizedLink
              to="/privacy-policy"
              className="font-medium text-accent underline underline-offset-2"
            >
              {t('consent.policy')}
            </LocalizedLink>
          </p>
        </div>
      </div>
      <div className="mt-4 flex justify-end">
        <button
          type="button"
          onClick={() => {
            grantConsent();
            setShow(false);
          }}
          className="rounded-full bg-accent px-6 py-2.5 font-medium text-white transition-colors hover:bg-accent-strong motion-reduce:transition-none"
        >
          {t('consent.accept')}
        </button>
      </div>
    </section>
  );
}
