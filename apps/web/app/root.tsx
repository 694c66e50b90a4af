import georgianFont from './fonts/georgian.woff2?url';
import latinFont from './fonts/latin.woff2?url';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { PageShell } from './components/layout/PageShell';
import { RouteErrorBoundary } from './components/error/RouteErrorBoundary';
import { getI18n } from './lib/i18n/i18n';
import { loadTranslations, TRANSLATIONS_URL } from './lib/i18n/translations';
import { EMPTY_CHROME } from './lib/layout/layout';
import { DEFAULT_LOCALE, localeFromParam } from './lib/i18n/locale';
import { useLocale } from './lib/i18n/use-locale';
import { useNonce } from './lib/http/nonce';
import type { Route } from './+types/root';
// Linked, not imported: an imported stylesheet belongs to the shell chunk, so every lazily loaded part
// would add it to the page again (React Router links it as `….css#`, which Vite's loader does not
// recognise), and the browser would restyle and lay out the whole page each time.
import stylesheet from './app.css?url';

export const links: Route.LinksFunction = () => [
  // Every first view shows Georgian and Latin (app.css; ₾ is in the Latin file, so a price needs no
  // font of its own); other characters' files load on demand (font-display: swap).
  ...[georgianFont, latinFont].map((href) => ({
    rel: 'preload',
    href,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous' as const,
  })),
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: stylesheet },
];

const ZOD_WITHOUT_EVAL = 'globalThis.__zod_globalConfig={jitless:true}';

/** Unknown first segments are Georgian 404 pages, as `useLocale` reads them. */
const pageLocale = (lang: string | undefined) => localeFromParam(lang) ?? DEFAULT_LOCALE;

export function loader({ params }: Route.LoaderArgs) {
  return { locale: pageLocale(params.lang) };
}

/**
 * The browser loads a language's messages (lib/i18n/translations.ts) when it first shows it: the page's own
 * before hydrating (entry.client.tsx), the other one here, before the first page in it renders. The
 * root's data needs no trip to the server.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const locale = pageLocale(params.lang);
  await loadTranslations(locale);
  return { locale };
}

// The messages only change with the language.
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return pageLocale(currentParams.lang) !== pageLocale(nextParams.lang);
}

export function Layout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const nonce = useNonce();
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fbf8f4" />
        {/* Before any module: zod (the contract's form checks) would otherwise probe whether it may
            compile code with `new Function`, which the CSP forbids, and every page would report it. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: ZOD_WITHOUT_EVAL }}
        />
        <Meta />
        <link rel="preload" href={TRANSLATIONS_URL[locale]} as="fetch" crossOrigin="anonymous" />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col bg-surface font-sans text-ink antialiased">
        <I18nextProvider i18n={getI18n(locale)}>{children}</I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page live once React has hydrated it: until then it is the server's HTML, whose
  // JavaScript-only controls do nothing yet. Browser journeys wait for it before they act.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
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
