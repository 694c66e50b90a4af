import type { MenuTaxon } from '../../lib/taxons';
import { DesktopNav } from './DesktopNav';
import { LocaleSwitcher } from './LocaleSwitcher';
import { Logo } from './Logo';

export function SiteHeader({ menu }: { menu: MenuTaxon[] }) {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <div className="border-b border-line/70">
        <div className="mx-auto flex h-9 max-w-7xl items-center justify-end px-4 sm:px-6">
          <LocaleSwitcher />
        </div>
      </div>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:h-20">
        <Logo />
      </div>
      <DesktopNav menu={menu} />
    </header>
  );
}
