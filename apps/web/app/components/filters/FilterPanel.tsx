import { Search } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { FilterOption, ListingScope } from '../../lib/catalog/catalog';
import { attributeField, listingFormTarget, sameSelection, shownSelection } from '../../lib/catalog/filters';
import { useTypedBeforeHydration } from '../../lib/browser/use-typed-before-hydration';
import type { FilterMenus } from './useFilterMenus';
import { useT } from '../../lib/i18n/i18n';

interface FilterPanelProps {
  /** Keeps ids unique when the desktop and the mobile menu are both in the page. */
  idPrefix: string;
  scope: ListingScope;
  menus: FilterMenus;
  /** The listing without any filter: the form's action and where "clear filters" leads. */
  listingPath: string;
  /** Where the actions sit: under the fields, or in the sheet's footer. */
  sticky?: boolean;
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-b border-line py-5 first:pt-0">
      <legend className="float-left mb-3 w-full text-sm font-semibold text-ink">{legend}</legend>
      <div className="clear-left">{children}</div>
    </fieldset>
  );
}

const choice =
  'flex min-h-9 cursor-pointer items-center gap-3 rounded-md px-1 text-sm text-ink hover:bg-surface-sunken';
const box = 'size-4 shrink-0 accent-accent';

/**
 * The filters as one GET form: without JavaScript it submits the fields as they are (the loader reads
 * repeated `categories`); with it, the selection is confirmed by Apply and written as the canonical URL.
 */
export function FilterPanel({ idPrefix, scope, menus, listingPath, sticky = false }: FilterPanelProps) {
  const t = useT();
  const { state, dispatch } = menus;
  const { selected, applied } = state;
  const categoryCodes = scope.categories.map((category) => category.code);
  const chosenCategory = selected.categories.find((code) => categoryCodes.includes(code)) ?? '';
  const form = useRef<HTMLFormElement>(null);
  const target = listingFormTarget(listingPath);
  useTypedBeforeHydration(form, (fields) => {
    const shown = shownSelection(fields);
    // Only when the shopper changed something: React renders an update made as the page hydrates at
    // once, even one that changes nothing, and runs all of the hydration's effects in the same task.
    if (!sameSelection(selected, shown)) dispatch({ type: 'shown', selection: shown });
  });

  return (
    <form
      ref={form}
      method="get"
      action={target.action}
      aria-label={t('filters.title')}
      onSubmit={(event) => {
        event.preventDefault();
        menus.apply();
      }}
      className={sticky ? 'flex min-h-0 flex-1 flex-col' : undefined}
    >
      <div className={sticky ? 'min-h-0 flex-1 overflow-y-auto px-5 pt-5' : undefined}>
        {target.fields.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {applied.price && <input type="hidden" name="price" value={applied.price} />}
        {!applied.price && applied.sort && <input type="hidden" name="sort" value={applied.sort} />}
        {scope.categories.length > 0 && (
          <Group legend={t('filters.categories')}>
            <div className="space-y-0.5">
              {[{ code: '', name: t('filters.allCategories') }, ...scope.categories].map((category) => (
                <label key={category.code || '*'} className={choice}>
                  <input
                    type="radio"
                    name="categories"
                    value={category.code}
                    checked={chosenCategory === category.code}
                    onChange={() =>
                      dispatch({ type: 'pickOne', code: category.code || null, among: categoryCodes })
                    }
                    className={box}
                  />
                  <OptionName option={category} />
                </label>
              ))}
            </div>
          </Group>
        )}
        {scope.brands.length > 0 && (
          <Group legend={t('filters.brands')}>
            <BrandChoices
              idPrefix={idPrefix}
              brands={scope.brands}
              chosen={selected.categories}
              onToggle={(code) => dispatch({ type: 'toggle', code })}
            />
          </Group>
        )}
        {(scope.attributes ?? []).map((attribute) => (
          <Group key={attribute.code} legend={attribute.name}>
            <div className="max-h-72 space-y-0.5 overflow-y-auto pr-1">
              {attribute.values.map((value) => (
                <label key={value.code} className={choice}>
                  <input
                    type="checkbox"
                    name={attributeField(attribute.code)}
                    value={value.code}
                    checked={(selected.attributes[attribute.code] ?? []).includes(value.code)}
                    onChange={() =>
                      dispatch({ type: 'toggleAttribute', attribute: attribute.code, value: value.code })
                    }
                    className={box}
                  />
                  <OptionName option={value} />
                </label>
              ))}
            </div>
          </Group>
        ))}
        <Group legend={t('filters.price')}>
          <div className="grid grid-cols-2 gap-3">
            {(['from', 'to'] as const).map((bound) => (
              <label key={bound} className="text-xs text-ink-muted">
                {t(`filters.${bound}`)}
                <input
                  name={bound}
                  inputMode="decimal"
                  autoComplete="off"
                  pattern="[0-9]*[.,]?[0-9]*"
                  value={selected[bound]}
                  onChange={(event) => dispatch({ type: 'price', bound, text: event.target.value })}
                  className="mt-1 block h-10 w-full rounded-lg border border-line bg-surface-raised px-3 text-sm text-ink"
                />
              </label>
            ))}
          </div>
        </Group>
      </div>
      <div
        className={
          sticky ? 'flex gap-3 border-t border-line bg-surface px-5 py-4' : 'flex flex-col gap-2 pt-5'
        }
      >
        <button
          type="submit"
          className="inline-flex min-h-11 flex-1 items-center justify-center rounded-full bg-accent px-5 text-sm font-medium text-white transition-colors hover:bg-accent-strong motion-reduce:transition-none"
        >
          {t('filters.apply')}
        </button>
        <Link
          to={listingPath}
          onClick={menus.reset}
          className="inline-flex min-h-11 flex-1 items-center justify-center rounded-full border border-line px-5 text-sm font-medium text-ink hover:border-accent hover:text-accent"
        >
          {t('filters.clear')}
        </Link>
      </div>
    </form>
  );
}

/** A value's name and, when the facets counted it, how many products it would show (read as "Dry (12)"). */
function OptionName({ option }: { option: { name: string; count?: number | undefined } }) {
  if (option.count === undefined) return <span className="min-w-0 flex-1">{option.name}</span>;
  return (
    <>
      <span aria-hidden="true" className="min-w-0 flex-1">
        {option.name}
      </span>
      <span aria-hidden="true" className="text-xs text-ink-muted tabular-nums">
        {option.count}
      </span>
      <span className="sr-only">{`${option.name} (${option.count})`}</span>
    </>
  );
}

interface BrandChoicesProps {
  idPrefix: string;
  brands: FilterOption[];
  chosen: string[];
  onToggle: (code: string) => void;
}

/** Brand checkboxes with a search box over them; a hidden (filtered-out) brand stays chosen. */
function BrandChoices({ idPrefix, brands, chosen, onToggle }: BrandChoicesProps) {
  const t = useT();
  const [term, setTerm] = useState('');
  const needle = term.trim().toLocaleLowerCase();
  // Codes are Latin transliterations, so "mziuri" finds მზიური too.
  const matches = (brand: FilterOption) =>
    needle === '' || brand.name.toLocaleLowerCase().includes(needle) || brand.code.includes(needle);
  const anyMatch = brands.some(matches);
  const searchId = `${idPrefix}-brand-search`;

  return (
    <>
      <div className="relative mb-2">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
        />
        <label htmlFor={searchId} className="sr-only">
          {t('filters.search')}
        </label>
        <input
          id={searchId}
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder={t('filters.search')}
          autoComplete="off"
          className="h-10 w-full rounded-lg border border-line bg-surface-raised pr-3 pl-9 text-sm text-ink placeholder:text-ink-muted"
        />
      </div>
      <div className="max-h-72 space-y-0.5 overflow-y-auto pr-1">
        {brands.map((brand) => (
          <label key={brand.code} className={choice} hidden={!matches(brand)}>
            <input
              type="checkbox"
              name="categories"
              value={brand.code}
              checked={chosen.includes(brand.code)}
              onChange={() => onToggle(brand.code)}
              className={box}
            />
            <OptionName option={brand} />
          </label>
        ))}
        {!anyMatch && <p className="px-1 py-2 text-sm text-ink-muted">{t('filters.noMatches')}</p>}
      </div>
    </>
  );
}
