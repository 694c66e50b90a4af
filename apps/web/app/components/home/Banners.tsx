import type { CmsPicture } from '../../lib/content/content';
import type { ResponsivePicture } from './home-data';
import { PromoLink } from './PromoLink';
import { PromoPicture } from './PromoPicture';

function Caption({ name, lines }: { name: string; lines: string[] }) {
  return (
    <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink/75 to-transparent px-5 pt-12 pb-5 text-white">
      <p className="text-lg font-semibold">{name}</p>
      {lines.map((line) => (
        <p key={line} className="mt-1 text-sm">
          {line}
        </p>
      ))}
    </div>
  );
}

/** The upper-banners media: three promotions side by side (stacked on phones). */
export function UpperBanners({ banners }: { banners: CmsPicture[] }) {
  if (banners.length === 0) return null;
  return (
    <ul className="render-when-near mx-auto mt-10 grid max-w-7xl gap-4 px-4 [--rendered-height:36rem] sm:px-6 md:grid-cols-3 md:[--rendered-height:14rem]">
      {banners.map((banner, index) => (
        <li key={banner.code}>
          <PromoLink
            promotion={banner}
            slot={`upper-banner-${index + 1}`}
            className="relative block overflow-hidden rounded-2xl"
          >
            <PromoPicture picture={banner} sizes="(min-width: 768px) 33vw, 100vw" />
            <Caption name={banner.name} lines={banner.lines} />
          </PromoLink>
        </li>
      ))}
    </ul>
  );
}

/** The lower-banners-desktop / -mobile media: wide promotions, one `<picture>` each. */
export function LowerBanners({ banners }: { banners: ResponsivePicture[] }) {
  if (banners.length === 0) return null;
  return (
    <ul className="render-when-near mx-auto mt-14 grid max-w-7xl gap-4 px-4 [--rendered-height:24rem] sm:px-6">
      {banners.map((banner, index) => (
        <li key={banner.code}>
          <PromoLink
            promotion={banner}
            slot={`lower-banner-${index + 1}`}
            className="relative block overflow-hidden rounded-2xl"
          >
            <PromoPicture picture={banner} sizes="(min-width: 1280px) 1232px, 100vw" />
            <Caption name={banner.name} lines={banner.lines} />
          </PromoLink>
        </li>
      ))}
    </ul>
  );
}
