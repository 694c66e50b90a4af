import type { ListingQuery, PriceOrder } from '../../lib/catalog/filters';
import { formatLari } from '../../lib/catalog/filters';
import { useT } from '../../lib/i18n/i18n';

interface SortFormProps {
  query: ListingQuery;
  listingPath: string;
  onOrder: (price: PriceOrder | undefined) => void;
}

/**
 * Price order. With JavaScript a change applies at once; without it, the form carries the applied
 * filters along and a Sort button submits it (the page starts over at 1).
 */
export function SortForm({ query, listingPath, onOrder }: SortFormProps) {
  const t = useT();
  return (
    <form method="get" action={listingPath} className="flex min-w-0 items-center gap-2">
      {query.categories.length > 0 && (
        <input type="hidden" name="categories" value={query.categories.join(',')} />
      )}
      {query.from !== undefined && <input type="hidden" name="from" value={formatLari(query.from)} />}
      {query.to !== undefined && <input type="hidden" name="to" value={formatLari(query.to)} />}
      <label
        htmlFor="listing-sort"
        className="sr-only text-sm whitespace-nowrap text-ink-muted sm:not-sr-only"
      >
        {t('listing.sort')}
      </label>
      <select
        id="listing-sort"
        name="price"
        value={query.price ?? ''}
        onChange={(event) => {
          const value = event.target.value;
          onOrder(value === 'asc' || value === 'desc' ? value : undefined);
        }}
        className="h-11 w-full min-w-0 max-w-48 rounded-full border border-line bg-surface-raised pr-8 pl-4 text-sm text-ink sm:max-w-none"
      >
        <option value="">{t('listing.sortDefault')}</option>
        <option value="asc">{t('listing.sortAsc')}</option>
        <option value="desc">{t('listing.sortDesc')}</option>
      </select>
      <noscript>
        <button
          type="submit"
          className="h-11 rounded-full border border-line px-4 text-sm font-medium text-ink"
        >
          {t('listing.sortApply')}
        </button>
      </noscript>
    </form>
  );
}
