import type { ReactNode } from 'react';
import { NavigationProgress } from './NavigationProgress';

/** The void layout (SPEC §2): the page alone, for payment hand-offs and the thank-you page. */
export function VoidShell({ children }: { children: ReactNode }) {
  return (
    <>
      <NavigationProgress />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {children}
      </main>
    </>
  );
}
