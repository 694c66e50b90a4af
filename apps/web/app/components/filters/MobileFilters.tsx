import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { ListingScope } from '../../lib/catalog/catalog';
import type { FilterMenus } from './useFilterMenus';
import { useT } from '../../lib/i18n/i18n';

// The sheet (a Radix dialog) loads when the pointer or focus comes near its button.
const MobileFiltersSheet = lazy(() => import('./MobileFiltersSheet'));

interface MobileFiltersProps {
  scope: ListingScope;
  menus: FilterMenus;
  listingPath: string;
  /** Filters applied now, shown on the button. */
  count: number;
}

/** The filter menu under 1024 px: a sheet from the bottom. Closing it without Apply drops the selection. */
export function MobileFilters({ scope, menus, listingPath, count }: MobileFiltersProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const prepare = () => setWanted(true);
  const trigger = useRef<HTMLButtonElement>(null);
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
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border border-line bg-surface-raised px-4 text-sm font-medium text-ink hover:border-accent hover:text-accent lg:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {t('filters.open')}
        {count > 0 && (
          <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs text-white">
            {count}
          </span>
        )}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileFiltersSheet
            open={open}
            onOpenChange={(next) => {
              if (!next) menus.revert();
              setOpen(next);
            }}
            scope={scope}
            menus={confirming}
            listingPath={listingPath}
            trigger={trigger}
          />
        </Suspense>
      )}
    </>
  );
}
