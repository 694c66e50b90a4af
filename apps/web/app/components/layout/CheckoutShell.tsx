import type { ReactNode } from 'react';
import { LocaleSwitcher } from './LocaleSwitcher';
import { Logo } from './Logo';
import { NavigationProgress } from './NavigationProgress';
import { SkipLink } from './SkipLink';

/** The checkout layout (SPEC §2): the logo, the locale switcher and the step's content, nothing to wander off to. */
export function CheckoutShell({ children }: { children: ReactNode }) {
  return (
    <>
      <NavigationProgress />
      <SkipLink />
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20">
          <Logo />
          <LocaleSwitcher />
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 outline-none sm:px-6"
      >
        {children}
      </main>
    </>
  );
}
