import { createCookie } from 'react-router';

/**
 * A message for the next page, for shoppers without JavaScript: their add-to-cart form is a plain
 * POST that ends in a redirect, and the cart page then says what went wrong (e.g. not enough stock).
 * A minute is plenty for the redirect; the cart page forgets it once shown.
 */
const notice = createCookie('sakhe_cart_notice', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 60 });

const MAX_LENGTH = 300;

export function cartNoticeCookie(message: string): Promise<string> {
  return notice.serialize(message.slice(0, MAX_LENGTH));
}

export async function readCartNotice(request: Request): Promise<string | null> {
  const value: unknown = await notice.parse(request.headers.get('Cookie'));
  return typeof value === 'string' && value !== '' ? value.slice(0, MAX_LENGTH) : null;
}

export function clearCartNotice(): Promise<string> {
  return notice.serialize('', { maxAge: 0, expires: new Date(0) });
}

/**
 * Where a form without JavaScript goes back to: a path on this site only (never `//elsewhere` or an
 * absolute URL from the form), else `fallback`.
 */
export function safeReturnPath(
  value: FormDataEntryValue | null,
  requestUrl: string,
  fallback: string,
): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  ) {
    return fallback;
  }
  try {
    const base = new URL(requestUrl);
    const target = new URL(value, base);
    return target.origin === base.origin ? `${target.pathname}${target.search}${target.hash}` : fallback;
  } catch {
    return fallback;
  }
}
