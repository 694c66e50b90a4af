import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { CmsPicture } from '../../lib/content/content';
import { stripLocale } from '../../lib/i18n/locale';
import { taxonPath, type MenuTaxon } from '../../lib/catalog/taxons';
import { LocalizedLink } from '../LocalizedLink';
import { BrandTile } from './BrandTile';
import { useT } from '../../lib/i18n/i18n';

const topLevelItem =
  'inline-flex items-center gap-0.5 rounded-md px-[0.3rem] py-2 text-sm font-medium text-ink transition-colors hover:bg-surface-sunken aria-[current=page]:text-accent aria-expanded:bg-surface-sunken motion-reduce:transition-none';

/** Pointer users open a panel by resting on its item; the delay keeps a passing pointer from flashing panels. */
const HOVER_OPEN_MS = 120;
const HOVER_CLOSE_MS = 200;

/**
 * The category bar for wide screens (the disclosure navigation pattern): each top-level menu taxon with
 * children is a button opening a panel of its children and grandchildren; a last item opens the brands
 * menu. A panel is rendered when it opens: kept hidden in every page's HTML, the category tree and the
 * brand tiles were a fifth of a product page's HTML and an eighth of its render's CPU (decision 0025),
 * and a browser without JavaScript could not open them anyway. Crawlers find every category and brand in the sitemap
 * and on the listings. The header keys the bar on the pathname, so a navigation closes whatever panel
 * led to it.
 */
export function DesktopNav({ menu, brands }: { menu: MenuTaxon[]; brands: CmsPicture[] }) {
  const t = useT();
  const { pathname } = useLocation();
  const current = stripLocale(pathname);
  const [open, setOpen] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (open === null) return;
    const closeOutside = (event: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  if (menu.length === 0 && brands.length === 0) return null;

  const panelProps = (key: string) => ({
    isOpen: open === key,
    anyOpen: open !== null,
    onToggle: () => setOpen((value) => (value === key ? null : key)),
    onOpen: () => setOpen(key),
    // Only closes its own panel: a late close from the item the pointer left must not close the next one.
    onClose: () => setOpen((value) => (value === key ? null : value)),
  });
  const isCurrent = (taxon: MenuTaxon) => (current === taxonPath(taxon.code) ? ('page' as const) : undefined);

  return (
    <nav ref={navRef} aria-label={t('nav.label')} className="relative hidden border-t border-line lg:block">
      <ul className="mx-auto flex max-w-7xl flex-wrap items-center px-3 py-1.5 sm:px-5">
        {menu.map((taxon) =>
          taxon.children.length === 0 ? (
            <li key={taxon.code}>
              <LocalizedLink
                to={taxonPath(taxon.code)}
                aria-current={isCurrent(taxon)}
                className={topLevelItem}
              >
                {taxon.name}
              </LocalizedLink>
            </li>
          ) : (
            <DisclosureItem
              key={taxon.code}
              label={taxon.name}
              href={taxonPath(taxon.code)}
              current={isCurrent(taxon)}
              {...panelProps(taxon.code)}
            >
              <LocalizedLink
                to={taxonPath(taxon.code)}
                aria-current={isCurrent(taxon)}
                className="mb-4 inline-block rounded-sm font-medium text-accent hover:underline"
              >
                {t('nav.viewAll', { name: taxon.name })}
              </LocalizedLink>
              <ul className="grid grid-cols-4 gap-x-8 gap-y-5">
                {taxon.children.map((child) => (
                  <li key={child.code}>
                    <LocalizedLink
                      to={taxonPath(child.code)}
                      aria-current={isCurrent(child)}
                      className="rounded-sm font-medium text-ink hover:text-accent aria-[current=page]:text-accent"
                    >
                      {child.name}
                    </LocalizedLink>
                    {child.children.length > 0 && (
                      <ul className="mt-2 space-y-1.5">
                        {child.children.map((grandchild) => (
                          <li key={grandchild.code}>
                            <LocalizedLink
                              to={taxonPath(grandchild.code)}
                              aria-current={isCurrent(grandchild)}
                              className="rounded-sm text-sm text-ink-muted hover:text-accent aria-[current=page]:text-accent"
                            >
                              {grandchild.name}
                            </LocalizedLink>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </DisclosureItem>
          ),
        )}
        {brands.length > 0 && (
          <DisclosureItem
            label={t('nav.brands')}
            href="/shop/brands-a-z"
            current={current === '/shop/brands-a-z' ? 'page' : undefined}
            {...panelProps('brands')}
          >
            <LocalizedLink
              to="/shop/brands-a-z"
              className="mb-4 inline-block rounded-sm font-medium text-accent hover:underline"
            >
              {t('nav.brandsAll')}
            </LocalizedLink>
            <ul className="grid grid-cols-6 gap-4">
              {brands.map((brand) => (
                <li key={brand.code}>
                  <BrandTile brand={brand} />
                </li>
              ))}
            </ul>
          </DisclosureItem>
        )}
      </ul>
    </nav>
  );
}

interface DisclosureItemProps {
  label: string;
  /** Where the label itself leads (the category's listing), so the menu works without JavaScript too. */
  href: string;
  current: 'page' | undefined;
  isOpen: boolean;
  anyOpen: boolean;
  onToggle: () => void;
  onOpen: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A top-level item: its name links to the listing, and a chevron button beside it shows and hides its
 * panel. Escape closes the panel and returns focus to the button; a mouse resting on the item opens it
 * (at once when another panel is already open) and leaving closes it.
 */
function DisclosureItem({
  label,
  href,
  current,
  isOpen,
  anyOpen,
  onToggle,
  onOpen,
  onClose,
  children,
}: DisclosureItemProps) {
  const t = useT();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const later = (action: () => void, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, delay);
  };
  return (
    <li
      className="flex items-center rounded-md has-[[aria-expanded=true]]:bg-surface-sunken"
      onPointerEnter={(event: PointerEvent) => {
        if (event.pointerType === 'mouse') later(onOpen, anyOpen ? 0 : HOVER_OPEN_MS);
      }}
      onPointerLeave={(event: PointerEvent) => {
        if (event.pointerType === 'mouse') later(onClose, HOVER_CLOSE_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) {
          event.stopPropagation();
          onClose();
          buttonRef.current?.focus();
        }
      }}
    >
      <LocalizedLink to={href} aria-current={current} className={`${topLevelItem} pr-0.5`}>
        {label}
      </LocalizedLink>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        aria-label={t('nav.submenu', { name: label })}
        onClick={() => {
          clearTimeout(timer.current);
          onToggle();
        }}
        className="group inline-flex h-9 items-center rounded-md px-0.5 text-ink-muted hover:bg-surface-sunken hover:text-ink aria-expanded:text-ink"
      >
        <ChevronDown
          aria-hidden="true"
          className="size-3.5 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none"
        />
      </button>
      {isOpen && (
        <div
          id={panelId}
          className="absolute inset-x-0 top-full z-30 border-y border-line bg-surface-raised shadow-sm"
        >
          <div className="mx-auto max-h-[70vh] max-w-7xl overflow-y-auto px-6 py-6">{children}</div>
        </div>
      )}
    </li>
  );
}
