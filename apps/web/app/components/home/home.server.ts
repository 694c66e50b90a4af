import type { AppLoadContext } from 'react-router';
import { cmsTranslation, inSection, productCodesFromIris, type CmsPicture } from '../../lib/content/content';
import { sharedContent } from '../../lib/content/cache.server';
import { cmsText, loadBlocks, loadMedia, toPicture } from '../../lib/content/content.server';
import type { Locale } from '../../lib/i18n/locale';
import { cardsByCode } from '../../lib/catalog/product-card.server';
import type { HomeCarousel, HomeData, ResponsivePicture } from './home-data';

/** The home page's product carousels, in page order (SPEC §3 content blocks). */
const CAROUSEL_BLOCKS = ['first-carousel', 'second-carousel', 'third-carousel'] as const;

const MEDIA_SECTIONS = [
  'sliders-desktop',
  'sliders-mobile',
  'upper-banners',
  'lower-banners-desktop',
  'lower-banners-mobile',
];

/** Pairs the n-th desktop picture with the n-th phone one; a missing cut falls back to the other. */
function pairPictures(desktop: CmsPicture[], mobile: CmsPicture[]): ResponsivePicture[] {
  return Array.from({ length: Math.max(desktop.length, mobile.length) }, (_, index) => {
    const wide = (desktop[index] ?? mobile[index])!;
    const narrow = (mobile[index] ?? desktop[index])!;
    const { src, width, height, ...text } = wide;
    return {
      ...text,
      desktop: { src, width, height },
      mobile: { src: narrow.src, width: narrow.width, height: narrow.height },
    };
  });
}

// Public content, the same for everyone: shared between requests for a few seconds.
export const loadHome = sharedContent(
  fetchHome,
  (home) => home.slides.length > 0 || home.firstCarousel !== null,
);

async function fetchHome(context: AppLoadContext, locale: Locale): Promise<HomeData> {
  // No request signal: one visitor leaving must not cancel a load other requests share.
  const request = { context, locale };
  const [blocks, media] = await Promise.all([
    loadBlocks(request, [...CAROUSEL_BLOCKS]),
    loadMedia(request, MEDIA_SECTIONS),
  ]);
  const pictures = (section: string, filter: 'banner_desktop' | 'banner_mobile') =>
    inSection(media, section).map((item) => toPicture(item, locale, filter));

  const carousel = async (code: (typeof CAROUSEL_BLOCKS)[number]): Promise<HomeCarousel | null> => {
    const block = blocks.get(code);
    if (!block) return null;
    const products = await cardsByCode(context, locale, productCodesFromIris(block.products));
    if (products.length === 0) return null;
    const translation = cmsTranslation(block, locale);
    return {
      code,
      title: translation.name ?? '',
      subtitle: cmsText(translation.content),
      link: translation.link?.trim() || null,
      products,
    };
  };
  // The first carousel is near the top and part of the first paint; the others stream in after it.
  // The API's failures leave a carousel out (the client logs them); anything else that fails them is
  // logged here, and the page keeps its upper half rather than turning into the error page.
  const [firstCode, ...laterCodes] = CAROUSEL_BLOCKS;
  const later = Promise.all(laterCodes.map(carousel))
    .then((carousels) => carousels.filter((item): item is HomeCarousel => item !== null))
    .catch((error: unknown) => {
      console.error('The home page could not make its later carousels:', error);
      return [];
    });
  const first = await carousel(firstCode);

  return {
    slides: pairPictures(
      pictures('sliders-desktop', 'banner_desktop'),
      pictures('sliders-mobile', 'banner_mobile'),
    ),
    upperBanners: pictures('upper-banners', 'banner_mobile'),
    lowerBanners: pairPictures(
      pictures('lower-banners-desktop', 'banner_desktop'),
      pictures('lower-banners-mobile', 'banner_mobile'),
    ),
    firstCarousel: first,
    laterCarousels: later,
  };
}
