import type { TaxonItem } from '@sakhe/contract';
import { useTranslation } from 'react-i18next';
import { RouteErrorBoundary } from '../components/error/RouteErrorBoundary';
import { apiFetch } from '../lib/api.server';
import { getI18n } from '../lib/i18n';
import { localeFromPath } from '../lib/locale';
import { requireLocale } from '../lib/route-params';
import { taxonLabel } from '../lib/taxons';
import type { Route } from './+types/shop-taxon';

// The product listing arrives in a later issue; for now the page names its category.
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  if (!params.taxon_code) return { taxon: null };
  const taxon = await apiFetch<TaxonItem>(context, `taxons/${encodeURIComponent(params.taxon_code)}`, {
    locale,
    signal: request.signal,
  });
  return { taxon: { code: taxon.code, name: taxonLabel(taxon) } };
}

export function meta({ location, loaderData, error }: Route.MetaArgs) {
  if (error) return [];
  const { t } = getI18n(localeFromPath(location.pathname));
  return [{ title: t('shop.title', { name: loaderData?.taxon?.name ?? t('shop.allProducts') }) }];
}

export default function ShopTaxon({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-semibold text-ink">{loaderData.taxon?.name ?? t('shop.allProducts')}</h1>
      <p className="mt-4 text-ink-muted">{t('shop.comingSoon')}</p>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
