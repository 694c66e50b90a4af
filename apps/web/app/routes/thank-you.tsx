import type { Order, PaymentMethod } from '@sakhe/contract';
import { CircleAlert, CircleCheck, Clock, Mail, Phone } from 'lucide-react';
import { useEffect } from 'react';
import { data, Form, redirect, useNavigation, useRevalidator } from 'react-router';
import { LocalizedLink } from '../components/LocalizedLink';
import { Notice } from '../components/account/AccountCard';
import { FastRegistration } from '../components/account/FastRegistration';
import { CardAddToCart } from '../components/cart/AddToCartForm';
import { OrderOverview } from '../components/checkout/OrderOverview';
import { CONTACT } from '../components/layout/site-contact';
import { RouteErrorBoundary } from '../components/error/RouteErrorBoundary';
import { ProductCard } from '../components/product/ProductCard';
import { accountHeaders, accountRedirect } from '../lib/account/account.server';
import { analyticsPrice, track } from '../lib/analytics/analytics';
import { cartSummaryStore } from '../lib/cart/cart';
import { type CartRequest, findOrder, PRIVATE_NO_STORE } from '../lib/cart/cart.server';
import {
  changeOrderPaymentMethod,
  loadOrderPaymentMethods,
  paymentConfiguration,
} from '../lib/checkout/checkout.server';
import { canRetryPayment, openPayment, thankYouState } from '../lib/checkout/thank-you';
import { loadRecommendations } from '../lib/checkout/thank-you.server';
import { registerFromOrder } from '../lib/account/fast-registration.server';
import { getI18n, useT } from '../lib/i18n/i18n';
import { localeFromPath } from '../lib/i18n/locale';
import { notFound, requireLocale } from '../lib/http/route-params';
import { currentCustomerId } from '../lib/http/session.server';
import { seoMeta } from '../lib/seo/seo';
import { userSummaryStore } from '../lib/account/user-summary';
import { useLocale } from '../lib/i18n/use-locale';
import type { Route } from './+types/thank-you';
import { WishlistHeart } from '../components/wishlist/WishlistHeart';
import { readForm } from '../lib/http/form.server';

/** How often the page looks again while the bank processes a card payment. */
const PROCESSING_REFRESH_MS = 4000;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  const input = { context, request, locale };
  const token = params.order_token_value;
  const url = new URL(request.url);
  const [found, recommendations, customerId] = await Promise.all([
    token ? findOrder(input, token) : Promise.resolve(null),
    loadRecommendations(context, locale, request.signal),
    currentCustomerId(context, request),
  ]);
  const order = found?.checkoutState === 'completed' ? found : null;
  // Only the API's payment configuration tells a card payment (a gateway) from cash on delivery.
  const open = order ? openPayment(order) : null;
  const configuration = order && open ? await paymentConfiguration(input, order.tokenValue, open.id) : null;
  const gateway = Boolean(configuration?.gateway);
  const state = thankYouState(order, gateway);
  const payUrl =
    order && (state === 'processing' || canRetryPayment(order, gateway)) && open?.state === 'new'
      ? (configuration?.redirectUrl ?? null)
      : null;
  // After a decline the shopper may pay another way (another bank, or cash on delivery).
  const methods =
    state === 'failure' && order && open && canRetryPayment(order, gateway)
      ? await loadOrderPaymentMethods(input, order.tokenValue, open.id)
      : [];
  const currentMethod = open?.paymentMethod?.code ?? null;
  // A guest may make an account from the order (fast registration); one just made says so.
  const account =
    order === null
      ? null
      : customerId === null
        ? 'offer'
        : url.searchParams.has('account')
          ? 'created'
          : null;
  return data(
    { state, order, payUrl, recommendations, account, methods, currentMethod },
    { status: state === 'not-found' ? 404 : 200, headers: { 'Cache-Control': PRIVATE_NO_STORE } },
  );
}

/**
 * Fast registration: back to this page, logged in, which then says where the order is now. Or, after
 * a declined card, another payment method: to its bank's page, or back here (cash on delivery).
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  const input = { context, request, locale: requireLocale(params.lang) };
  const token = params.order_token_value;
  if (!token) notFound();
  const form = await readForm(request);
  if (form.get('intent') === 'payment-method') return changePaymentMethod(input, token, form);
  const result = await registerFromOrder(input, token, form);
  // The order now belongs to the account: only its customer may see it here.
  if (result.ok && !result.loggedIn) return accountRedirect(input, '/login');
  if (result.ok) return accountRedirect(input, `/thank-you/${encodeURIComponent(token)}?account=created`);
  return data({ errors: result.errors }, { status: 422, headers: await accountHeaders(input) });
}

async function changePaymentMethod(input: CartRequest, token: string, form: FormData) {
  const order = await findOrder(input, token);
  const open = order?.checkoutState === 'completed' ? openPayment(order) : null;
  const code = form.get('paymentMethod');
  if (!order || !open) notFound();
  if (typeof code !== 'string' || code === '') {
    return data({ paymentError: true } as const, { status: 422, headers: await accountHeaders(input) });
  }
  const loggedIn = (await currentCustomerId(input.context, input.request)) !== null;
  const changed = await changeOrderPaymentMethod(input, token, open.id, code, loggedIn);
  if (!changed.ok) {
    return data({ paymentError: true } as const, { status: 422, headers: await accountHeaders(input) });
  }
  const configuration = await paymentConfiguration(input, token, open.id);
  if (configuration?.redirectUrl) {
    return redirect(configuration.redirectUrl, { headers: await accountHeaders(input) });
  }
  return accountRedirect(input, `/thank-you/${encodeURIComponent(token)}`);
}

export function headers() {
  return { 'Cache-Control': PRIVATE_NO_STORE };
}

export function meta(args: Route.MetaArgs) {
  const { t } = getI18n(localeFromPath(args.location.pathname));
  const state = args.loaderData?.state ?? 'not-found';
  return seoMeta(args, { title: t(`checkout.thankYou.${state}.metaTitle`), noindex: true });
}

/** GA4 `purchase`, once per order in this browser (a reload or a later visit does not count again). */
function trackPurchase(order: Order) {
  const key = `sakhe.purchase.${order.number ?? order.tokenValue}`;
  try {
    if (window.localStorage.getItem(key)) return;
  } catch {
    // Without storage the event may repeat on reload; better than never sending it.
  }
  const sent = track('purchase', {
    transaction_id: order.number,
    currency: 'GEL',
    value: analyticsPrice(order.total),
    shipping: analyticsPrice(order.shippingTotal),
    coupon: order.couponCode,
    items: order.items.map((item) => ({
      item_id: item.variantCode,
      item_name: item.productName,
      item_brand: item.brandName,
      item_variant: item.variantName,
      price: analyticsPrice(item.discountedUnitPrice),
      quantity: item.quantity,
    })),
  });
  try {
    if (sent) window.localStorage.setItem(key, '1');
  } catch {
    // See above.
  }
}

const ICONS = { success: CircleCheck, failure: CircleAlert, processing: Clock, 'not-found': CircleAlert };

export default function ThankYou({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const revalidator = useRevalidator();
  const registering = useNavigation().state === 'submitting';
  const { state, order, payUrl, recommendations, account, methods, currentMethod } = loaderData;
  const registrationErrors = actionData && 'errors' in actionData ? actionData.errors : undefined;
  const paymentError = Boolean(actionData && 'paymentError' in actionData);
  const Icon = ICONS[state];

  // The placed cart is no cart any more: the header asks for the shopper's cart again.
  const token = order?.tokenValue;
  useEffect(() => {
    if (token) cartSummaryStore.invalidate();
  }, [token]);
  useEffect(() => {
    if (state === 'success' && order) trackPurchase(order);
    // Once per order and state: the order object is new on every revalidation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, token]);
  // The header asked as a guest; the new account's customer is logged in now.
  useEffect(() => {
    if (account === 'created') userSummaryStore.invalidate();
  }, [account]);
  useEffect(() => {
    if (state !== 'processing') return;
    const timer = window.setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, PROCESSING_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [state, revalidator]);

  const tone =
    state === 'success' ? 'text-accent' : state === 'processing' ? 'text-ink-muted' : 'text-danger';
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <div className="mx-auto max-w-2xl text-center" data-thank-you={state}>
        <Icon aria-hidden="true" className={`mx-auto size-12 ${tone}`} strokeWidth={1.5} />
        <h1 className="mt-4 text-2xl font-semibold text-ink sm:text-3xl">
          {t(`checkout.thankYou.${state}.heading`)}
        </h1>
        {order?.number && (
          <p className="mt-3 text-ink">
            {t('checkout.thankYou.orderNumber')}{' '}
            <strong className="font-semibold" data-order-number={order.number}>
              #{order.number}
            </strong>
          </p>
        )}
        <p className="mt-3 text-ink-muted" role={state === 'processing' ? 'status' : undefined}>
          {t(`checkout.thankYou.${state}.text`, { email: order?.email ?? '' })}
        </p>
        {state === 'failure' && order && (
          <p className="mt-2 text-ink-muted">
            {t(
              order.state === 'cancelled'
                ? 'checkout.thankYou.failure.cancelled'
                : 'checkout.thankYou.failure.detail',
            )}
          </p>
        )}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {payUrl && (
            <a
              href={payUrl}
              className="inline-flex min-h-12 items-center rounded-full bg-accent px-6 font-medium text-white hover:bg-accent-strong"
            >
              {state === 'failure' ? t('checkout.thankYou.retry') : t('checkout.thankYou.continuePayment')}
            </a>
          )}
          {state === 'processing' && (
            <a
              href=""
              className="inline-flex min-h-12 items-center rounded-full border border-line px-6 font-medium text-ink hover:border-ink"
            >
              {t('checkout.thankYou.refresh')}
            </a>
          )}
          <LocalizedLink
            to="/"
            className="inline-flex min-h-12 items-center rounded-full border border-line px-6 font-medium text-ink hover:border-ink"
          >
            {t('checkout.thankYou.continueShopping')}
          </LocalizedLink>
        </div>
      </div>
      {/* A failed payment: the order, and how to reach the shop, before anything else is offered. */}
      {order && state === 'failure' && (
        <div className="mx-auto mt-10 grid max-w-md gap-6">
          {methods.length > 1 && (
            <OtherPaymentMethod
              methods={methods}
              current={currentMethod}
              error={paymentError}
              busy={registering}
            />
          )}
          <PaymentHelp orderNumber={order.number} />
          <OrderOverview order={order} locale={locale} />
        </div>
      )}
      {order && account && (
        <div className="mx-auto mt-10 max-w-md">
          {account === 'offer' ? (
            <FastRegistration email={order.email ?? ''} errors={registrationErrors} busy={registering} />
          ) : (
            <Notice>
              {t('account.fast.created')}{' '}
              <LocalizedLink to="/user/orders" className="font-medium text-accent hover:underline">
                {t('account.title.orders')}
              </LocalizedLink>
            </Notice>
          )}
        </div>
      )}
      {order && state !== 'failure' && (
        <div className="mx-auto mt-10 max-w-md">
          <OrderOverview order={order} locale={locale} />
        </div>
      )}
      {recommendations.length > 0 && (
        <section aria-labelledby="recommendations" className="mt-14">
          <h2 id="recommendations" className="text-xl font-semibold text-ink">
            {t('checkout.thankYou.recommendations')}
          </h2>
          <ul className="mt-5 grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 md:grid-cols-3 lg:grid-cols-4">
            {recommendations.map((product) => (
              <li key={product.code}>
                <ProductCard
                  product={product}
                  locale={locale}
                  action={<CardAddToCart product={product} />}
                  heart={<WishlistHeart product={product} />}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** After a declined card: pay with another method (a form, so it works before the page's script). */
function OtherPaymentMethod({
  methods,
  current,
  error,
  busy,
}: {
  methods: PaymentMethod[];
  current: string | null;
  error: boolean;
  busy: boolean;
}) {
  const t = useT();
  return (
    <Form method="post" className="rounded-2xl border border-line bg-surface-raised p-5" data-payment-methods>
      <input type="hidden" name="intent" value="payment-method" />
      <fieldset>
        <legend className="text-base font-semibold text-ink">
          {t('checkout.thankYou.otherMethod.heading')}
        </legend>
        <div className="mt-3 grid gap-2">
          {methods.map((method) => (
            <label key={method.code} className="flex items-start gap-3 text-sm text-ink">
              <input
                type="radio"
                name="paymentMethod"
                value={method.code}
                defaultChecked={method.code === current}
                required
                className="mt-1"
              />
              <span>
                <span className="font-medium">{method.name}</span>
                {method.description && <span className="block text-ink-muted">{method.description}</span>}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {error && (
        <p role="alert" className="mt-3 text-sm text-danger">
          {t('checkout.thankYou.otherMethod.failed')}
        </p>
      )}
      <button
        type="submit"
        disabled={busy}
        className="mt-4 inline-flex min-h-12 items-center rounded-full bg-accent px-6 font-medium text-white hover:bg-accent-strong disabled:opacity-60"
      >
        {t('checkout.thankYou.otherMethod.submit')}
      </button>
    </Form>
  );
}

/** How to reach the shop about an order whose payment failed. */
function PaymentHelp({ orderNumber }: { orderNumber: string | null | undefined }) {
  const t = useT();
  return (
    <section aria-labelledby="payment-help" className="rounded-2xl border border-line bg-surface-raised p-5">
      <h2 id="payment-help" className="text-base font-semibold text-ink">
        {t('checkout.thankYou.help.heading')}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">
        {orderNumber
          ? t('checkout.thankYou.help.text', { number: orderNumber })
          : t('checkout.thankYou.help.textWithoutNumber')}
      </p>
      <address className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm not-italic">
        <a
          href={CONTACT.phoneHref}
          className="inline-flex items-center gap-2 font-medium text-accent hover:underline"
        >
          <Phone aria-hidden="true" className="size-4" />
          {CONTACT.phone}
        </a>
        <a
          href={`mailto:${CONTACT.email}`}
          className="inline-flex items-center gap-2 font-medium text-accent hover:underline"
        >
          <Mail aria-hidden="true" className="size-4" />
          {CONTACT.email}
        </a>
      </address>
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
