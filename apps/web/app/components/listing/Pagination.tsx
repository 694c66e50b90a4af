import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/i18n';

interface PaginationProps {
  page: number;
  pages: number;
  /** The URL of a page number, filters kept. */
  hrefOf: (page: number) => string;
}

// On phones previous and next are round buttons the size of a page number (their words are for screen
// readers there), so that they and five numbers fit on one line.
const control =
  'inline-flex min-h-11 items-center justify-center gap-1 rounded-full border border-line bg-surface-raised max-sm:w-11 sm:px-4 text-sm font-medium text-ink transition-colors hover:border-accent hover:text-accent motion-reduce:transition-none';

/**
 * The page numbers a pagination shows: the first, the last, the current one and `around` pages on each
 * side of it, with `null` where pages are left out ("1 … 4 5 6 … 20").
 */
export function pageNumbers(page: number, pages: number, around = 1): Array<number | null> {
  const wanted = [1, page, pages];
  for (let step = 1; step <= around; step += 1) wanted.push(page - step, page + step);
  const sorted = [...new Set(wanted.filter((number) => number >= 1 && number <= pages))].sort(
    (a, b) => a - b,
  );
  return sorted.flatMap((number, index) => {
    const before = sorted[index - 1];
    if (before === undefined || number === before + 1) return [number];
    // A gap of one page shows that page rather than an ellipsis standing for it.
    return number === before + 2 ? [before + 1, number] : [null, number];
  });
}

/** Where an item of the pagination shows: everywhere, only from the `sm` width up, or only below it. */
type ShownOn = 'all' | 'wide' | 'narrow';

export interface PaginationItem {
  /** A page number, or `null` for an ellipsis standing for the pages left out before `key`'s page. */
  number: number | null;
  key: string;
  on: ShownOn;
}

/**
 * The pagination's items for both widths at once, since the server does not know the screen: wide
 * screens show the current page's neighbours, phones only the first, current and last pages, so that
 * previous, the numbers and next stay on one line on a 360 px phone ("1 … 5 … 20").
 */
export function paginationItems(page: number, pages: number): PaginationItem[] {
  const wide = pageNumbers(page, pages, 1);
  const narrow = pageNumbers(page, pages, 0);
  const shownOn = (onWide: boolean, onNarrow: boolean): ShownOn =>
    onWide && onNarrow ? 'all' : onWide ? 'wide' : 'narrow';
  const gapBefore = (list: Array<number | null>, number: number) =>
    list.includes(number) && list[list.indexOf(number) - 1] === null;
  const numbers = [...new Set([...wide, ...narrow])]
    .filter((number): number is number => number !== null)
    .sort((a, b) => a - b);
  return numbers.flatMap((number) => {
    const gapOnWide = gapBefore(wide, number);
    const gapOnNarrow = gapBefore(narrow, number);
    const gap: PaginationItem[] =
      gapOnWide || gapOnNarrow
        ? [{ number: null, key: `gap-${number}`, on: shownOn(gapOnWide, gapOnNarrow) }]
        : [];
    return [
      ...gap,
      { number, key: String(number), on: shownOn(wide.includes(number), narrow.includes(number)) },
    ];
  });
}

const SHOWN_ON: Record<ShownOn, string> = { all: '', wide: 'max-sm:hidden', narrow: 'sm:hidden' };

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
      className="mt-12 flex flex-wrap items-center justify-between gap-2 sm:gap-4"
    >
      {previous !== null ? (
        <Link to={hrefOf(previous)} rel="prev" className={control}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          <span className="max-sm:sr-only">{t('listing.previous')}</span>
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <ol className="flex items-center sm:gap-1">
        {paginationItems(page, pages).map(({ number: shown, key, on }) =>
          shown === null ? (
            <li key={key} aria-hidden="true" className={`px-1 text-sm text-ink-muted ${SHOWN_ON[on]}`}>
              …
            </li>
          ) : (
            <li key={key} className={SHOWN_ON[on]}>
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
