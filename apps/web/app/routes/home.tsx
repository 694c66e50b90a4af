import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Await, type MetaDescriptor } from 'react-router';
import { RouteErrorBoundary } from '../components/error/RouteErrorBoundary';
import { LowerBanners, UpperBanners } from '../components/home/Banners';
import { HeroSlider } from '../components/home/HeroSlider';
import { loadHome } from '../components/home/home.server';
import { ProductCarousel } from '../components/home/ProductCarousel';
import { DESKTOP_MEDIA, MOBILE_MEDIA } from '../components/home/PromoPicture';
import { CONTACT, SOCIAL_LINKS } from '../components/layout/site-contact';
import { getI18n } from '../lib/i18n';
import { localeFromPath } from '../lib/locale';
import { requireLocale } from '../lib/route-params';
import { organizationJsonLd, PUBLIC_PAGE_CACHE, seoMeta, siteOrigin, websiteJsonLd } from '../lib/seo';
import type { Route } from './+types/home';

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  return loadHome(context, locale);
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
  // The first slide is the largest paint: fetched with the document, the cut for the screen only.
  const preloads: MetaDescriptor[] = slide
    ? [
        {
          tagName: 'link',
          rel: 'preload',
          as: 'image',
          href: slide.mobile.src,
          media: MOBILE_MEDIA,
          fetchPriority: 'high',
        },
        {
          tagName: 'link',
          rel: 'preload',
          as: 'image',
          href: slide.desktop.src,
          media: DESKTOP_MEDIA,
          fetchPriority: 'high',
        },
      ]
    : [];
  return [
    ...preloads,
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
  const { slides, upperBanners, lowerBanners, firstCarousel, laterCarousels } = loaderData;
  return (
    <>
      <h1 className="sr-only">{t('home.heading')}</h1>
      <HeroSlider slides={slides} />
      {firstCarousel && <ProductCarousel carousel={firstCarousel} />}
      <UpperBanners banners={upperBanners} />
      <Suspense fallback={null}>
        <Await resolve={laterCarousels}>
          {(carousels) =>
            carousels.map((carousel) => <ProductCarousel key={carousel.code} carousel={carousel} />)
          }
        </Await>
      </Suspense>
      <LowerBanners banners={lowerBanners} />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
