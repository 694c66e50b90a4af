import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/i18n';

interface PaginationProps {
  page: number;
  pages: number;
  /** The URL of a page number, filters kept. */
  hrefOf: (page: number) => string;
}

const control =
  'inline-flex min-h-11 items-center gap-1 rounded-full border border-line bg-surface-raised px-4 text-sm font-medium text-ink transition-colors hover:border-accent hover:text-accent motion-reduce:transition-none';

/** Previous and next as plain links, so paging works without JavaScript and can be shared. */
export function Pagination({ page, pages, hrefOf }: PaginationProps) {
  const t = useT();
  if (pages <= 1 && page <= 1) return null;
  const previous = page > 1 ? Math.min(page - 1, pages) : null;
  const next = page < pages ? page + 1 : null;
  return (
    <nav aria-label={t('listing.pagination')} className="mt-12 flex items-center justify-between gap-4">
      {previous !== null ? (
        <Link to={hrefOf(previous)} rel="prev" className={control}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('listing.previous')}
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <p className="text-sm text-ink-muted" aria-current="page">
        {t('listing.pageOf', { page, pages })}
      </p>
      {next !== null ? (
        <Link to={hrefOf(next)} rel="next" className={control}>
          {t('listing.next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
