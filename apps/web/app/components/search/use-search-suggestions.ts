import { useEffect, useState } from 'react';
import { useLocalizePath } from '../../lib/i18n/use-locale';
import { SEARCH_DEBOUNCE_MS, searchableQuery, type SearchSuggestions } from './search-query';

export type SuggestionsState =
  | { status: 'idle' }
  /** `previous`: the last results, kept on screen while the next ones load. */
  | { status: 'loading'; query: string; previous?: SearchSuggestions }
  | { status: 'done'; query: string; results: SearchSuggestions }
  | { status: 'error'; query: string };

type Settled = Exclude<SuggestionsState, { status: 'idle' | 'loading' }>;

/**
 * Suggestions for what the visitor is typing: nothing below 3 characters, one request 500 ms after the
 * last keystroke (earlier requests are aborted), through the storefront's own `/search/suggest`, so the
 * browser never talks to the API's origin.
 */
export function useSearchSuggestions(input: string): SuggestionsState {
  const localize = useLocalizePath();
  const query = searchableQuery(input);
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(localize(`/search/suggest?${new URLSearchParams({ q: query })}`), {
          signal: controller.signal,
          headers: { Accept: 'application/json' },
        });
        if (!response.ok) throw new Error(`search answered ${response.status}`);
        const results = (await response.json()) as SearchSuggestions;
        setSettled({ status: 'done', query, results });
      } catch {
        if (!controller.signal.aborted) setSettled({ status: 'error', query });
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, localize]);

  if (!query) return { status: 'idle' };
  if (settled?.query === query) return settled;
  return { status: 'loading', query, previous: settled?.status === 'done' ? settled.results : undefined };
}
