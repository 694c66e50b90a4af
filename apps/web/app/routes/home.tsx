import { MobileSearch } from '../components/search/MobileSearch';
import { Suspense } from 'react';
import { Await, type MetaDescriptor } from 'react-router';
import { RouteErrorBoundary } from '../components/error/RouteErrorBoundary';
import { LowerBanners, UpperBanners } from '../components/home/Banners';
import { HeroSlider } from '../components/home/HeroSlider';
import { loadHome } from '../components/home/home.server';
import { DESKTOP_MEDIA, MOBILE_MEDIA } from '../components/home/PromoPicture';
import { deferred } from '../components/layout/deferred';
import { CONTACT, socialProfiles } from '../components/layout/site-contact';
import { type ChromeData, LAYOUT_ROUTE_ID } from '../lib/layout/layout';
import { getI18n, useT } from '../lib/i18n/i18n';
import { localeFromPath } from '../lib/i18n/locale';
import { requireLocale } from '../lib/http/route-params';
import { organizationJsonLd, PUBLIC_PAGE_CACHE, seoMeta, siteOrigin, websiteJsonLd } from '../lib/seo/seo';
import type { Route } from './+types/home';

// The carousels' cards sit below the hero: the server renders them with the page, and the browser
// loads their code and hydrates them only as they come near the screen, so the first view's
// JavaScript and hydration are the hero's and the header's. Two parts, so the later carousels (far
// down) wait for their own turn.
const loadCarousel = () =>
  import('../components/home/ProductCarousel').then((module) => module.ProductCarousel);
const FirstCarousel = deferred(loadCarousel, 'visible');
const LaterCarousel = deferred(loadCarousel, 'visible');

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
  // The shop's own details, as its settings say them (the layout loads them).
  const chrome = args.matches.find((match) => match?.id === LAYOUT_ROUTE_ID)?.loaderData as
    ChromeData | undefined;
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
      email: chrome?.contact?.email ?? CONTACT.email,
      telephone: chrome?.contact?.phone ?? CONTACT.phone,
      sameAs: socialProfiles(chrome?.social).map((link) => link.href),
    }),
    websiteJsonLd(origin, locale, t('site.name')),
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { slides, upperBanners, lowerBanners, firstCarousel, laterCarousels } = loaderData;
  return (
    <>
      <h1 className="sr-only">{t('home.heading')}</h1>
      {/* Phones: search and the first products on the first screen (the header keeps no magnifier here). */}
      <div className="px-4 pt-3 pb-3 lg:hidden">
        <MobileSearch variant="bar" initialQuery="" />
      </div>
      <HeroSlider slides={slides} />
      {firstCarousel && <FirstCarousel carousel={firstCarousel} />}
      <UpperBanners banners={upperBanners} />
      <Suspense fallback={null}>
        <Await resolve={laterCarousels}>
          {(carousels) =>
            carousels.map((carousel) => <LaterCarousel key={carousel.code} carousel={carousel} />)
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
