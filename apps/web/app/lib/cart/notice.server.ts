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
