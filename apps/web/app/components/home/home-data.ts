import type { CmsPicture } from '../../lib/content/content';
import type { CardProduct } from '../../lib/catalog/product-card';

/** A picture in a desktop and a phone cut, chosen by the browser (`<picture>`), with the desktop one's text. */
export interface ResponsivePicture extends Omit<CmsPicture, 'src' | 'width' | 'height'> {
  desktop: Pick<CmsPicture, 'src' | 'width' | 'height'>;
  mobile: Pick<CmsPicture, 'src' | 'width' | 'height'>;
}

export interface HomeCarousel {
  code: string;
  title: string;
  subtitle: string;
  link: string | null;
  products: CardProduct[];
}

export interface HomeData {
  slides: ResponsivePicture[];
  upperBanners: CmsPicture[];
  lowerBanners: ResponsivePicture[];
  /** The first-carousel block, hidden (null) when it has no product to show. */
  firstCarousel: HomeCarousel | null;
  /** second-carousel and third-carousel, streamed after the first paint; empty ones left out. */
  laterCarousels: Promise<HomeCarousel[]>;
}
