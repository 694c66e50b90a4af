import type { ProductReview } from '@sakhe/contract';
import { checkReview, type ReviewFieldIssue } from '@sakhe/contract/review-rules';
import type { TFunction } from 'i18next';
import { issueMessage } from '../account/account';
import { type FormErrors, mapViolations, type Violation } from '../checkout/checkout';
import type { Locale } from '../i18n/locale';

/** The product page's reviews: what the slider shows and what the add-review form sends and gets back. */

/** The newest reviews the slider shows; the count beside the rating says how many there are in all. */
export const REVIEWS_SHOWN = 12;

const REVIEW_FIELDS = ['rating', 'title', 'comment'] as const;

export interface ReviewFormValues {
  rating: string;
  title: string;
  comment: string;
}

/** What the page's action answers to the add-review form, about the product (code) it was sent for. */
export type ReviewResult = { product: string } & (
  | {
      ok: true;
      review: ProductReview;
      /** The product's rating with the new review; null when it could not be read. */
      averageRating: number | null;
      reviewCount: number | null;
    }
  | { ok: false; reason: 'login' | 'failed' }
  | { ok: false; reason: 'invalid'; violations: Violation[]; values: ReviewFormValues }
);

export function readReviewForm(form: FormData): ReviewFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { rating: text('rating'), title: text('title'), comment: text('comment') };
}

function reviewIssueMessage(t: TFunction, issue: ReviewFieldIssue): string {
  return issue.rule === 'rating' ? t('reviews.form.ratingRequired') : issueMessage(t, issue);
}

/** The form's own checks before it sends (the API's rules, the storefront's words). */
export function reviewFormErrors(t: TFunction, values: ReviewFormValues): FormErrors {
  const issues = checkReview(values);
  const fields: Record<string, string> = {};
  for (const field of REVIEW_FIELDS) {
    const issue = issues[field];
    if (issue) fields[field] = reviewIssueMessage(t, issue);
  }
  return { fields, form: [] };
}

/** The API's refusal, next to the fields it names; the rest (not bought, already reviewed) above the form. */
export const reviewViolations = (violations: readonly Violation[]): FormErrors =>
  mapViolations(violations, REVIEW_FIELDS);

/** The name a review is signed with: the author's first name, or "guest user" without one (SPEC §6). */
export function reviewAuthor(t: TFunction, review: Pick<ProductReview, 'authorFirstName'>): string {
  const name = review.authorFirstName?.trim();
  return name ? name : t('reviews.guestUser');
}

/** Tbilisi keeps UTC+4 all year (no daylight saving since 2005). */
const TBILISI_OFFSET_MS = 4 * 3_600_000;

/**
 * The review's date in the page's language, by Tbilisi's calendar. The API prints UTC without a zone
 * (`Y-m-d H:i:s`). Worded from the translations rather than `Intl`: browsers without Georgian locale
 * data would print another text than the server did, and hydration would find a different page.
 */
export function reviewDate(t: TFunction, createdAt: string): string {
  const time = Date.parse(`${createdAt.replace(' ', 'T')}Z`);
  if (Number.isNaN(time)) return '';
  const date = new Date(time + TBILISI_OFFSET_MS);
  const months = t('reviews.months', { returnObjects: true }) as unknown as string[];
  return t('reviews.date', {
    day: date.getUTCDate(),
    month: months[date.getUTCMonth()] ?? '',
    year: date.getUTCFullYear(),
  });
}

/** Decimal separators of the shop's languages (Georgian writes a comma). */
const DECIMAL_SEPARATOR: Record<Locale, string> = { ka: ',', en: '.' };

/**
 * A rating as the shop shows it: one decimal (SPEC §5). Written out here, not by `Intl`, so the server
 * and every browser (some lack Georgian number data) print the same.
 */
export function formatRating(rating: number, locale: Locale): string {
  return (Math.round(rating * 10) / 10).toFixed(1).replace('.', DECIMAL_SEPARATOR[locale]);
}

/** The slider's reviews: a review just added comes first, even while a cached page does not list it yet. */
export function shownReviews(listed: readonly ProductReview[], added: ProductReview | null): ProductReview[] {
  if (!added) return [...listed];
  return [added, ...listed.filter((review) => review.id !== added.id)];
}
