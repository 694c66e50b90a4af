import georgianFont from '@fontsource/noto-sans-georgian/files/noto-sans-georgian-georgian-400-normal.woff2?url';
import latinFont from '@fontsource/noto-sans-georgian/files/noto-sans-georgian-latin-400-normal.woff2?url';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { PageShell } from './components/layout/PageShell';
import { RouteErrorBoundary } from './components/error/RouteErrorBoundary';
import { getI18n } from './lib/i18n';
import { EMPTY_CHROME } from './lib/layout';
import { useLocale } from './lib/use-locale';
import type { Route } from './+types/root';
import './app.css';

export const links: Route.LinksFunction = () => [
  // The regular weight of both scripts is on every first view; the rest load on demand (font-display: swap).
  { rel: 'preload', href: georgianFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: latinFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: ReactNode }) {
  const locale = useLocale();
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
