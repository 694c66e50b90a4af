import type { ReactNode } from 'react';
import type { MenuTaxon } from '../../lib/taxons';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SkipLink } from './SkipLink';

/** The default layout: header with the category menu, the page, footer. */
export function PageShell({ menu, children }: { menu: MenuTaxon[]; children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <SiteHeader menu={menu} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
