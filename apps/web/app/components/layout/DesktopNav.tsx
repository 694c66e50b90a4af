import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { stripLocale } from '../../lib/locale';
import { taxonPath, type MenuTaxon } from '../../lib/taxons';
import { LocalizedLink } from '../LocalizedLink';

const topLevelItem =
  'inline-flex items-center gap-0.5 rounded-md px-2 py-2 text-sm font-medium text-ink transition-colors hover:bg-surface-sunken data-[active]:text-accent data-[state=open]:bg-surface-sunken';

function TaxonLink({ taxon, active, className }: { taxon: MenuTaxon; active: boolean; className: string }) {
  return (
    <NavigationMenu.Link asChild active={active}>
      <LocalizedLink to={taxonPath(taxon.code)} className={className}>
        {taxon.name}
      </LocalizedLink>
    </NavigationMenu.Link>
  );
}

/** The category bar for wide screens: top-level menu taxons, each opening a panel with its children. */
export function DesktopNav({ menu }: { menu: MenuTaxon[] }) {
  const { t } = useTranslation();
  const current = stripLocale(useLocation().pathname);
  const isActive = (taxon: MenuTaxon) => current === taxonPath(taxon.code);

  if (menu.length === 0) return null;
  return (
    <NavigationMenu.Root
      aria-label={t('nav.label')}
      className="relative hidden border-t border-line lg:block"
    >
      <NavigationMenu.List className="mx-auto flex max-w-7xl flex-wrap items-center px-4 py-1.5 sm:px-6">
        {menu.map((taxon) => (
          <NavigationMenu.Item key={taxon.code}>
            {taxon.children.length === 0 ? (
              <TaxonLink taxon={taxon} active={isActive(taxon)} className={topLevelItem} />
            ) : (
              <>
                <NavigationMenu.Trigger className={`group ${topLevelItem}`}>
                  {taxon.name}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-4 text-ink-muted transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                  />
                </NavigationMenu.Trigger>
                <NavigationMenu.Content className="mx-auto max-w-7xl px-6 py-6">
                  <TaxonLink
                    taxon={{ ...taxon, name: t('nav.viewAll', { name: taxon.name }) }}
                    active={isActive(taxon)}
                    className="mb-4 inline-block rounded-sm font-medium text-accent hover:underline"
                  />
                  <ul className="grid grid-cols-4 gap-x-8 gap-y-5">
                    {taxon.children.map((child) => (
                      <li key={child.code}>
                        <TaxonLink
                          taxon={child}
                          active={isActive(child)}
                          className="rounded-sm font-medium text-ink hover:text-accent data-[active]:text-accent"
                        />
                        {child.children.length > 0 && (
                          <ul className="mt-2 space-y-1.5">
                            {child.children.map((grandchild) => (
                              <li key={grandchild.code}>
                                <TaxonLink
                                  taxon={grandchild}
                                  active={isActive(grandchild)}
                                  className="rounded-sm text-sm text-ink-muted hover:text-accent data-[active]:text-accent"
                                />
                              </li>
                            ))}
                          </ul>
                        )}
                      </li>
                    ))}
                  </ul>
                </NavigationMenu.Content>
              </>
            )}
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
      <div className="absolute inset-x-0 top-full">
        <NavigationMenu.Viewport className="border-y border-line bg-surface-raised shadow-sm" />
      </div>
    </NavigationMenu.Root>
  );
}
