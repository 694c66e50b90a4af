import { data, redirect } from 'react-router';
import { accountHeaders } from '../lib/account/account.server';
import { getI18n } from '../lib/i18n/i18n';
import { localizePath } from '../lib/i18n/locale';
import { safeRedirectPath } from '../lib/http/redirects';
import { requireLocale } from '../lib/http/route-params';
import { loginForWish, type WishlistToggleResult } from '../lib/wishlist/wishlist';
import { changeWish } from '../lib/wishlist/wishlist.server';
import type { Route } from './+types/wishlist-toggle';
import { readForm } from '../lib/http/form.server';

/**
 * `POST /wishlist/toggle` (and /en/...): a heart or a wishlist page's remove button. Fields:
 * `productId`, `intent` (add or remove), `variantId` (remove only that wished variant), `returnTo` (the page). A guest goes to the login page,
 * which comes back to `returnTo` and wishes the product. A form sent without JavaScript is
 * redirected back; a script (`script` field) gets the hearts' new state as data.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requireLocale(params.lang);
  const input = { context, request, locale };
  const form = await readForm(request);
  const productId = Number(form.get('productId'));
  const variantId = form.has('variantId') ? Number(form.get('variantId')) : undefined;
  const back = safeRedirectPath(form.get('returnTo'), localizePath('/', locale));
  const byScript = form.has('script');

  const answer = async (result: WishlistToggleResult, status = 200) => {
    const headers = await accountHeaders(input);
    if (!byScript) return redirect(back, { status: 303, headers });
    return data(result, { status, headers });
  };
  const failed = () => answer({ ok: false, message: getI18n(locale).t('wishlist.failed') }, 422);

  const isId = (value: number | undefined) => value !== undefined && Number.isInteger(value) && value > 0;
  if (!isId(productId) || (variantId !== undefined && !isId(variantId))) return failed();
  const summary = await changeWish(
    input,
    form.get('intent') === 'remove'
      ? { intent: 'remove', productId, variantId }
      : { intent: 'add', productId },
  );
  if (summary === null) {
    const login = localizePath(loginForWish(back, productId), locale);
    return redirect(login, { status: 303, headers: await accountHeaders(input) });
  }
  return summary ? answer({ ok: true, summary }) : failed();
}

// Someone who opens the address itself has nothing to change: their wishlist is what they want.
export function loader({ params }: Route.LoaderArgs) {
  return redirect(localizePath('/user/wishlist', requireLocale(params.lang)));
}
