import type { ListingQuery } from '../../lib/catalog/filters';
import {
  attributeEntries,
  attributeField,
  formatLari,
  listingFormTarget,
  orderOf,
} from '../../lib/catalog/filters';
import { useT } from '../../lib/i18n/i18n';

interface SortFormProps {
  query: ListingQuery;
  listingPath: string;
  /** Applies the chosen order (`newest`, `price-asc`…; '' for the recommended order). */
  onOrder: (order: string) => void;
}

const ORDERS = [
  ['', 'listing.sortDefault'],
  ['newest', 'listing.sortNewest'],
  ['bestselling', 'listing.sortBestselling'],
  ['rating', 'listing.sortRating'],
  ['discount', 'listing.sortDiscount'],
  ['price-asc', 'listing.sortAsc'],
  ['price-desc', 'listing.sortDesc'],
] as const;

/**
 * The listing's order: recommended, newest, bestselling, top rated, biggest discount, price both ways.
 * With JavaScript a change applies at once; without it, the form carries the applied filters along
 * and a Sort button submits it (the page starts over at 1, and the server writes the canonical URL).
 */
export function SortForm({ query, listingPath, onOrder }: SortFormProps) {
  const t = useT();
  const target = listingFormTarget(listingPath);
  return (
    <form method="get" action={target.action} className="flex min-w-0 items-center gap-2">
      {target.fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {query.categories.length > 0 && (
        <input type="hidden" name="categories" value={query.categories.join(',')} />
      )}
      {attributeEntries(query.attributes).map(([code, values]) => (
        <input key={code} type="hidden" name={attributeField(code)} value={values.join(',')} />
      ))}
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
        name="sort"
        value={orderOf(query)}
        onChange={(event) => onOrder(event.target.value)}
        className="h-11 w-full min-w-0 max-w-48 rounded-full border border-line bg-surface-raised pr-8 pl-4 text-sm text-ink sm:max-w-none"
      >
        {ORDERS.map(([value, label]) => (
          <option key={value} value={value}>
            {t(label)}
          </option>
        ))}
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
