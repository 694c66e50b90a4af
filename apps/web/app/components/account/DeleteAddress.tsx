import * as Dialog from '@radix-ui/react-dialog';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Form } from 'react-router';
import { LocalizedLink } from '../LocalizedLink';
import { useT } from '../../lib/i18n/i18n';

const deleteFields = (id: number) => (
  <>
    <input type="hidden" name="intent" value="delete" />
    <input type="hidden" name="id" value={id} />
  </>
);

const yesButton = 'min-h-11 rounded-full bg-accent px-5 font-medium text-white hover:bg-accent-strong';
const cancelButton =
  'inline-flex min-h-11 items-center rounded-full border border-line px-5 font-medium text-ink hover:border-ink';

/**
 * Delete, after the spec's confirmation ('Are you sure you want to delete this address?', Yes or
 * Cancel). With JavaScript an alert dialog asks; without, the trigger is a link to `?delete=<id>`,
 * where the same question stands inline with a Yes form and a Cancel link.
 */
export function DeleteAddress({
  id,
  summary,
  confirming,
}: {
  id: number;
  summary: string;
  confirming: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);

  if (confirming) {
    return (
      <div
        role="alertdialog"
        aria-labelledby={`delete-${id}`}
        className="rounded-xl bg-accent-soft p-3 text-sm"
      >
        <p id={`delete-${id}`} className="font-medium text-ink">
          {t('account.addresses.confirmDelete')}
        </p>
        <div className="mt-2 flex gap-2">
          <Form method="post">
            {deleteFields(id)}
            <button type="submit" className={yesButton}>
              {t('account.addresses.yes')}
            </button>
          </Form>
          <LocalizedLink to="/user/addresses" className={cancelButton}>
            {t('account.addresses.cancel')}
          </LocalizedLink>
        </div>
      </div>
    );
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <a
        href={`?delete=${id}`}
        role="button"
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-2 text-sm text-ink-muted hover:text-danger"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        <span>{t('account.addresses.delete')}</span>
        <span className="sr-only">: {summary}</span>
      </a>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-[sakhe-fade-in_150ms_ease-out] bg-ink/40" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 animate-[sakhe-fade-in_150ms_ease-out] rounded-2xl bg-surface-raised p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold text-ink">
            {t('account.addresses.confirmDelete')}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-muted">{summary}</Dialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close className={cancelButton}>{t('account.addresses.cancel')}</Dialog.Close>
            <Form method="post" onSubmit={() => setOpen(false)}>
              {deleteFields(id)}
              <button type="submit" className={yesButton}>
                {t('account.addresses.yes')}
              </button>
            </Form>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
