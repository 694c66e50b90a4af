import { Cookie } from 'lucide-react';
import { grantConsent } from '../../lib/analytics/analytics';
import { LocalizedLink } from '../LocalizedLink';
import { useT } from '../../lib/i18n/i18n';

/** The cookie popup itself (CookieConsent); its code loads only for a visitor who has not accepted yet. */
export default function CookieConsentPopup({ onAccept }: { onAccept: () => void }) {
  const t = useT();
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
            onAccept();
          }}
          className="rounded-full bg-accent px-6 py-2.5 font-medium text-white transition-colors hover:bg-accent-strong motion-reduce:transition-none"
        >
          {t('consent.accept')}
        </button>
      </div>
    </section>
  );
}
