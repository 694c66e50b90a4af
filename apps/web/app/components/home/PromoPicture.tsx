import type { CmsPicture } from '../../lib/content/content';
import type { ResponsivePicture } from './home-data';

/** Wide screens: the layout switches to desktop at 1024 px (SPEC §9), and so do the banner cuts. */
export const DESKTOP_MEDIA = '(min-width: 1024px)';
export const MOBILE_MEDIA = '(max-width: 1023.98px)';

interface PictureProps {
  picture: ResponsivePicture | CmsPicture;
  /** The first slide is the page's largest paint: loaded at once and first. */
  priority?: boolean;
  className?: string;
  sizes?: string;
}

/**
 * A CMS picture with its box reserved from the intrinsic size. A desktop/phone pair is one `<picture>`,
 * so the browser downloads only the cut for its screen and no script decides anything.
 */
export function PromoPicture({ picture, priority = false, className = '', sizes }: PictureProps) {
  const image = 'desktop' in picture ? picture.mobile : picture;
  const img = (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={picture.alt}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={`block h-auto w-full object-cover ${className}`}
    />
  );
  if (!('desktop' in picture)) return img;
  return (
    <picture>
      <source
        media={DESKTOP_MEDIA}
        srcSet={picture.desktop.src}
        width={picture.desktop.width}
        height={picture.desktop.height}
      />
      {img}
    </picture>
  );
}
