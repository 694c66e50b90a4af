import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** Previous / next links that keep every other filter of the URL. */
export function Pagination({ page, pages, total }: { page: number; pages: number; total: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  const to = (target: number) => {
    const search = new URLSearchParams(location.search);
    if (target <= 1) search.delete('page');
    else search.set('page', String(target));
    const text = search.toString();
    return `${location.pathname}${text ? `?${text}` : ''}`;
  };
  const linkClass =
    'inline-flex min-h-10 items-center gap-1 rounded-md border border-line bg-surface-raised px-3 text-sm hover:bg-surface-sunken';
  return (
    <nav
      aria-label={t('table.pages')}
      className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm"
    >
      <p className="text-ink-muted">{t('table.pageOf', { page, pages: Math.max(pages, 1), total })}</p>
      <div className="flex gap-2">
        {page > 1 && (
          <Link to={to(page - 1)} className={linkClass} rel="prev">
            <ChevronLeft aria-hidden className="size-4" />
            {t('table.previous')}
          </Link>
        )}
        {page < pages && (
          <Link to={to(page + 1)} className={linkClass} rel="next">
            {t('table.next')}
            <ChevronRight aria-hidden className="size-4" />
          </Link>
        )}
      </div>
    </nav>
  );
}
