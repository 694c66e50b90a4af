import { RouteErrorBoundary } from '../components/error/RouteErrorBoundary';
import { FaqItem } from '../components/faq/FaqItem';
import { cmsText, loadFaq } from '../lib/content/content.server';
import { getI18n, useT } from '../lib/i18n/i18n';
import { localeFromPath } from '../lib/i18n/locale';
import { sanitizeDescription } from '../lib/catalog/product-html';
import { requireLocale } from '../lib/http/route-params';
import { jsonLd, PUBLIC_PAGE_CACHE, seoMeta } from '../lib/seo/seo';
import type { Route } from './+types/faq';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  const faq = await loadFaq({ context, locale, signal: request.signal });
  return {
    faq: faq.map((entry) => ({
      ...entry,
      answer: sanitizeDescription(entry.answer),
      // Plain text for the FAQPage structured data, computed here so the page's code stays small.
      answerText: cmsText(entry.answer),
    })),
  };
}

export function headers() {
  return { 'Cache-Control': PUBLIC_PAGE_CACHE };
}

export function meta(args: Route.MetaArgs) {
  if (args.error) return [];
  const { t } = getI18n(localeFromPath(args.location.pathname));
  const faq = args.loaderData?.faq ?? [];
  return [
    ...seoMeta(args, { title: t('faqPage.title'), description: t('faqPage.description') }),
    ...(faq.length
      ? [
          jsonLd({
            '@type': 'FAQPage',
            mainEntity: faq.map((entry) => ({
              '@type': 'Question',
              name: entry.question,
              acceptedAnswer: { '@type': 'Answer', text: entry.answerText },
            })),
          }),
        ]
      : []),
  ];
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-semibold text-ink sm:text-4xl">{t('faqPage.heading')}</h1>
      <p className="mt-3 text-ink-muted">{t('faqPage.lead')}</p>
      {loaderData.faq.length > 0 ? (
        <div className="mt-8 border-t border-line">
          {loaderData.faq.map((item) => (
            <FaqItem key={item.code} item={item} />
          ))}
        </div>
      ) : (
        <p className="mt-8 text-ink-muted">{t('faqPage.empty')}</p>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
