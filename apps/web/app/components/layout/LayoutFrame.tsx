import { lazy, Suspense, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import { layoutKindOf, type ChromeData } from '../../lib/layout';
import { PageShell } from './PageShell';

// Most pages use the default layout: the other frames load only with the pages that ask for them.
const CheckoutShell = lazy(() =>
  import('./CheckoutShell').then((module) => ({ default: module.CheckoutShell })),
);
const VoidShell = lazy(() => import('./VoidShell').then((module) => ({ default: module.VoidShell })));

/**
 * Puts the page in the frame its route asks for with `export const handle = { layout: 'checkout' }`
 * (or 'void'); every other page gets the default layout.
 */
export function LayoutFrame({ chrome, children }: { chrome: ChromeData; children: ReactNode }) {
  const kind = layoutKindOf(useMatches().map((match) => match.handle));
  if (kind === 'checkout' || kind === 'void') {
    const Shell = kind === 'checkout' ? CheckoutShell : VoidShell;
    return (
      <Suspense fallback={null}>
        <Shell>{children}</Shell>
      </Suspense>
    );
  }
  return <PageShell chrome={chrome}>{children}</PageShell>;
}
