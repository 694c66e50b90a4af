import * as Dialog from '@radix-ui/react-dialog';
import * as Popover from '@radix-ui/react-popover';
import { X } from 'lucide-react';
import { useId, type RefObject } from 'react';
import { LoginForm } from './LoginForm';
import { useT } from '../../lib/i18n/i18n';

export type LoginPopupMode = 'dropdown' | 'sheet';

interface LoginPopupProps {
  mode: LoginPopupMode | null;
  /** The header's login link: the dropdown hangs from it and focus returns to it. */
  anchor: RefObject<HTMLAnchorElement | null>;
  onClose: () => void;
}

/**
 * The header's login form (SPEC §2): a dropdown under the trigger on desktop, a panel sliding up from
 * the bottom on phones. A successful login closes it; the header then greets the customer.
 */
export default function LoginPopup({ mode, anchor, onClose }: LoginPopupProps) {
  const t = useT();
  const titleId = useId();
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  const title = t('account.title.login');

  return (
    <>
      <Popover.Root open={mode === 'dropdown'} onOpenChange={onOpenChange}>
        <Popover.Anchor virtualRef={anchor as RefObject<HTMLAnchorElement>} />
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={8}
            collisionPadding={16}
            aria-labelledby={titleId}
            data-login-popup="dropdown"
            // The trigger toggles the dropdown itself; pressing it is no outside click.
            onInteractOutside={(event) => {
              if (anchor.current?.contains(event.target as Node)) event.preventDefault();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              anchor.current?.focus();
            }}
            className="z-50 max-h-[var(--radix-popover-content-available-height)] w-[22rem] overflow-y-auto rounded-2xl border border-line bg-surface-raised p-5 shadow-xl data-[state=open]:animate-[sakhe-fade-in_150ms_ease-out]"
          >
            <h2 id={titleId} className="mb-4 text-lg font-semibold text-ink">
              {title}
            </h2>
            <LoginForm onLoggedIn={onClose} />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <Dialog.Root open={mode === 'sheet'} onOpenChange={onOpenChange}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=open]:animate-[sakhe-fade-in_200ms_ease-out]" />
          <Dialog.Content
            aria-describedby={undefined}
            data-login-popup="sheet"
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              anchor.current?.focus();
            }}
            className="fixed inset-x-0 bottom-0 z-50 max-h-[90vh] overflow-y-auto overscroll-contain rounded-t-2xl bg-surface-raised px-5 pt-2 pb-[calc(1.5rem+env(safe-area-inset-bottom))] shadow-xl data-[state=open]:animate-[sakhe-slide-up_250ms_ease-out]"
          >
            <div className="mb-2 flex items-center justify-between gap-2">
              <Dialog.Title className="text-lg font-semibold text-ink">{title}</Dialog.Title>
              <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface-sunken">
                <X aria-hidden="true" className="size-5" />
                <span className="sr-only">{t('account.login.close')}</span>
              </Dialog.Close>
            </div>
            <LoginForm onLoggedIn={onClose} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
