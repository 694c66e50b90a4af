import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import type { ListingScope } from '../../lib/catalog/catalog';
import { FilterPanel } from './FilterPanel';
import type { FilterMenus } from './useFilterMenus';
import { useT } from '../../lib/i18n/i18n';

interface MobileFiltersSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  scope: ListingScope;
  menus: FilterMenus;
  listingPath: string;
  /** The button that opened the sheet, which gets the focus back when it closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/** The filter sheet itself (MobileFilters); its code loads when the pointer or focus comes near the button. */
export default function MobileFiltersSheet({
  open,
  onOpenChange,
  scope,
  menus,
  listingPath,
  trigger,
}: MobileFiltersSheetProps) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 transition-opacity starting:opacity-0 motion-reduce:transition-none" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] flex-col rounded-t-2xl bg-surface shadow-xl transition-transform duration-200 ease-out starting:translate-y-full motion-reduce:transition-none"
        >
          <div className="flex items-center justify-between border-b border-line px-5 py-3">
            <Dialog.Title className="text-base font-semibold text-ink">{t('filters.title')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('filters.close')}
              className="inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-surface-sunken hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <FilterPanel idPrefix="mobile" scope={scope} menus={menus} listingPath={listingPath} sticky />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
