import * as Dialog from '@radix-ui/react-dialog';
import { SlidersHorizontal, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingScope } from '../../lib/catalog';
import { FilterPanel } from './FilterPanel';
import type { FilterMenus } from './useFilterMenus';

interface MobileFiltersProps {
  scope: ListingScope;
  menus: FilterMenus;
  listingPath: string;
  /** Filters applied now, shown on the button. */
  count: number;
}

/** The filter menu under 1024 px: a sheet from the bottom. Closing it without Apply drops the selection. */
export function MobileFilters({ scope, menus, listingPath, count }: MobileFiltersProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const confirming: FilterMenus = {
    ...menus,
    apply() {
      menus.apply();
      setOpen(false);
    },
    reset() {
      menus.reset();
      setOpen(false);
    },
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) menus.revert();
        setOpen(next);
      }}
    >
      <Dialog.Trigger className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface-raised px-4 text-sm font-medium text-ink hover:border-accent hover:text-accent lg:hidden">
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {t('filters.open')}
        {count > 0 && (
          <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs text-white">
            {count}
          </span>
        )}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 transition-opacity starting:opacity-0 motion-reduce:transition-none" />
        <Dialog.Content
          aria-describedby={undefined}
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
          <FilterPanel idPrefix="mobile" scope={scope} menus={confirming} listingPath={listingPath} sticky />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
