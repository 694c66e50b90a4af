import * as Dialog from '@radix-ui/react-dialog';
import { PenLine, X } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useReviewResult } from '../../lib/use-review-result';
import { userSummaryStore } from '../../lib/user-summary';
import { ReviewForm } from './ReviewForm';
import { ReviewLoginPrompt } from './ReviewLoginPrompt';

/** `?review` opens the form in the page itself: what the trigger links to for a browser without JavaScript. */
export const INLINE_REVIEW_PARAM = 'review';

const secondaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-line px-5 font-medium text-ink hover:border-ink';

/**
 * What the form's place shows: the login prompt to a guest (known from the header's user summary, or
 * from the action's answer), otherwise the form. The page is the same for everyone (cached), so who is
 * asking is only known here, in the browser, or in the action.
 */
function ReviewPanel({ productCode, actions }: { productCode: string; actions?: React.ReactNode }) {
  const summary = useSyncExternalStore(userSummaryStore.subscribe, userSummaryStore.get, () => null);
  const result = useReviewResult(productCode);
  const guest = summary?.loggedIn === false || (result?.ok === false && result.reason === 'login');
  return guest ? <ReviewLoginPrompt /> : <ReviewForm productCode={productCode} actions={actions} />;
}

/** The add-review popup (SPEC §2), and its stand-in in the page without JavaScript. */
export function AddReview({ productCode, productName }: { productCode: string; productName: string }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [open, setOpen] = useState(false);
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
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <a
        href={`?${inline}#add-review`}
        role="button"
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className={secondaryButton}
      >
        <PenLine aria-hidden="true" className="size-4" />
        {t('reviews.add')}
      </a>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-[sakhe-fade-in_150ms_ease-out] bg-ink/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[min(94vw,32rem)] -translate-x-1/2 -translate-y-1/2 animate-[sakhe-fade-in_150ms_ease-out] overflow-y-auto rounded-2xl bg-surface-raised p-6 shadow-xl">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-ink">
                {t('reviews.dialogTitle')}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-ink-muted">{productName}</Dialog.Description>
            </div>
            <Dialog.Close className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:text-ink">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{t('reviews.form.cancel')}</span>
            </Dialog.Close>
          </div>
          <ReviewPanel
            productCode={productCode}
            actions={<Dialog.Close className={secondaryButton}>{t('reviews.form.cancel')}</Dialog.Close>}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
