import {
  blockSchema,
  faqSchema,
  hydraCollection,
  mediaSchema,
  pageSchema,
  type Block,
  type Media,
} from '@sakhe/contract';
import type { AppLoadContext } from 'react-router';
import { orThrow, shopApi } from '../api/client.server';
import { shopPaths } from '../api/paths';
import { cmsTranslation, inSection, mediaUrl, type CmsPicture, type ImageFilter } from './content';
import { backendLocale, type Locale } from '../i18n/locale';
import { htmlToText } from '../catalog/product-html';
import { notFound } from '../http/route-params';

/** CMS rich text as plain text, for one-line places (header message, benefits bar, labels). */
export const cmsText = htmlToText;

/** CMS rich text as its lines (one per paragraph or heading), for layouts that style each line. */
function cmsLines(html: string | null | undefined): string[] {
  if (!html) return [];
  return html
    .split(/<\/(?:p|div|h[1-6]|li)>|<br\s*\/?>/i)
    .map((part) => cmsText(part))
    .filter((line) => line !== '');
}

/** The CMS API's page size for "everything" (the spec loads blocks with itemsPerPage=9999). */
const ALL = 9999;

interface Request {
  context: AppLoadContext;
  locale: Locale;
  signal?: AbortSignal;
}

const blockCollectionSchema = hydraCollection(blockSchema);
const mediaCollectionSchema = hydraCollection(mediaSchema);
const faqCollectionSchema = hydraCollection(faqSchema);
const pageCollectionSchema = hydraCollection(pageSchema);

// Content only decorates a page: when the CMS cannot answer (the client logs why), the page shows
// without it instead of an error page.

/** Enabled blocks with these codes, keyed by code. */
export async function loadBlocks({ context, locale, signal }: Request, codes: string[]) {
  const blocks = await shopApi(context, locale, { signal }).get(
    shopPaths.cmsBlocks({ itemsPerPage: ALL, code: codes }),
    blockCollectionSchema,
  );
  return new Map((blocks.ok ? blocks.data['hydra:member'] : []).map((block) => [block.code, block]));
}

/** Enabled media in any of these sections, in CMS order. */
export async function loadMedia({ context, locale, signal }: Request, sections: string[]): Promise<Media[]> {
  const media = await shopApi(context, locale, { signal }).get(
    shopPaths.cmsMedia({ itemsPerPage: ALL, 'sections.code': sections }),
    mediaCollectionSchema,
  );
  return media.ok ? media.data['hydra:member'] : [];
}

export interface FaqEntry {
  code: string;
  question: string;
  /** Rich text from the CMS. */
  answer: string;
}

/** Enabled questions by position, in `locale` (Georgian when a question has no translation there). */
export async function loadFaq({ context, locale, signal }: Request): Promise<FaqEntry[]> {
  const faqs = await shopApi(context, locale, { signal }).get(
    shopPaths.cmsFaq({ itemsPerPage: ALL }),
    faqCollectionSchema,
  );
  return (faqs.ok ? faqs.data['hydra:member'] : []).flatMap((faq) => {
    const translation = faq.translations[backendLocale(locale)] ?? faq.translations[backendLocale('ka')];
    return translation
      ? [{ code: faq.code, question: translation.question, answer: translation.answer }]
      : [];
  });
}

/** Banner filters cap the width and keep the aspect ratio, so the reserved box is the scaled original. */
const FILTER_WIDTH: Partial<Record<ImageFilter, number>> = { banner_desktop: 1600, banner_mobile: 800 };

export function toPicture(media: Media, locale: Locale, filter: ImageFilter): CmsPicture {
  const translation = cmsTranslation(media, locale);
  const originalWidth = media.width ?? 0;
  const originalHeight = media.height ?? 0;
  const cap = FILTER_WIDTH[filter];
  const scale = cap && originalWidth > cap ? cap / originalWidth : 1;
  return {
    code: media.code,
    src: mediaUrl(media.path, filter),
    width: Math.round(originalWidth * scale),
    height: Math.round(originalHeight * scale),
    alt: translation.alt ?? translation.name ?? '',
    name: translation.name ?? '',
    lines: cmsLines(translation.content),
    link: translation.link,
  };
}

export function picturesIn(media: Media[], section: string, locale: Locale, filter: ImageFilter) {
  return inSection(media, section).map((item) => toPicture(item, locale, filter));
}

/** A one-line block (header message, benefits bar) as text and its optional link. */
export function blockLine(
  block: Block | undefined,
  locale: Locale,
): { text: string; link: string | null } | null {
  if (!block) return null;
  const translation = cmsTranslation(block, locale);
  const text = cmsText(translation.content);
  return text ? { text, link: translation.link?.trim() || null } : null;
}

export interface CmsPageText {
  name: string;
  /** The browser title the page asks for, else its name. */
  title: string;
  /** HTML the API cleaned when staff saved it. */
  content: string;
  metaDescription: string | null;
}

/**
 * A CMS page (the privacy policy and others) in `locale`, Georgian when it has no translation there;
 * the not-found page when there is no such page (or it is switched off).
 */
export async function loadPage({ context, locale, signal }: Request, code: string): Promise<CmsPageText> {
  const pages = orThrow(
    await shopApi(context, locale, { signal }).get(
      shopPaths.cmsPages({ code: [code] }),
      pageCollectionSchema,
    ),
  );
  const page = pages['hydra:member'][0];
  const translation = page?.translations[backendLocale(locale)] ?? page?.translations[backendLocale('ka')];
  if (!translation) notFound();
  return {
    name: translation.name,
    title: translation.title ?? translation.name,
    content: translation.content ?? '',
    metaDescription: translation.metaDescription,
  };
}
