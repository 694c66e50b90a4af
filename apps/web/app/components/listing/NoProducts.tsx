import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/i18n';

/** The empty listing: the spec's message, and a way out when filters are to blame. */
export function NoProducts({ clearHref }: { clearHref?: string | undefined }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line px-6 py-16 text-center">
      <SearchX aria-hidden="true" className="size-10 text-ink-muted" strokeWidth={1.5} />
      <p className="mt-4 text-lg font-medium text-ink">{t('listing.noProducts')}</p>
      {clearHref && (
        <>
          <p className="mt-1 text-sm text-ink-muted">{t('listing.noProductsHint')}</p>
          <Link
            to={clearHref}
            className="mt-6 inline-flex min-h-11 items-center rounded-full bg-accent px-5 text-sm font-medium text-white hover:bg-accent-strong"
          >
            {t('filters.clear')}
          </Link>
        </>
      )}
    </div>
  );
}
