import { LegalDocument } from '../components/content/LegalDocument';
import { privacyPolicy } from '../components/content/privacy-policy.server';
import { RouteErrorBoundary } from '../components/error/RouteErrorBoundary';
import { getI18n } from '../lib/i18n/i18n';
import { localeFromPath } from '../lib/i18n/locale';
import { requireLocale } from '../lib/http/route-params';
import { PUBLIC_PAGE_CACHE, seoMeta } from '../lib/seo/seo';
import type { Route } from './+types/privacy-policy';

export function loader({ params }: Route.LoaderArgs) {
  return { policy: privacyPolicy(requireLocale(params.lang)) };
}

export function headers() {
  return { 'Cache-Control': PUBLIC_PAGE_CACHE };
}

export function meta(args: Route.MetaArgs) {
  if (args.error) return [];
  const { t } = getI18n(localeFromPath(args.location.pathname));
  return seoMeta(args, { title: t('privacy.title'), description: t('privacy.description'), type: 'article' });
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalDocument text={loaderData.policy} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
