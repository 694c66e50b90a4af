import type { Block, Media } from '@sakhe/contract';
import { backendLocale, type Locale } from '../i18n/locale';

/** The fields of a CMS block or media item that a page shows, in one locale. */
export interface CmsTranslation {
  name: string | null;
  content: string | null;
  link: string | null;
  alt?: string | null;
}

/** A CMS item's translation in `locale`, falling back to Georgian (the shop's default) when it has none. */
export function cmsTranslation(item: Pick<Block | Media, 'translations'>, locale: Locale): CmsTranslation {
  const translations = item.translations as Record<string, CmsTranslation | undefined>;
  return (
    translations[backendLocale(locale)] ??
    translations[backendLocale('ka')] ?? { name: null, content: null, link: null }
  );
}

/**
 * A CMS link is internal (a client-side navigation in the current locale) when it starts with `/`,
 * and external otherwise. Protocol-relative `//host` addresses are external.
 */
export function isInternalLink(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

/** A CMS picture as a page shows it: the resized file, its intrinsic size (to reserve space) and text. */
export interface CmsPicture {
  code: string;
  src: string;
  width: number;
  height: number;
  alt: string;
  name: string;
  /** The CMS text shown over the picture, one entry per paragraph or heading. */
  lines: string[];
  link: string | null;
}

/** Image filters of the media module, as named by Sylius' LiipImagine configuration. */
export type ImageFilter =
  | 'sylius_shop_product_thumbnail'
  | 'sylius_shop_product_large_thumbnail'
  | 'sylius_small'
  | 'sylius_original'
  | 'banner_desktop'
  | 'banner_mobile';

/**
 * The public URL of a CMS media file (stored as `/image/<path>`) or a product image (`/media/image/<path>`)
 * resized by `filter`. Addresses elsewhere (a storage bucket) are used as they are.
 */
export function mediaUrl(path: string, filter: ImageFilter): string {
  const stored = path.match(/^(?:\/media)?\/image\/(.+)$/) ?? path.match(/^\/media\/cache\/[^/]+\/(.+)$/);
  return stored ? `/media/cache/${filter}/${stored[1]}` : path;
}

/** Media in a section, in the CMS order. */
export function inSection(media: Media[], section: string): Media[] {
  return media.filter((item) => item.sections.some((candidate) => candidate.code === section));
}

/** The product code a product IRI (`/api/v2/shop/products/CODE`) names. */
export function productCodeFromIri(iri: string): string | null {
  const match = iri.match(/\/products\/([^/?#]+)$/);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** The codes of the products a block's IRIs name, in order; IRIs of anything else are skipped. */
export function productCodesFromIris(iris: readonly string[]): string[] {
  return iris.map(productCodeFromIri).filter((code): code is string => code !== null);
}
