import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { secondaryButton } from './AddReview';
import { ReviewPanel } from './ReviewPanel';
import { useT } from '../../lib/i18n/i18n';

interface AddReviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productCode: string;
  productName: string;
  /** The button that opened the popup, which gets the focus back when it closes. */
  trigger: RefObject<HTMLAnchorElement | null>;
}

/** The add-review popup itself (AddReview); its code loads when the pointer or focus comes near the button. */
export default function AddReviewDialog({
  open,
  onOpenChange,
  productCode,
  productName,
  trigger,
}: AddReviewDialogProps) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-[sakhe-fade-in_150ms_ease-out] bg-ink/40" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[min(94vw,32rem)] -translate-x-1/2 -translate-y-1/2 animate-[sakhe-fade-in_150ms_ease-out] overflow-y-auto rounded-2xl bg-surface-raised p-6 shadow-xl"
        >
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
