import { useId, useState, type KeyboardEvent } from 'react';
import { useHydrated } from '../../lib/browser/use-hydrated';
import { findCities, type Place } from '../../lib/checkout/city-search';

interface CityFieldProps {
  id: string;
  name: string;
  label: string;
  /** The empty choice's words ("choose a city"), shown until one is chosen. */
  placeholder: string;
  /** The largest cities first (largestFirst), then the rest alphabetically. */
  cities: readonly Place[];
  defaultValue: string;
  error?: string | undefined;
  required?: boolean;
}

/**
 * The city of an address (issue 26, item 16): a plain select as the server sends it, so a form works
 * without JavaScript; once the page runs, a combobox (ARIA 1.2) in which the shopper types the city in
 * Georgian or Latin letters and picks it from the matches, the largest cities first. The chosen city's
 * code goes in a hidden field of the same name. Written here: Radix has no combobox, and a searchable
 * select of 93 names needs only this much.
 */
export function CityField({
  id,
  name,
  label,
  placeholder,
  cities,
  defaultValue,
  error,
  required,
}: CityFieldProps) {
  const enhanced = useHydrated();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {enhanced ? (
        <CityCombobox
          {...{ id, name, placeholder, cities, defaultValue, required }}
          errorId={error ? errorId : undefined}
        />
      ) : (
        <select
          id={id}
          name={name}
          autoComplete="address-level2"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          defaultValue={defaultValue}
          className={FIELD}
        >
          <option value="">{placeholder}</option>
          {cities.map((city) => (
            <option key={city.code} value={city.code}>
              {city.name}
            </option>
          ))}
        </select>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

const FIELD =
  'mt-1.5 block min-h-11 w-full rounded-xl border border-line bg-surface-raised px-3 text-ink aria-invalid:border-danger';

function CityCombobox({
  id,
  name,
  placeholder,
  cities,
  defaultValue,
  required,
  errorId,
}: Omit<CityFieldProps, 'label' | 'error'> & { errorId: string | undefined }) {
  const listId = useId();
  const nameOf = (code: string) => cities.find((city) => city.code === code)?.name ?? '';
  const [chosen, setChosen] = useState(defaultValue);
  const [text, setText] = useState(() => nameOf(defaultValue));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // While the text is the chosen city's name, every city is offered (the shopper may want another).
  const matches = text === nameOf(chosen) ? cities : findCities(cities, text);

  const choose = (city: Place) => {
    setChosen(city.code);
    setText(city.name);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + matches.length) % Math.max(matches.length, 1));
    } else if (event.key === 'Enter' && open) {
      // Enter picks the highlighted city instead of sending the form.
      const city = matches[active];
      if (city) {
        event.preventDefault();
        choose(city);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };
  const onBlur = () => {
    setOpen(false);
    // A name typed out in full counts as chosen; anything else leaves the last choice as it was.
    const exact = cities.find((city) => city.name.toLowerCase() === text.trim().toLowerCase());
    if (exact) choose(exact);
    else setText(nameOf(chosen));
  };

  const activeCity = open ? matches[active] : undefined;
  return (
    <div className="relative">
      <input type="hidden" name={name} value={chosen} />
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeCity ? `${listId}-${activeCity.code}` : undefined}
        aria-required={required || undefined}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        className={FIELD}
      />
      <ul
        id={listId}
        role="listbox"
        hidden={!open || matches.length === 0}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-64 overflow-y-auto rounded-xl border border-line bg-surface-raised py-1 shadow-lg"
      >
        {matches.map((city, index) => (
          <li
            key={city.code}
            id={`${listId}-${city.code}`}
            role="option"
            aria-selected={city.code === chosen}
            // Chosen on pointer down, before the input's blur closes the list.
            onPointerDown={(event) => {
              event.preventDefault();
              choose(city);
            }}
            className={`cursor-pointer px-3 py-2 text-ink ${index === active ? 'bg-surface-sunken' : ''} aria-selected:font-medium`}
          >
            {city.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
