import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { RouteErrorBoundary } from '../components/error/RouteErrorBoundary';
import { LayoutFrame } from '../components/layout/LayoutFrame';
import { PageShell } from '../components/layout/PageShell';
import { EMPTY_CHROME } from '../lib/layout/layout';
import { loadChrome } from '../lib/layout/layout.server';
import { requireLocale } from '../lib/http/route-params';
import type { Route } from './+types/layout';

/** Header and footer content for every page of one locale, and the settings the client needs. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  return loadChrome(context, locale, request);
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
    <LayoutFrame chrome={loaderData}>
      <Outlet />
    </LayoutFrame>
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
