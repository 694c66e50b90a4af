import georgianFont from './fonts/georgian.woff2?url';
import latinFont from './fonts/latin.woff2?url';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { PageShell } from './components/layout/PageShell';
import { RouteErrorBoundary } from './components/error/RouteErrorBoundary';
import { addTranslations, getI18n } from './lib/i18n';
import { translationsFor } from './lib/i18n.server';
import { EMPTY_CHROME } from './lib/layout';
import { DEFAULT_LOCALE, localeFromParam } from './lib/locale';
import { useLocale } from './lib/use-locale';
import type { Route } from './+types/root';
import './app.css';

export const links: Route.LinksFunction = () => [
  // Every first view shows Georgian and Latin (app.css; the lari sign's 1 KB file travels inside the
  // stylesheet); other characters' files load on demand (font-display: swap).
  ...[georgianFont, latinFont].map((href) => ({
    rel: 'preload',
    href,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous' as const,
  })),
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * The messages of the page's language travel as data with the page (and with the first client-side
 * navigation into the other language), not in the JavaScript: the browser loads one language, and only
 * when it is shown. Unknown first segments are Georgian 404 pages, as `useLocale` reads them.
 */
export function loader({ params }: Route.LoaderArgs) {
  const locale = localeFromParam(params.lang) ?? DEFAULT_LOCALE;
  return { locale, translations: translationsFor(locale) };
}

// The messages only change with the language.
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return (
    (localeFromParam(currentParams.lang) ?? DEFAULT_LOCALE) !==
    (localeFromParam(nextParams.lang) ?? DEFAULT_LOCALE)
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const data = useRouteLoaderData<typeof loader>('root');
  // Idempotent: the instance keeps the first messages it gets for its language.
  if (data) addTranslations(data.locale, data.translations);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fbf8f4" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col bg-surface font-sans text-ink antialiased">
        <I18nextProvider i18n={getI18n(locale)}>{children}</I18nextProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// Last resort, when even a layout failed: the shell without data around the error page.
export function ErrorBoundary() {
  return (
    <PageShell chrome={EMPTY_CHROME}>
      <RouteErrorBoundary />
    </PageShell>
  );
}
