import { LegalDocument } from '../components/content/LegalDocument';
import { RouteErrorBoundary } from '../components/error/RouteErrorBoundary';
import { loadPage } from '../lib/content/content.server';
import { getI18n } from '../lib/i18n/i18n';
import { localeFromPath } from '../lib/i18n/locale';
import { requireLocale } from '../lib/http/route-params';
import { PUBLIC_PAGE_CACHE, seoMeta } from '../lib/seo/seo';
import type { Route } from './+types/privacy-policy';

/** The privacy policy is the CMS page `privacy-policy`, which staff edit in the back office. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const page = await loadPage(
    { context, locale: requireLocale(params.lang), signal: request.signal },
    'privacy-policy',
  );
  return { page };
}

export function headers() {
  return { 'Cache-Control': PUBLIC_PAGE_CACHE };
}

export function meta(args: Route.MetaArgs) {
  if (args.error || !args.loaderData) return [];
  const { t } = getI18n(localeFromPath(args.location.pathname));
  const { page } = args.loaderData;
  return seoMeta(args, {
    // The shop's own title unless staff gave the page another.
    title: page.title === page.name ? t('privacy.title') : page.title,
    description: page.metaDescription ?? t('privacy.description'),
    type: 'article',
  });
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalDocument page={loaderData.page} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
