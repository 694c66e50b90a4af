import type { ReactNode } from 'react';

export interface MethodOption {
  code: string;
  name: string;
  description: string | null;
  /** Right-aligned: the fee of a shipping method. */
  aside?: ReactNode;
}

/** Radio cards for shipping and payment methods: the whole card is the label. */
export function MethodChoice({
  name,
  legend,
  options,
  chosen,
  error,
}: {
  name: string;
  legend: string;
  options: MethodOption[];
  chosen: string | undefined;
  error?: string | undefined;
}) {
  return (
    <fieldset aria-invalid={error ? true : undefined} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-base font-semibold text-ink">{legend}</legend>
      <div className="mt-3 grid gap-3">
        {options.map((option) => (
          <label
            key={option.code}
            className="flex cursor-pointer items-start gap-3 rounded-2xl border border-line bg-surface-raised p-4 hover:border-ink-muted has-[:checked]:border-accent has-[:checked]:ring-1 has-[:checked]:ring-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent"
          >
            <input
              type="radio"
              name={name}
              value={option.code}
              defaultChecked={option.code === chosen}
              required
              className="mt-1 size-4 accent-accent focus-visible:outline-none"
            />
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-ink">{option.name}</span>
              {option.description && (
                <span className="mt-0.5 block text-sm text-ink-muted">{option.description}</span>
              )}
            </span>
            {option.aside && (
              <span className="text-sm font-semibold whitespace-nowrap text-ink">{option.aside}</span>
            )}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${name}-error`} className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
