import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { RouteErrorBoundary } from '../components/error/RouteErrorBoundary';
import { PageShell } from '../components/layout/PageShell';
import { loadMenu } from '../lib/menu.server';
import { requireLocale } from '../lib/route-params';
import type { Route } from './+types/layout';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  return { menu: await loadMenu(context, locale, request.signal) };
}

// The menu only changes with the language; don't refetch it on every navigation inside one locale.
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
    <PageShell menu={loaderData.menu}>
      <Outlet />
    </PageShell>
  );
}

// Reached when the locale segment is unknown (or the layout itself fails): the shell without the menu.
export function ErrorBoundary() {
  return (
    <PageShell menu={[]}>
      <RouteErrorBoundary />
    </PageShell>
  );
}
