import { useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  filterReducer,
  filtersOf,
  orderFilters,
  initialFilterState,
  serializeListingQuery,
  withFilters,
  withListingSearch,
  type FilterAction,
  type FilterState,
  type ListingQuery,
} from '../../lib/catalog/filters';

export interface FilterMenus {
  state: FilterState;
  dispatch: (action: FilterAction) => void;
  /** Confirms the selection: it becomes the applied filters, in the URL, from the first page. */
  apply: () => void;
  /** Applies an order (the sort menu's choice, e.g. `newest` or `price-asc`) at once. */
  order: (order: string) => void;
  /** Clears the selection and the applied filters (the clear link then leads to the bare listing). */
  reset: () => void;
  /** Drops the selection that was not confirmed. */
  revert: () => void;
}

/**
 * The filter menus' state: what is ticked (selected) and what the listing shows (applied, the URL).
 * Both menus (desktop sidebar, mobile sheet) share it. When the URL changes by any other way (a menu
 * link to another taxon, the back button, pagination), the selection starts over from the URL.
 */
export function useFilterMenus(query: ListingQuery, listingPath: string): FilterMenus {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(filterReducer, query, initialFilterState);
  const urlFilters = withListingSearch(listingPath, serializeListingQuery({ ...query, page: 1 }));
  const [syncedWith, setSyncedWith] = useState(urlFilters);
  if (syncedWith !== urlFilters) {
    setSyncedWith(urlFilters);
    dispatch({ type: 'sync', applied: query });
  }

  const go = (next: ListingQuery) => navigate(withListingSearch(listingPath, serializeListingQuery(next)));
  return {
    state,
    dispatch,
    apply() {
      const filters = filtersOf(state.selected, state.applied.price, state.applied.sort);
      dispatch({ type: 'apply' });
      void go(withFilters(query, filters));
    },
    order(choice) {
      const { price, sort } = orderFilters(choice);
      dispatch({ type: 'order', price, sort });
      void go(withFilters(query, { ...query, price, sort }));
    },
    reset() {
      dispatch({ type: 'reset' });
    },
    revert() {
      dispatch({ type: 'sync', applied: query });
    },
  };
}

/** How many filters are applied: each brand, attribute value, the category and each price bound count once. */
export function appliedCount(query: ListingQuery): number {
  const attributes = Object.values(query.attributes ?? {}).reduce((sum, values) => sum + values.length, 0);
  return (
    query.categories.length +
    attributes +
    (query.from === undefined ? 0 : 1) +
    (query.to === undefined ? 0 : 1)
  );
}
