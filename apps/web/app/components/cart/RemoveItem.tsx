import * as Dialog from '@radix-ui/react-dialog';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { FetcherWithComponents } from 'react-router';
import type { CartActionResult } from '../../lib/cart/cart';
import { LocalizedLink } from '../LocalizedLink';
import { useT } from '../../lib/i18n/i18n';

interface RemoveItemProps {
  itemId: number;
  productName: string;
  action: string;
  fetcher: FetcherWithComponents<CartActionResult>;
  /** The page was opened with `?remove=<this item>`: the confirmation of a browser without JavaScript. */
  confirming: boolean;
}

const removeForm = (itemId: number) => (
  <>
    <input type="hidden" name="intent" value="remove" />
    <input type="hidden" name="itemId" value={itemId} />
  </>
);

/**
 * Remove, after the spec's confirmation ('Are you sure you want to remove item from cart?', Yes or
 * Cancel). With JavaScript an alert dialog asks; without, the trigger is a link to this page with
 * `?remove=<id>`, which shows the same question inline with a Yes form and a Cancel link.
 */
export function RemoveItem({ itemId, productName, action, fetcher, confirming }: RemoveItemProps) {
  const t = useT();
  const [open, setOpen] = useState(false);

  if (confirming) {
    return (
      <div
        role="alertdialog"
        aria-labelledby={`remove-${itemId}`}
        className="rounded-xl bg-accent-soft p-3 text-sm"
      >
        <p id={`remove-${itemId}`} className="font-medium text-ink">
          {t('cart.remove.question')}
        </p>
        <div className="mt-2 flex gap-2">
          <fetcher.Form method="post" action={action}>
            {removeForm(itemId)}
            <button
              type="submit"
              className="min-h-10 rounded-full bg-accent px-4 font-medium text-white hover:bg-accent-strong"
            >
              {t('cart.remove.yes')}
            </button>
          </fetcher.Form>
          <LocalizedLink
            to="/cart"
            className="inline-flex min-h-10 items-center rounded-full border border-line px-4 font-medium text-ink"
          >
            {t('cart.remove.cancel')}
          </LocalizedLink>
        </div>
      </div>
    );
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <a
        href={`?remove=${itemId}`}
        role="button"
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-2 text-sm text-ink-muted hover:text-danger"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        <span>{t('cart.remove.label')}</span>
        <span className="sr-only">: {productName}</span>
      </a>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-[sakhe-fade-in_150ms_ease-out] bg-ink/40" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 animate-[sakhe-fade-in_150ms_ease-out] rounded-2xl bg-surface-raised p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold text-ink">{t('cart.remove.question')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-muted">{productName}</Dialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close className="min-h-11 rounded-full border border-line px-5 font-medium text-ink hover:border-ink">
              {t('cart.remove.cancel')}
            </Dialog.Close>
            <fetcher.Form
              method="post"
              action={action}
              defaultShouldRevalidate={false}
              onSubmit={() => setOpen(false)}
            >
              {removeForm(itemId)}
              <button
                type="submit"
                className="min-h-11 rounded-full bg-accent px-5 font-medium text-white hover:bg-accent-strong"
              >
                {t('cart.remove.yes')}
              </button>
            </fetcher.Form>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
