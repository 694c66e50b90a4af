import type { AppLoadContext } from 'react-router';
import { type ShopSettings, shopSettingsSchema } from '@sakhe/contract';
import { rawSender } from '../http/session.server';
import { backendLocale, type Locale } from '../i18n/locale';

/** The cookie the back office's sign-in sets on Path=/ (apps/api/src/http/staff-preview.ts). */
export const PREVIEW_COOKIE = 'sakhe_preview';

/** The staff preview cookie of a storefront request (the API verifies it). */
export function previewCookie(request: Request): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === PREVIEW_COOKIE) return part.slice(at + 1).trim() || null;
  }
  return null;
}

/**
 * The shop's settings (the back office edits them: overlay, header message, contact details), per
 * request: the API says whether the visitor carries a staff member's preview cookie, which only it
 * can verify, so staff see the shop behind the under-construction overlay. Null when the API could
 * not answer: the environment's settings apply then.
 */
export async function loadShopSettings(
  context: AppLoadContext,
  request: Request,
  locale: Locale,
): Promise<ShopSettings | null> {
  const preview = previewCookie(request);
  try {
    const response = await rawSender(context)('/api/v2/shop/settings', {
      headers: {
        Accept: 'application/ld+json',
        'Accept-Language': backendLocale(locale),
        ...(preview ? { Cookie: `${PREVIEW_COOKIE}=${preview}` } : {}),
      },
    });
    if (!response.ok) return null;
    const parsed = shopSettingsSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
