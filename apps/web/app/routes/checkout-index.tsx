import { redirect } from 'react-router';
import { checkoutPath, currentStep } from '../lib/checkout/checkout';
import { requireCheckoutCart } from '../lib/checkout/checkout.server';
import { localizePath } from '../lib/i18n/locale';
import { requireLocale } from '../lib/http/route-params';
import type { Route } from './+types/checkout-index';

/** `/checkout` itself continues where the cart's checkout is. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  const { cart, headers } = await requireCheckoutCart({ context, request, locale });
  return redirect(localizePath(checkoutPath(currentStep(cart.checkoutState)), locale), { headers });
}

// A page (not a resource route), so the redirect also serves client-side navigations to /checkout.
export default function CheckoutIndex() {
  return null;
}
