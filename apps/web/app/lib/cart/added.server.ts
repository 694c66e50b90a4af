import { ADDED_PARAMETER, type AddedNotice } from './added';
import { summarizeCart } from './cart';
import { loadCart, PRIVATE_NO_STORE, type CartRequest } from './cart.server';
import { readCartToken } from './cookie.server';

const VARIANT_CODE = /^[\w.-]{1,128}$/;

/**
 * The notice of a page reached by `?added=VARIANT`: the shopper's cart (from the cookie) holds that
 * variant. Anything else (no cookie, as a crawler has; a code not in the cart) is no notice, and asks
 * the API nothing when there is no cart to ask about.
 */
export async function readAddedNotice(input: CartRequest): Promise<AddedNotice | null> {
  const code = new URL(input.request.url).searchParams.get(ADDED_PARAMETER);
  if (!code || !VARIANT_CODE.test(code) || !(await readCartToken(input.request))) return null;
  const { cart } = await loadCart(input);
  const line = cart?.items.find((item) => item.variantCode === code);
  if (!cart || !line) return null;
  return {
    variantCode: code,
    productName: line.productName,
    variantName: line.variantName ?? null,
    summary: summarizeCart(cart),
  };
}

/** A page with the marker is this shopper's: no browser or shared cache may keep it for others. */
export function privateWhenAdded(request: Request, headers: Headers): void {
  if (new URL(request.url).searchParams.has(ADDED_PARAMETER)) headers.set('Cache-Control', PRIVATE_NO_STORE);
}
