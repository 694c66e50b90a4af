import { Construction } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { SocialLinks } from './SocialLinks';
import { useT } from '../../lib/i18n/i18n';

/**
 * The site-wide under-construction overlay (SPEC §1), on unless UNDER_CONSTRUCTION=false. It is a modal
 * dialog that cannot be dismissed: the page behind it is inert (set by the layout, in the server HTML
 * too), and focus starts on the dialog.
 */
export function UnderConstruction() {
  const t = useT();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => dialog.current?.focus(), []);
  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center bg-ink/60 p-4 backdrop-blur-sm">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="under-construction-title"
        aria-describedby="under-construction-text"
        tabIndex={-1}
        className="w-full max-w-lg rounded-3xl bg-surface-raised p-8 text-center shadow-xl outline-none sm:p-10"
      >
        <Construction aria-hidden="true" className="mx-auto size-10 text-accent" />
        <h2 id="under-construction-title" className="mt-4 text-2xl font-semibold text-ink">
          {t('chrome.underConstruction.title')}
        </h2>
        <p id="under-construction-text" className="mt-3 text-ink-muted">
          {t('chrome.underConstruction.text')}
        </p>
        <p className="mt-6 text-sm font-medium text-ink">{t('chrome.underConstruction.follow')}</p>
        <SocialLinks className="mt-3 justify-center" />
      </div>
    </div>
  );
}
