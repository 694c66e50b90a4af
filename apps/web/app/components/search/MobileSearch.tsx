import { Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { SearchBox } from './SearchBox';
import { useT } from '../../lib/i18n/i18n';

/**
 * The phone's search: a header button opens a panel that slides up just above the 6rem bottom menu,
 * so the field and its suggestions sit where the thumb is. The panel is portalled to the body: inside the
 * sticky, blurred header `position: fixed` would be relative to the header, not the screen.
 */
export function MobileSearch({
  initialQuery,
  variant = 'icon',
}: {
  initialQuery: string;
  /**
   * The header's magnifier, or (on the home page) a bar as wide as the screen that looks like the field
   * it opens, so the first screen of a phone shows where to search (issue 26, item 2).
   */
  variant?: 'icon' | 'bar';
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="lg:hidden">
      {variant === 'icon' ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface-sunken aria-expanded:bg-accent-soft aria-expanded:text-accent"
        >
          <Search aria-hidden="true" className="size-6" />
          <span className="sr-only">{t('search.open')}</span>
        </button>
      ) : (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-label={t('search.open')}
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-11 w-full items-center gap-3 rounded-full border border-line bg-surface-raised px-4 text-left text-ink-muted aria-expanded:border-accent"
        >
          <Search aria-hidden="true" className="size-5 shrink-0" />
          <span className="truncate">{t('search.placeholder')}</span>
        </button>
      )}
      {open &&
        createPortal(
          <div
            id={panelId}
            className="fixed inset-x-0 bottom-24 z-40 lg:hidden animate-[sakhe-slide-up_200ms_ease-out] border-t border-line bg-surface-raised px-4 py-3 shadow-[0_-8px_24px_rgb(31_27_25/0.08)]"
          >
            {/* Suggestions open upwards over the page; the close button stays beside the field. */}
            <div className="flex items-center gap-2">
              <div className="min-w-0 flex-1">
                <SearchBox
                  variant="panel"
                  initialQuery={initialQuery}
                  autoFocus
                  onDismiss={() => setOpen(false)}
                />
              </div>
              <button
                type="button"
                onClick={() => setOpen(false)}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:text-ink"
              >
                <X aria-hidden="true" className="size-5" />
                <span className="sr-only">{t('search.close')}</span>
              </button>
            </div>
          </div>,
          document.body,
        )}
    </div>
  );
}
