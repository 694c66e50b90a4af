import { useId, useState, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { REVIEW_LIMITS } from '@sakhe/contract/review-rules';
import { type FormErrors, NO_ERRORS } from '../../lib/checkout/checkout';
import {
  readReviewForm,
  reviewFormErrors,
  type ReviewResult,
  reviewViolations,
} from '../../lib/reviews/reviews';
import { REVIEW_FETCHER_KEY, useReviewResult } from '../../lib/reviews/use-review-result';
import { primaryButton } from '../account/AccountCard';
import { FormAlert } from '../checkout/FormAlert';
import { TextField } from '../checkout/TextField';
import { StarRatingInput } from './StarRatingInput';
import { useT } from '../../lib/i18n/i18n';

/**
 * The add-review form: five stars, optional title and comment. Checked before it sends (and not sent
 * twice at once); the page's action sends it to the API as the logged-in customer, whose refusals
 * (not bought, already reviewed, a field) show here. Without JavaScript it is a plain POST to the page.
 */
export function ReviewForm({ productCode, actions }: { productCode: string; actions?: ReactNode }) {
  const t = useT();
  const fetcher = useFetcher<ReviewResult>({ key: REVIEW_FETCHER_KEY });
  const result = useReviewResult(productCode);
  const [checked, setChecked] = useState<FormErrors | null>(null);
  const commentId = useId();
  const busy = fetcher.state !== 'idle';
  const refused = result && !result.ok && result.reason === 'invalid' ? result : undefined;
  const errors = checked ?? (refused ? reviewViolations(refused.violations) : NO_ERRORS);
  const alerts = result && !result.ok && result.reason === 'failed' ? [t('reviews.failed')] : errors.form;
  const commentError = errors.fields.comment;

  return (
    <fetcher.Form
      method="post"
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        const found = reviewFormErrors(t, readReviewForm(new FormData(event.currentTarget)));
        const invalid = Object.keys(found.fields).length > 0;
        setChecked(invalid ? found : null);
        if (busy || invalid) event.preventDefault();
      }}
    >
      <input type="hidden" name="product" value={productCode} />
      <p className="text-sm text-ink-muted">{t('reviews.who')}</p>
      <FormAlert messages={busy ? [] : alerts} />
      <StarRatingInput
        name="rating"
        defaultValue={refused ? Number(refused.values.rating) : undefined}
        error={errors.fields.rating}
      />
      <TextField
        name="title"
        label={t('reviews.form.title')}
        maxLength={REVIEW_LIMITS.title.max}
        defaultValue={refused?.values.title}
        error={errors.fields.title}
      />
      <div>
        <label htmlFor={commentId} className="block text-sm font-medium text-ink">
          {t('reviews.form.comment')}
        </label>
        <textarea
          id={commentId}
          name="comment"
          rows={4}
          maxLength={REVIEW_LIMITS.comment.max}
          defaultValue={refused?.values.comment}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={commentError ? `${commentId}-error` : undefined}
          className="mt-1.5 block w-full rounded-xl border border-line bg-surface-raised px-3.5 py-2.5 text-ink placeholder:text-ink-muted aria-invalid:border-danger"
        />
        {commentError && (
          <p id={`${commentId}-error`} className="mt-1 text-sm text-danger">
            {commentError}
          </p>
        )}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {actions}
        <button type="submit" disabled={busy} aria-busy={busy} className={primaryButton}>
          {t('reviews.form.submit')}
        </button>
      </div>
    </fetcher.Form>
  );
}
