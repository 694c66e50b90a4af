import { data } from 'react-router';
import { BrandDirectory } from '../components/brands/BrandDirectory';
import { RouteErrorBoundary } from '../components/error/RouteErrorBoundary';
import { Breadcrumb } from '../components/layout/Breadcrumb';
import { CATALOG_HEADERS, catalogHeaders } from '../lib/catalog/catalog';
import { groupBrands } from '../lib/catalog/brands';
import { loadBrands } from '../lib/catalog/catalog.server';
import { getI18n, useT } from '../lib/i18n/i18n';
import { localeFromPath } from '../lib/i18n/locale';
import { requireLocale } from '../lib/http/route-params';
import { seoMeta } from '../lib/seo/seo';
import type { Route } from './+types/brands';

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  const brands = await loadBrands(context, locale);
  return data({ groups: groupBrands(brands, locale) }, { headers: CATALOG_HEADERS });
}

// Found pages are the same for everyone, so a CDN may keep them briefly; a 404 is not kept.
export const headers = catalogHeaders;

export function meta(args: Route.MetaArgs) {
  if (args.error) return [];
  const { t } = getI18n(localeFromPath(args.location.pathname));
  return seoMeta(args, { title: t('brands.metaTitle'), description: t('brands.description') });
}

export default function Brands({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <Breadcrumb items={[{ label: t('brands.title') }]} />
      <h1 className="mt-4 text-2xl font-semibold text-ink sm:text-3xl">{t('brands.title')}</h1>
      <BrandDirectory groups={loaderData.groups} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
