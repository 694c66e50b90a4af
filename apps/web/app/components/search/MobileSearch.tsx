import { Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from './SearchBox';

/**
 * The phone's search: a header button opens a panel that slides up just above the 6rem bottom menu,
 * so the field and its suggestions sit where the thumb is.
 */
export function MobileSearch({ initialQuery }: { initialQuery: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface-sunken aria-expanded:bg-accent-soft aria-expanded:text-accent"
      >
        <Search aria-hidden="true" className="size-6" />
        <span className="sr-only">{t('search.open')}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="fixed inset-x-0 bottom-24 z-40 animate-[sakhe-slide-up_200ms_ease-out] border-t border-line bg-surface-raised px-4 pt-3 pb-4 shadow-[0_-8px_24px_rgb(31_27_25/0.08)]"
      >
        <div className="mb-2 flex items-center justify-between">
          <p className="font-medium text-ink">{t('search.label')}</p>
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="inline-flex size-10 items-center justify-center rounded-full text-ink-muted hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{t('search.close')}</span>
          </button>
        </div>
        {open && (
          <SearchBox variant="panel" initialQuery={initialQuery} autoFocus onDismiss={() => setOpen(false)} />
        )}
      </div>
    </div>
  );
}
