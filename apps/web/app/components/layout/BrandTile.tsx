import type { CmsPicture } from '../../lib/content/content';
import { CmsLink } from './CmsLink';

/** A brand of the menu (the desktop's brands panel, the phone's drawer): its logo and name, linking to its page. */
export function BrandTile({ brand, onNavigate }: { brand: CmsPicture; onNavigate?: () => void }) {
  const body = (
    <>
      <img
        src={brand.src}
        width={brand.width}
        height={brand.height}
        alt=""
        loading="lazy"
        decoding="async"
        className="aspect-[2/1] h-auto w-full rounded-md border border-line bg-white object-contain"
      />
      <span className="mt-1.5 block truncate text-center text-sm text-ink group-hover:text-accent">
        {brand.name}
      </span>
    </>
  );
  return brand.link ? (
    <CmsLink href={brand.link} onClick={onNavigate} className="group block rounded-md">
      {body}
    </CmsLink>
  ) : (
    <div>{body}</div>
  );
}
