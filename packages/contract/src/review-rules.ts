import type { FieldIssue } from './checkout';

/**
 * A review's rules without zod (`@sakhe/contract/review-rules`): the storefront's browser code checks
 * its form with them and does not load the schemas. `reviews.ts` re-exports all of it.
 */

/** Length bounds of a review's texts; the title's are Sylius' (2..255), the comment's our own. */
export const REVIEW_LIMITS = {
  title: { min: 2, max: 255 },
  comment: { max: 5000 },
} as const;

export const REVIEW_RATING = { min: 1, max: 5 } as const;

/** What can be wrong with a review field; `rating` has the one message Sylius has for it. */
export type ReviewFieldIssue = FieldIssue | { rule: 'rating' };

/** A rating as a client may send it: a number, or a form's text of one. */
export function parseRating(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' &&
    Number.isInteger(number) &&
    number >= REVIEW_RATING.min &&
    number <= REVIEW_RATING.max
    ? number
    : null;
}

/** Text as it is kept: trimmed, line breaks unified, characters PostgreSQL cannot store removed; empty is none. */
export function cleanReviewText(value: string | null | undefined): string | null {
  const text = (value ?? '')
    // A lone surrogate (possible in JSON) has no UTF-8 form.
    .replace(/([\uD800-\uDBFF][\uDC00-\uDFFF])|[\uD800-\uDFFF]/g, (_, pair?: string) => pair ?? '\uFFFD')
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex -- control characters (NUL above all) are what goes
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .trim();
  return text === '' ? null : text;
}

/** The rules the API enforces and the storefront's form checks before sending. */
export function checkReview(input: {
  rating?: unknown;
  title?: string | null;
  comment?: string | null;
}): Partial<Record<'rating' | 'title' | 'comment', ReviewFieldIssue>> {
  const issues: Partial<Record<'rating' | 'title' | 'comment', ReviewFieldIssue>> = {};
  if (parseRating(input.rating) === null) issues.rating = { rule: 'rating' };
  const title = cleanReviewText(input.title);
  if (title !== null && title.length < REVIEW_LIMITS.title.min) {
    issues.title = { rule: 'minLength', min: REVIEW_LIMITS.title.min };
  } else if (title !== null && title.length > REVIEW_LIMITS.title.max) {
    issues.title = { rule: 'maxLength', max: REVIEW_LIMITS.title.max };
  }
  const comment = cleanReviewText(input.comment);
  if (comment !== null && comment.length > REVIEW_LIMITS.comment.max) {
    issues.comment = { rule: 'maxLength', max: REVIEW_LIMITS.comment.max };
  }
  return issues;
}
