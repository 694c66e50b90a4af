import { useTranslation } from 'react-i18next';
import { RouteErrorBoundary } from '../components/error/RouteErrorBoundary';
import { LowerBanners, UpperBanners } from '../components/home/Banners';
import { HeroSlider } from '../components/home/HeroSlider';
import { loadHome } from '../components/home/home.server';
import { ProductCarousel } from '../components/home/ProductCarousel';
import { CONTACT, SOCIAL_LINKS } from '../components/layout/site-contact';
import { getI18n } from '../lib/i18n';
import { localeFromPath } from '../lib/locale';
import { requireLocale } from '../lib/route-params';
import { organizationJsonLd, PUBLIC_PAGE_CACHE, seoMeta, siteOrigin, websiteJsonLd } from '../lib/seo';
import type { Route } from './+types/home';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  return loadHome(context, locale, request.signal);
}

export function headers() {
  return { 'Cache-Control': PUBLIC_PAGE_CACHE };
}

export function meta(args: Route.MetaArgs) {
  if (args.error) return [];
  const locale = localeFromPath(args.location.pathname);
  const { t } = getI18n(locale);
  const origin = siteOrigin(args.matches);
  const slide = args.loaderData?.slides[0];
  return [
    ...seoMeta(args, {
      title: t('home.title'),
      description: t('site.description'),
      image: slide?.desktop.src,
    }),
    organizationJsonLd(origin, {
      name: t('site.name'),
      email: CONTACT.email,
      telephone: CONTACT.phone,
      sameAs: SOCIAL_LINKS.map((link) => link.href),
    }),
    websiteJsonLd(origin, locale, t('site.name')),
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { slides, upperBanners, lowerBanners, carousels } = loaderData;
  const [first, ...rest] = carousels;
  return (
    <>
      <h1 className="sr-only">{t('home.heading')}</h1>
      <HeroSlider slides={slides} />
      {first && <ProductCarousel carousel={first} />}
      <UpperBanners banners={upperBanners} />
      {rest.map((carousel) => (
        <ProductCarousel key={carousel.code} carousel={carousel} />
      ))}
      <LowerBanners banners={lowerBanners} />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
