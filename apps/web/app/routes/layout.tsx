import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { AddedNotice } from '../components/cart/AddedNotice';
import { CartSummarySeed } from '../components/cart/CartSummary';
import { RouteErrorBoundary } from '../components/error/RouteErrorBoundary';
import { LayoutFrame } from '../components/layout/LayoutFrame';
import { PageShell } from '../components/layout/PageShell';
import { EMPTY_CHROME } from '../lib/layout/layout';
import { loadChrome } from '../lib/layout/layout.server';
import { requireLocale } from '../lib/http/route-params';
import { readAddedNotice } from '../lib/cart/added.server';
import type { Route } from './+types/layout';

/**
 * Header and footer content for every page of one locale, and the settings the client needs; after an
 * add-to-cart form sent without JavaScript (`?added=`), what was added and the cart's count.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  const [chrome, added] = await Promise.all([
    loadChrome(context, locale, request),
    readAddedNotice({ context, request, locale }),
  ]);
  return { ...chrome, added };
}

// Header and footer only change with the language; don't refetch them on every navigation inside one locale.
export function shouldRevalidate({
  currentParams,
  nextParams,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentParams.lang !== nextParams.lang) return true;
  return formMethod !== undefined && defaultShouldRevalidate;
}

export default function Layout({ loaderData }: Route.ComponentProps) {
  return (
    <CartSummarySeed.Provider value={loaderData.added?.summary ?? null}>
      <LayoutFrame chrome={loaderData}>
        <AddedNotice notice={loaderData.added} />
        <Outlet />
      </LayoutFrame>
    </CartSummarySeed.Provider>
  );
}

// Reached when the locale segment is unknown (or the layout itself fails): the shell without CMS content.
export function ErrorBoundary() {
  return (
    <PageShell chrome={EMPTY_CHROME}>
      <RouteErrorBoundary />
    </PageShell>
  );
}
