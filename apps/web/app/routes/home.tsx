import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import { RouteErrorBoundary } from '../components/error/RouteErrorBoundary';
import { LocalizedLink } from '../components/LocalizedLink';
import { getI18n } from '../lib/i18n';
import { localeFromPath } from '../lib/locale';
import { taxonPath } from '../lib/taxons';
import type { loader as layoutLoader } from './layout';
import type { Route } from './+types/home';

export function meta({ location, error }: Route.MetaArgs) {
  if (error) return [];
  const { t } = getI18n(localeFromPath(location.pathname));
  return [{ title: t('home.title') }, { name: 'description', content: t('site.description') }];
}

export default function Home() {
  const { t } = useTranslation();
  const menu = useRouteLoaderData<typeof layoutLoader>('routes/layout')?.menu ?? [];
  return (
    <>
      <section className="bg-gradient-to-b from-accent-soft to-surface">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
          <h1 className="max-w-2xl text-4xl font-semibold leading-tight text-ink sm:text-5xl">
            {t('home.heading')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ink-muted">{t('home.lead')}</p>
          <LocalizedLink
            to="/shop"
            className="mt-8 inline-flex items-center gap-2 rounded-full bg-accent px-6 py-3 font-medium text-white transition-colors hover:bg-accent-strong motion-reduce:transition-none"
          >
            {t('home.allProducts')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </LocalizedLink>
        </div>
      </section>
      {menu.length > 0 && (
        <section aria-labelledby="home-categories" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
          <h2 id="home-categories" className="text-2xl font-semibold text-ink">
            {t('home.categories')}
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
            {menu.map((taxon) => (
              <li key={taxon.code}>
                <LocalizedLink
                  to={taxonPath(taxon.code)}
                  className="flex min-h-24 items-end rounded-xl border border-line bg-surface-raised p-4 font-medium text-ink transition-colors hover:border-accent hover:text-accent motion-reduce:transition-none"
                >
                  {taxon.name}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
