import { ArrowRight, Tag, LayoutGrid } from 'lucide-react';
import type { MouseEvent } from 'react';
import type { Locale } from '../../lib/i18n/locale';
import { formatMoney } from '../../lib/i18n/money';
import type { SearchSuggestions, SuggestionOption } from './search-query';
import { useT } from '../../lib/i18n/i18n';

interface Props {
  results: SearchSuggestions | undefined;
  failed: boolean;
  options: SuggestionOption[];
  activeId: string | undefined;
  optionId: (option: SuggestionOption) => string;
  locale: Locale;
  onChoose: (option: SuggestionOption) => void;
  onHover: (option: SuggestionOption) => void;
}

const GROUPS = [
  { kind: 'product', label: 'search.products' },
  { kind: 'brand', label: 'search.brands' },
  { kind: 'taxon', label: 'search.categories' },
] as const;

/** The listbox's content: one group per kind of result, options the combobox moves through. */
export function SearchSuggestionList({
  results,
  failed,
  options,
  activeId,
  optionId,
  locale,
  onChoose,
  onHover,
}: Props) {
  const t = useT();
  if (failed && !results) return <p className="px-3 py-4 text-sm text-danger">{t('search.failed')}</p>;
  if (!results) return null;
  if (options.length === 0)
    return <p className="px-3 py-4 text-sm text-ink-muted">{t('search.noResults')}</p>;

  const optionProps = (option: SuggestionOption) => ({
    id: optionId(option),
    role: 'option',
    'aria-selected': option.id === activeId,
    // Keep focus in the field: the click navigates, the field must not blur and close the list first.
    onMouseDown: (event: MouseEvent) => event.preventDefault(),
    onClick: () => onChoose(option),
    onMouseMove: () => option.id !== activeId && onHover(option),
    className:
      'flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-sm text-ink aria-selected:bg-accent-soft aria-selected:text-accent-strong',
  });

  return (
    <>
      {GROUPS.map(({ kind, label }) => {
        const group = options.filter((option) => option.kind === kind);
        if (group.length === 0) return null;
        const headingId = `${optionId(group[0]!)}-group`;
        return (
          <div key={kind} role="group" aria-labelledby={headingId} className="py-1">
            <div
              id={headingId}
              role="presentation"
              className="px-3 pt-1 pb-1.5 text-xs font-semibold text-ink-muted"
            >
              {t(label)}
            </div>
            {group.map((option) => (
              <div key={option.id} {...optionProps(option)}>
                {option.kind === 'product' ? (
                  <>
                    {option.product.image ? (
                      <img
                        src={option.product.image}
                        alt=""
                        width={48}
                        height={48}
                        loading="lazy"
                        className="size-12 shrink-0 rounded-lg bg-white object-contain"
                      />
                    ) : (
                      <span aria-hidden="true" className="size-12 shrink-0 rounded-lg bg-surface-sunken" />
                    )}
                    <span className="min-w-0 flex-1">
                      {option.product.brand && (
                        <span className="block truncate text-xs text-ink-muted">{option.product.brand}</span>
                      )}
                      <span className="line-clamp-2">{option.product.name}</span>
                    </span>
                    {option.product.price !== null && (
                      <span className="shrink-0 font-medium">
                        {formatMoney(option.product.price, locale)}
                      </span>
                    )}
                  </>
                ) : option.kind === 'all' ? null : (
                  <>
                    {option.kind === 'brand' ? (
                      <Tag aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
                    ) : (
                      <LayoutGrid aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
                    )}
                    <span className="truncate">{option.taxon.name}</span>
                  </>
                )}
              </div>
            ))}
          </div>
        );
      })}
      {options
        .filter((option) => option.kind === 'all')
        .map((option) => (
          <div key={option.id} {...optionProps(option)}>
            <span className="flex-1 font-medium text-accent">
              {t('search.seeAll', { count: results.totalProducts })}
            </span>
            <ArrowRight aria-hidden="true" className="size-4 text-accent" />
          </div>
        ))}
    </>
  );
}
