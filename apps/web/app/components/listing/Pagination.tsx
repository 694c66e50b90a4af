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

/**
 * The page numbers a pagination shows: the first, the last, the current one and its neighbours, with
 * `null` where pages are left out ("1 … 4 5 6 … 20").
 */
export function pageNumbers(page: number, pages: number): Array<number | null> {
  const wanted = [1, page - 1, page, page + 1, pages].filter((number) => number >= 1 && number <= pages);
  const sorted = [...new Set(wanted)].sort((a, b) => a - b);
  return sorted.flatMap((number, index) => {
    const before = sorted[index - 1];
    if (before === undefined || number === before + 1) return [number];
    // A gap of one page shows that page rather than an ellipsis standing for it.
    return number === before + 2 ? [before + 1, number] : [null, number];
  });
}

const number =
  'inline-flex size-11 items-center justify-center rounded-full text-sm font-medium text-ink transition-colors hover:text-accent motion-reduce:transition-none';

/**
 * Previous, the page numbers and next, as plain links, so paging works without JavaScript and can be
 * shared.
 */
export function Pagination({ page, pages, hrefOf }: PaginationProps) {
  const t = useT();
  if (pages <= 1 && page <= 1) return null;
  const previous = page > 1 ? Math.min(page - 1, pages) : null;
  const next = page < pages ? page + 1 : null;
  return (
    <nav
      aria-label={t('listing.pagination')}
      className="mt-12 flex flex-wrap items-center justify-between gap-4"
    >
      {previous !== null ? (
        <Link to={hrefOf(previous)} rel="prev" className={control}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          <span className="max-sm:sr-only">{t('listing.previous')}</span>
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <ol className="flex items-center gap-1">
        {pageNumbers(page, pages).map((shown, index) =>
          shown === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-sm text-ink-muted">
              …
            </li>
          ) : (
            <li key={shown}>
              {shown === page ? (
                <span
                  aria-current="page"
                  aria-label={t('listing.currentPage', { page: shown })}
                  className={`${number} bg-accent text-white hover:text-white`}
                >
                  {shown}
                </span>
              ) : (
                <Link to={hrefOf(shown)} aria-label={t('listing.page', { page: shown })} className={number}>
                  {shown}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {next !== null ? (
        <Link to={hrefOf(next)} rel="next" className={control}>
          <span className="max-sm:sr-only">{t('listing.next')}</span>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
