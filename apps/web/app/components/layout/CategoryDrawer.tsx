import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { taxonPath, type MenuTaxon } from '../../lib/catalog/taxons';
import type { CmsPicture } from '../../lib/content/content';
import { Link } from 'react-router';
import { useLocalizePath } from '../../lib/i18n/use-locale';
import { LocalizedLink } from '../LocalizedLink';
import { BrandTile } from './BrandTile';
import { useT } from '../../lib/i18n/i18n';

interface CategoryDrawerProps {
  menu: MenuTaxon[];
  /** The menu's brands (as the desktop's brands panel shows them). */
  brands: CmsPicture[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The mobile category drawer (SPEC §2): slides up to 70% of the viewport, drills into a taxon's children
 * with a way back, and always offers everything at the current level ('every product' at the top).
 * After the categories, Brands opens the A–Z page's link and the brand tiles, as on the desktop.
 * Loaded on first use, so phones do not download the dialog code before someone opens it.
 */
export default function CategoryDrawer({ menu, brands, open, onOpenChange }: CategoryDrawerProps) {
  const t = useT();
  const localize = useLocalizePath();
  const [trail, setTrail] = useState<Level[]>([]);
  const level = trail.at(-1);
  const current = level === BRANDS ? undefined : level;
  const items = current ? current.children : menu;
  // Every way out (a link, Escape, the overlay) leaves the drawer at its top level for the next time.
  const close = () => {
    setTrail([]);
    onOpenChange(false);
  };
  const firstLink = useRef<HTMLAnchorElement>(null);
  // The button that was pressed is gone after a step: focus goes to the new level's first link.
  const step = (next: (path: Level[]) => Level[]) => {
    setTrail(next);
    requestAnimationFrame(() => firstLink.current?.focus());
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=open]:animate-[sakhe-fade-in_200ms_ease-out] lg:hidden" />
        <Dialog.Content
          className="fixed inset-x-0 bottom-0 z-50 flex h-[70vh] flex-col rounded-t-2xl bg-surface-raised shadow-xl data-[state=open]:animate-[sakhe-slide-up_250ms_ease-out] lg:hidden"
          aria-describedby={undefined}
        >
          <div className="flex h-14 shrink-0 items-center gap-2 border-b border-line px-2">
            {level ? (
              <button
                type="button"
                onClick={() => step((path) => path.slice(0, -1))}
                className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface-sunken"
              >
                <ChevronLeft aria-hidden="true" className="size-5" />
                <span className="sr-only">{t('chrome.drawer.back')}</span>
              </button>
            ) : (
              <span className="w-2" />
            )}
            <Dialog.Title className="min-w-0 flex-1 truncate text-lg font-semibold text-ink">
              {level === BRANDS ? t('nav.brands') : (current?.name ?? t('chrome.drawer.title'))}
            </Dialog.Title>
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface-sunken">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{t('chrome.drawer.close')}</span>
            </Dialog.Close>
          </div>
          <nav aria-label={t('nav.label')} className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
            {level === BRANDS ? (
              <div className="px-5 py-4">
                <Link
                  ref={firstLink}
                  to={localize('/shop/brands-a-z')}
                  onClick={close}
                  className="flex min-h-11 items-center font-medium text-accent"
                >
                  {t('nav.brandsAll')}
                </Link>
                <ul className="mt-3 grid grid-cols-3 gap-3">
                  {brands.map((brand) => (
                    <li key={brand.code}>
                      <BrandTile brand={brand} onNavigate={close} />
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <ul className="divide-y divide-line">
                <li>
                  <Link
                    ref={firstLink}
                    to={localize(current ? taxonPath(current.code) : '/shop')}
                    onClick={close}
                    className="flex min-h-14 items-center px-5 font-medium text-accent"
                  >
                    {current ? t('nav.viewAll', { name: current.name }) : t('chrome.drawer.everyProduct')}
                  </Link>
                </li>
                {items.map((taxon) => (
                  <li key={taxon.code}>
                    {taxon.children.length > 0 ? (
                      <button
                        type="button"
                        onClick={() => step((path) => [...path, taxon])}
                        className="flex min-h-14 w-full items-center justify-between px-5 text-left text-ink"
                      >
                        {taxon.name}
                        <ChevronRight aria-hidden="true" className="size-5 text-ink-muted" />
                      </button>
                    ) : (
                      <LocalizedLink
                        to={taxonPath(taxon.code)}
                        onClick={close}
                        className="flex min-h-14 items-center px-5 text-ink"
                      >
                        {taxon.name}
                      </LocalizedLink>
                    )}
                  </li>
                ))}
                {!current && brands.length > 0 && (
                  <li>
                    <button
                      type="button"
                      onClick={() => step((path) => [...path, BRANDS])}
                      className="flex min-h-14 w-full items-center justify-between px-5 text-left text-ink"
                    >
                      {t('nav.brands')}
                      <ChevronRight aria-hidden="true" className="size-5 text-ink-muted" />
                    </button>
                  </li>
                )}
              </ul>
            )}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The drawer's brands level, beside the taxons' levels. */
const BRANDS = 'brands';
type Level = MenuTaxon | typeof BRANDS;
