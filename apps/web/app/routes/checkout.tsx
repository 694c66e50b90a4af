import { useEffect } from 'react';
import { data, Outlet, useMatches } from 'react-router';
import { CheckoutSteps } from '../components/checkout/CheckoutSteps';
import { OrderOverview } from '../components/checkout/OrderOverview';
import { RouteErrorBoundary } from '../components/error/RouteErrorBoundary';
import { analyticsPrice, track } from '../lib/analytics/analytics';
import { cartSummaryStore, summarizeCart } from '../lib/cart/cart';
import { PRIVATE_NO_STORE } from '../lib/cart/cart.server';
import { CHECKOUT_STEPS, type CheckoutStep } from '../lib/checkout/checkout';
import { requireCheckoutCart } from '../lib/checkout/checkout.server';
import { getI18n, useT } from '../lib/i18n/i18n';
import { localeFromPath } from '../lib/i18n/locale';
import { requireLocale } from '../lib/http/route-params';
import { seoMeta } from '../lib/seo/seo';
import { useLocale } from '../lib/i18n/use-locale';
import type { Route } from './+types/checkout';

/** The checkout layout (SPEC §2): logo header, locale switcher, content. */
export const handle = { layout: 'checkout' };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  const { cart, headers } = await requireCheckoutCart({ context, request, locale });
  return data({ cart }, { headers });
}

export function headers() {
  return { 'Cache-Control': PRIVATE_NO_STORE };
}

export function meta(args: Route.MetaArgs) {
  const { t } = getI18n(localeFromPath(args.location.pathname));
  return seoMeta(args, { title: t('checkout.metaTitle'), noindex: true });
}

/** The step shown: the last segment of the matched child route (`checkout-shipment` → shipment). */
function useCurrentStep(): CheckoutStep | null {
  const matches = useMatches();
  const id = matches[matches.length - 1]?.id ?? '';
  return CHECKOUT_STEPS.find((step) => id === `checkout-${step}`) ?? null;
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { cart } = loaderData;
  const step = useCurrentStep();

  useEffect(() => cartSummaryStore.set(summarizeCart(cart)), [cart]);
  useEffect(() => {
    track('begin_checkout', {
      currency: 'GEL',
      value: analyticsPrice(cart.itemsTotal),
      coupon: cart.couponCode,
      items: cart.items.map((item) => ({
        item_id: item.variantCode,
        item_name: item.productName,
        item_brand: item.brandName,
        item_variant: item.variantName,
        price: analyticsPrice(item.discountedUnitPrice),
        quantity: item.quantity,
      })),
    });
    // Once per checkout visit, not per step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div>
      <h1 className="text-2xl font-semibold text-ink">{t('checkout.title')}</h1>
      <div className="mt-5">
        <CheckoutSteps current={step} state={cart.checkoutState} />
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem] lg:gap-10">
        <div className="min-w-0">
          <Outlet />
        </div>
        <aside className="h-fit lg:sticky lg:top-6">
          <OrderOverview order={cart} locale={locale} />
        </aside>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
