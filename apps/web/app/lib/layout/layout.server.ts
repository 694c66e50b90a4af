import type { AppLoadContext } from 'react-router';
import { sharedContent } from '../content/cache.server';
import { blockLine, loadBlocks, loadFaq, loadMedia, picturesIn } from '../content/content.server';
import type { ChromeData, SiteSettings } from './layout';
import type { Locale } from '../i18n/locale';
import { loadMenu } from '../catalog/menu.server';
import { facebookAuthorizationUrl } from '../account/oauth.server';
import { loadShopSettings } from './shop-settings.server';

const OFF = new Set(['false', '0', 'off']);
const GTM_ID = /^GTM-[A-Z0-9]+$/;

export function readSiteSettings(env: NodeJS.ProcessEnv = process.env): SiteSettings {
  const flag = env.UNDER_CONSTRUCTION?.trim().toLowerCase();
  const gtmId = env.GTM_ID?.trim();
  return {
    underConstruction: !flag || !OFF.has(flag),
    gtmId: gtmId && GTM_ID.test(gtmId) ? gtmId : null,
    origin: publicOrigin(env.PUBLIC_URL),
    staffPreview: false,
  };
}

export function publicOrigin(publicUrl: string | undefined): string {
  try {
    const url = new URL(publicUrl || 'http://localhost:3000');
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return 'http://localhost:3000';
  }
}

/** How many questions the footer lists before linking to the FAQ page. */
const FOOTER_FAQ_COUNT = 4;

type ChromeContent = Omit<ChromeData, 'settings' | 'contact' | 'social'>;

// Shared by every request of a locale for a few seconds; kept only when the menu came through.
const sharedChrome = sharedContent(fetchChrome, (content) => content.menu.length > 0);

/**
 * Everything the default layout's header and footer show, fetched in parallel and shared briefly between
 * requests (public content). Settings are read per request.
 */
export async function loadChrome(
  context: AppLoadContext,
  locale: Locale,
  request?: Request,
): Promise<ChromeData> {
  const [content, shop] = await Promise.all([
    sharedChrome(context, locale),
    request ? loadShopSettings(context, request, locale) : null,
  ]);
  // The back office's settings win over the environment's default and the CMS block (issue 21).
  const settings = readSiteSettings();
  return {
    ...content,
    headerMessage: shop?.headerMessage ?? content.headerMessage,
    settings: shop
      ? { ...settings, underConstruction: shop.underConstruction, staffPreview: shop.staffPreview }
      : settings,
    contact: shop?.contact ?? null,
    social: shop?.social ?? null,
  };
}

async function fetchChrome(context: AppLoadContext, locale: Locale): Promise<ChromeContent> {
  // No request signal: one visitor leaving must not cancel a load other requests share.
  const request = { context, locale };
  const [menu, blocks, brandMedia, faq, facebookUrl] = await Promise.all([
    loadMenu(context, locale),
    loadBlocks(request, ['header-message', 'benefits-bar']),
    loadMedia(request, ['brands-taxon-pseudo-children']),
    loadFaq(request),
    facebookAuthorizationUrl(context, { origin: publicOrigin(process.env.PUBLIC_URL), locale }),
  ]);
  return {
    menu,
    headerMessage: blockLine(blocks.get('header-message'), locale)?.text ?? null,
    benefits: blockLine(blocks.get('benefits-bar'), locale),
    brandMenu: picturesIn(brandMedia, 'brands-taxon-pseudo-children', locale, 'sylius_original'),
    faq: faq.slice(0, FOOTER_FAQ_COUNT).map(({ code, question }) => ({ code, question })),
    facebookLogin: facebookUrl !== null,
  };
}
