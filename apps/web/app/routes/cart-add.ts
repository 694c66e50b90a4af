import { data, redirect } from 'react-router';
import { violationsOf } from '../lib/api/client.server';
import { summarizeCart, type AddToCartResult } from '../lib/cart/cart';
import { cartNoticeCookie, safeReturnPath } from '../lib/cart/notice.server';
import { addCartItem, loadOrCreateCart, PRIVATE_NO_STORE } from '../lib/cart/cart.server';
import { getI18n } from '../lib/i18n/i18n';
import { localizePath } from '../lib/i18n/locale';
import { requireLocale } from '../lib/http/route-params';
import type { Route } from './+types/cart-add';

/**
 * `POST /cart/add` (and /en/...): puts a variant into the shopper's cart, creating the cart on the first
 * add. A form without JavaScript sends `returnTo` and is redirected back there (or to the cart with the
 * reason when the add was refused); a script's fetcher gets the header's new summary as data.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requireLocale(params.lang);
  const form = await request.formData();
  const withoutScript = form.has('returnTo');
  const variant = form.get('variant');
  const quantity = Number(form.get('quantity') ?? '1');
  const { t } = getI18n(locale);

  const refuse = async (message: string, status: number, headers = new Headers()) => {
    headers.set('Cache-Control', PRIVATE_NO_STORE);
    if (withoutScript) {
      headers.append('Set-Cookie', await cartNoticeCookie(message));
      return redirect(localizePath('/cart', locale), { status: 303, headers });
    }
    return data<AddToCartResult>({ ok: false, message }, { status, headers });
  };

  if (typeof variant !== 'string' || variant.trim() === '' || !Number.isInteger(quantity) || quantity < 1) {
    return refuse(t('cart.addFailed'), 400);
  }
  const input = { context, request, locale };
  const { cart, headers } = await loadOrCreateCart(input);
  const result = await addCartItem(input, cart.tokenValue, variant.trim(), quantity);
  if (!result.ok) {
    const message = violationsOf(result.problem)[0]?.message ?? t('cart.addFailed');
    return refuse(message, result.problem.status === 404 ? 409 : 422, headers);
  }
  if (withoutScript) {
    return redirect(safeReturnPath(form.get('returnTo'), request.url, localizePath('/', locale)), {
      status: 303,
      headers,
    });
  }
  const order = result.data;
  const item = order.items.find((candidate) => candidate.variantCode === variant.trim());
  return data<AddToCartResult>(
    { ok: true, summary: summarizeCart(order), productName: item?.productName ?? '' },
    { headers },
  );
}

// Someone who opens the address itself has nothing to add: the cart is the page they want.
export function loader({ params }: Route.LoaderArgs) {
  return redirect(localizePath('/cart', requireLocale(params.lang)));
}
