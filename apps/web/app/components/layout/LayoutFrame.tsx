import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { layoutKindOf, type ChromeData } from '../../lib/layout/layout';
import { CheckoutShell } from './CheckoutShell';
import { PageShell } from './PageShell';
import { VoidShell } from './VoidShell';

// The other frames are imported, not lazy: they are made of the default layout's own parts (a few
// hundred bytes), and a lazy frame is streamed in behind a script, so without JavaScript the checkout
// stayed blank.

/**
 * Puts the page in the frame its route asks for with `export const handle = { layout: 'checkout' }`
 * (or 'void'); every other page gets the default layout.
 */
export function LayoutFrame({ chrome, children }: { chrome: ChromeData; children: ReactNode }) {
  const kind = layoutKindOf(useMatches().map((match) => match.handle));
  if (kind === 'checkout') return <CheckoutShell>{children}</CheckoutShell>;
  if (kind === 'void') return <VoidShell>{children}</VoidShell>;
  return <PageShell chrome={chrome}>{children}</PageShell>;
}
