import { PenLine } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useReviewResult } from '../../lib/reviews/use-review-result';
import { deferred } from '../layout/deferred';
import { useT } from '../../lib/i18n/i18n';

/** `?review` opens the form in the page itself: what the trigger links to for a browser without JavaScript. */
const INLINE_REVIEW_PARAM = 'review';

export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-line px-5 font-medium text-ink hover:border-ink';

// The popup (Radix dialog, the form and its checks) loads when the pointer or focus comes near the
// button; the form in the page (`?review`, rare) is in the server's HTML and loads as the page hydrates.
const AddReviewDialog = lazy(() => import('./AddReviewDialog'));
const ReviewPanel = deferred(() => import('./ReviewPanel').then((module) => module.ReviewPanel), 'now');

/** The add-review popup (SPEC §2), and its stand-in in the page without JavaScript. */
export function AddReview({ productCode, productName }: { productCode: string; productName: string }) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const prepare = () => setWanted(true);
  const trigger = useRef<HTMLAnchorElement>(null);
  const result = useReviewResult(productCode);

  // A review added closes the popup; the page then says so and shows it.
  const closedFor = useRef(result);
  useEffect(() => {
    if (result?.ok && closedFor.current !== result) {
      closedFor.current = result;
      setOpen(false);
    }
  }, [result]);

  if (searchParams.has(INLINE_REVIEW_PARAM) && !result?.ok) {
    return (
      <section
        id="add-review"
        aria-labelledby="add-review-title"
        className="mt-6 max-w-xl rounded-2xl border border-line p-5"
      >
        <h3 id="add-review-title" className="mb-4 text-lg font-semibold text-ink">
          {t('reviews.dialogTitle')}
        </h3>
        <ReviewPanel productCode={productCode} />
      </section>
    );
  }

  const inline = new URLSearchParams(searchParams);
  inline.set(INLINE_REVIEW_PARAM, '');
  return (
    <>
      <a
        ref={trigger}
        href={`?${inline}#add-review`}
        role="button"
        aria-haspopup="dialog"
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={(event) => {
          event.preventDefault();
          setWanted(true);
          setOpen(true);
        }}
        className={secondaryButton}
      >
        <PenLine aria-hidden="true" className="size-4" />
        {t('reviews.add')}
      </a>
      {wanted && (
        <Suspense fallback={null}>
          <AddReviewDialog
            open={open}
            onOpenChange={setOpen}
            productCode={productCode}
            productName={productName}
            trigger={trigger}
          />
        </Suspense>
      )}
    </>
  );
}
