import './lib/zod-without-eval';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { currentLocale } from './lib/i18n';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="ka">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>sakhe admin</title>
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-surface font-sans text-ink antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.documentElement.lang = currentLocale();
    document.title = t('app.title');
    // Journeys wait for this mark, as they do on the storefront's pages.
    document.documentElement.dataset.hydrated = '';
  }, [t, i18n.language]);
  return <Outlet />;
}

/** What index.html shows until the app's code runs: the name, nothing to translate. */
export function HydrateFallback() {
  return (
    <div className="grid min-h-screen place-items-center">
      <p className="text-2xl font-semibold text-accent">სახე · sakhe</p>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-xl font-semibold">{notFound ? t('errors.notFoundTitle') : t('errors.title')}</h1>
      <p className="mt-2 text-ink-muted">{notFound ? t('errors.notFound') : t('errors.unexpected')}</p>
      <a className="mt-4 inline-block text-accent underline" href="/admin/">
        {t('errors.home')}
      </a>
    </main>
  );
}
