import { Star } from 'lucide-react';
import { Fragment, useId } from 'react';
import { REVIEW_RATING } from '@sakhe/contract/review-rules';
import { useT } from '../../lib/i18n/i18n';

const RATINGS = Array.from({ length: REVIEW_RATING.max }, (_, index) => index + 1);

/**
 * Five clickable stars as a radio group (native radios: arrow keys move, Space picks; a screen reader
 * hears "3 stars, 3 of 5"). The stars fill from CSS alone, so the choice shows without JavaScript too: a
 * star is lit when its own radio or a later one is checked, and up to the one under the pointer.
 */
export function StarRatingInput({
  name,
  defaultValue,
  error,
}: {
  name: string;
  defaultValue?: number | undefined;
  error?: string | undefined;
}) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-ink">{t('reviews.form.rating')}</legend>
      <div className="mt-1.5 flex w-fit rounded-lg has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent has-[:focus-visible]:ring-offset-2">
        {RATINGS.map((rating) => (
          <Fragment key={rating}>
            <input
              type="radio"
              id={`${id}-${rating}`}
              name={name}
              value={rating}
              defaultChecked={defaultValue === rating}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
            <label
              htmlFor={`${id}-${rating}`}
              className="cursor-pointer p-1 text-line transition-colors hover:text-accent motion-reduce:transition-none [&:has(~input:checked)]:text-accent [&:has(~label:hover)]:text-accent [input:checked+&]:text-accent"
            >
              <Star aria-hidden="true" className="size-8 fill-current" strokeWidth={0} />
              <span className="sr-only">{t('reviews.form.stars', { count: rating })}</span>
            </label>
          </Fragment>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
