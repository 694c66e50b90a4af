import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { taxonPath, type MenuTaxon } from '../../lib/catalog/taxons';
import { Link } from 'react-router';
import { useLocalizePath } from '../../lib/i18n/use-locale';
import { LocalizedLink } from '../LocalizedLink';
import { useT } from '../../lib/i18n/i18n';

interface CategoryDrawerProps {
  menu: MenuTaxon[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The mobile category drawer (SPEC §2): slides up to 70% of the viewport, drills into a taxon's children
 * with a way back, and always offers everything at the current level ('every product' at the top).
 * Loaded on first use, so phones do not download the dialog code before someone opens it.
 */
export default function CategoryDrawer({ menu, open, onOpenChange }: CategoryDrawerProps) {
  const t = useT();
  const localize = useLocalizePath();
  const [trail, setTrail] = useState<MenuTaxon[]>([]);
  const current = trail.at(-1);
  const items = current ? current.children : menu;
  const close = () => onOpenChange(false);
  const firstLink = useRef<HTMLAnchorElement>(null);
  // The button that was pressed is gone after a step: focus goes to the new level's first link.
  const step = (next: (path: MenuTaxon[]) => MenuTaxon[]) => {
    setTrail(next);
    requestAnimationFrame(() => firstLink.current?.focus());
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setTrail([]);
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=open]:animate-[sakhe-fade-in_200ms_ease-out] lg:hidden" />
        <Dialog.Content
          className="fixed inset-x-0 bottom-0 z-50 flex h-[70vh] flex-col rounded-t-2xl bg-surface-raised shadow-xl data-[state=open]:animate-[sakhe-slide-up_250ms_ease-out] lg:hidden"
          aria-describedby={undefined}
        >
          <div className="flex h-14 shrink-0 items-center gap-2 border-b border-line px-2">
            {current ? (
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
              {current?.name ?? t('chrome.drawer.title')}
            </Dialog.Title>
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface-sunken">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{t('chrome.drawer.close')}</span>
            </Dialog.Close>
          </div>
          <nav aria-label={t('nav.label')} className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
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
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
