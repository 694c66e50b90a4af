import { Loader2, Search, X } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLocale, useLocalizePath } from '../../lib/i18n/use-locale';
import {
  moveActive,
  searchableQuery,
  searchPagePath,
  suggestionOptions,
  type SuggestionOption,
} from './search-query';
import { useSearchSuggestions } from './use-search-suggestions';
import type { TFunction } from 'i18next';
import { useT } from '../../lib/i18n/i18n';
import { useTypedBeforeHydration } from '../../lib/browser/use-typed-before-hydration';

// The list's code loads when the field is first focused; suggestions come 500 ms after typing anyway.
const loadList = () => import('./SearchSuggestionList');
const SearchSuggestionList = lazy(() =>
  loadList().then((module) => ({ default: module.SearchSuggestionList })),
);

interface SearchBoxProps {
  /** `panel`: the mobile slide-up, suggestions above the field (the field sits near the thumb). */
  variant?: 'header' | 'panel';
  initialQuery?: string;
  autoFocus?: boolean;
  /** Escape on an empty field: the mobile panel closes. */
  onDismiss?: () => void;
}

/**
 * The header search (ARIA combobox with a listbox of grouped suggestions): products, brands and other
 * categories as the visitor types, arrow keys to move, Enter to open, Escape to close. Without
 * JavaScript it is a plain GET form to the results page.
 */
export function SearchBox({ variant = 'header', initialQuery = '', autoFocus, onDismiss }: SearchBoxProps) {
  const t = useT();
  const locale = useLocale();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initialQuery);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (fields) => {
    setValue(String(fields.get('q') ?? ''));
    // A shopper who clicked into the field before the page's code ran is in it still, and React missed
    // that focus: without this, what they type searches but its suggestions never open.
    if (form.current?.contains(document.activeElement)) {
      setFocused(true);
      void loadList();
    }
  });

  const state = useSearchSuggestions(value);
  const results =
    state.status === 'done' ? state.results : state.status === 'loading' ? state.previous : undefined;
  const options = results ? suggestionOptions(results) : [];
  const expanded =
    focused && !dismissed && state.status !== 'idle' && (results !== undefined || state.status === 'error');
  const activeOption: SuggestionOption | undefined = expanded ? options[active] : undefined;
  const optionId = (option: SuggestionOption) => `${id}-${option.id}`;

  const open = (option: SuggestionOption) => {
    setFocused(false);
    void navigate(localize(option.path));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (!options.length) return;
        event.preventDefault();
        setDismissed(false);
        setActive((current) =>
          moveActive(expanded ? current : -1, options.length, event.key === 'ArrowDown' ? 1 : -1),
        );
        return;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setDismissed(true);
          setActive(-1);
        } else if (value) {
          event.preventDefault();
          setValue('');
        } else {
          onDismiss?.();
        }
        return;
    }
  };

  const panel = variant === 'panel';
  return (
    <form
      ref={form}
      role="search"
      action={localize('/search')}
      method="get"
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        if (activeOption) return open(activeOption);
        const query = value.trim();
        if (!query) return inputRef.current?.focus();
        setFocused(false);
        void navigate(localize(searchPagePath(query)));
      }}
      onFocus={() => {
        setFocused(true);
        void loadList();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('search.label')}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-muted"
        />
        <input
          ref={inputRef}
          id={`${id}-input`}
          name="q"
          type="search"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={`${id}-listbox`}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          enterKeyHint="search"
          // Only the mobile panel asks for it: opening the panel is asking to type.
          autoFocus={autoFocus}
          placeholder={t('search.placeholder')}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setDismissed(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          className="h-11 w-full rounded-full border border-line bg-surface-raised pr-11 pl-11 text-base text-ink placeholder:text-ink-muted focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent [&::-webkit-search-cancel-button]:hidden"
        />
        {state.status === 'loading' ? (
          <Loader2
            aria-hidden="true"
            className="absolute top-1/2 right-3.5 size-5 -translate-y-1/2 animate-spin text-ink-muted motion-reduce:animate-none"
          />
        ) : (
          value && (
            <button
              type="button"
              onClick={() => {
                setValue('');
                inputRef.current?.focus();
              }}
              className="absolute top-1/2 right-1.5 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-ink-muted hover:text-ink"
            >
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('search.clear')}</span>
            </button>
          )
        )}
      </div>
      <p id={`${id}-hint`} className="sr-only">
        {t('search.hint', { count: 3 })}
      </p>
      <div
        id={`${id}-listbox`}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
        className={`absolute inset-x-0 z-50 max-h-[min(70vh,36rem)] overflow-y-auto rounded-2xl border border-line bg-surface-raised p-2 shadow-lg ${
          panel ? 'bottom-full mb-2' : 'top-full mt-2'
        }`}
      >
        {expanded && (
          <Suspense fallback={null}>
            <SearchSuggestionList
              results={results}
              failed={state.status === 'error'}
              options={options}
              activeId={activeOption?.id}
              optionId={optionId}
              locale={locale}
              onChoose={open}
              onHover={(option) => setActive(options.indexOf(option))}
            />
          </Suspense>
        )}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement(state, searchableQuery(value), t)}
      </p>
    </form>
  );
}

function announcement(
  state: ReturnType<typeof useSearchSuggestions>,
  query: string | null,
  t: TFunction,
): string {
  if (!query) return '';
  if (state.status === 'loading') return t('search.searching');
  if (state.status === 'error') return t('search.failed');
  if (state.status !== 'done') return '';
  const { products, brands, taxons } = state.results;
  const count = products.length + brands.length + taxons.length;
  return count === 0 ? t('search.noResults') : t('search.resultCount', { count });
}
