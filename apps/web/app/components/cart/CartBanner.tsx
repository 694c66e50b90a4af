import type { CmsPicture } from '../../lib/content/content';
import { isInternalLink } from '../../lib/content/content';
import { LocalizedLink } from '../LocalizedLink';

/** The CMS picture of the `cart-banner` section, linked when the CMS gives it a link. */
export function CartBanner({ banner }: { banner: CmsPicture | null }) {
  if (!banner) return null;
  const image = (
    <img
      src={banner.src}
      alt={banner.alt}
      width={banner.width || undefined}
      height={banner.height || undefined}
      loading="lazy"
      decoding="async"
      className="h-auto w-full rounded-2xl bg-surface-sunken object-cover"
    />
  );
  if (!banner.link) return <div className="mt-10">{image}</div>;
  return (
    <div className="mt-10">
      {isInternalLink(banner.link) ? (
        <LocalizedLink to={banner.link} className="block rounded-2xl">
          {image}
        </LocalizedLink>
      ) : (
        <a href={banner.link} className="block rounded-2xl" rel="noopener">
          {image}
        </a>
      )}
    </div>
  );
}
