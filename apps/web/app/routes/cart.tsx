import type { Order } from '@sakhe/contract';
import { ShoppingBag } from 'lucide-react';
import { useEffect } from 'react';
import { data, redirect, useActionData, type ShouldRevalidateFunctionArgs } from 'react-router';
import { MAX_ITEM_QUANTITY } from '@sakhe/contract/limits';
import { LocalizedLink } from '../components/LocalizedLink';
import { CartBanner } from '../components/cart/CartBanner';
import { CartItemRow } from '../components/cart/CartItemRow';
import { CartTotals } from '../components/cart/CartTotals';
import { RecentlyViewed } from '../components/product/RecentlyViewed';
import { RelatedProducts } from '../components/product/RelatedProducts';
import { FreeShippingMeter } from '../components/cart/FreeShippingMeter';
import { PromoCodeForm } from '../components/cart/PromoCodeForm';
import { RouteErrorBoundary } from '../components/error/RouteErrorBoundary';
import { analyticsPrice, track } from '../lib/analytics/analytics';
import { violationsOf, type Problem } from '../lib/api/client.server';
import {
  CART_PATH,
  cartSummaryStore,
  freeShippingProgress,
  summarizeCart,
  type AddToCartResult,
  type CartActionResult,
  type CartIntent,
} from '../lib/cart/cart';
import { cartNoticeCookie, clearCartNotice, readCartNotice } from '../lib/cart/notice.server';
import { withAddedMarker } from '../lib/cart/added';
import { safeRedirectPath } from '../lib/http/redirects';
import {
  addToCart,
  changeCartItem,
  loadCart,
  loadFreeShippingThreshold,
  PRIVATE_NO_STORE,
  removeCartItem,
  setCouponCode,
  type CartRequest,
} from '../lib/cart/cart.server';
import { loadMedia, picturesIn } from '../lib/content/content.server';
import { loadOwnCoupons } from '../lib/referral/referral.server';
import { getI18n, useT } from '../lib/i18n/i18n';
import { localeFromPath, localizePath, stripLocale } from '../lib/i18n/locale';
import { requireLocale } from '../lib/http/route-params';
import { seoMeta } from '../lib/seo/seo';
import { useLocale, useLocalizePath } from '../lib/i18n/use-locale';
import type { Route } from './+types/cart';
import { readForm } from '../lib/http/form.server';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  const signal = request.signal;
  const [{ cart, headers }, media, notice, coupons, freeShippingFrom] = await Promise.all([
    loadCart({ context, request, locale }),
    loadMedia({ context, locale, signal }, ['cart-banner']),
    readCartNotice(request),
    // A logged-in customer's personal coupons, offered next to the promo code field.
    loadOwnCoupons({ context, request, locale }),
    loadFreeShippingThreshold({ context, locale }),
  ]);
  if (notice) headers.append('Set-Cookie', await clearCartNotice());
  const removing = Number(new URL(request.url).searchParams.get('remove'));
  return data(
    {
      cart,
      coupons,
      freeShipping: freeShippingProgress(cart, freeShippingFrom),
      banner: picturesIn(media, 'cart-banner', locale, 'banner_desktop')[0] ?? null,
      notice,
      removing: Number.isInteger(removing) && removing > 0 ? removing : null,
    },
    { headers },
  );
}

const positiveInteger = (value: FormDataEntryValue | null) => {
  const number = Number(value);
  return typeof value === 'string' && value.trim() !== '' && Number.isInteger(number) && number > 0
    ? number
    : null;
};

const INTENTS: readonly (CartIntent | 'add')[] = ['add', 'quantity', 'remove', 'coupon', 'coupon-remove'];

/**
 * Every change of a cart: adds from any page's add-to-cart forms, and the cart page's quantities,
 * removals and promo code. Each is a real form that works without JavaScript.
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  const locale = requireLocale(params.lang);
  const input: CartRequest = { context, request, locale };
  const form = await readForm(request);
  const rawIntent = form.get('intent');
  const intent = INTENTS.find((candidate) => candidate === rawIntent) ?? null;
  if (intent === 'add') return addItem(input, form);
  const { t } = getI18n(locale);
  const itemId = positiveInteger(form.get('itemId')) ?? undefined;
  const { cart, headers } = await loadCart(input);
  const reply = (result: CartActionResult, status = 200) => data(result, { status, headers });
  const failed = (message: string, status = 422) => reply({ ok: false, intent, itemId, message }, status);
  /** What the API refused, in its words: the violation of `field` when there is one, else the first. */
  const refused = (problem: Problem, field?: string) => {
    const violations = violationsOf(problem);
    const violation = violations.find((candidate) => candidate.propertyPath === field) ?? violations[0];
    return failed(violation?.message ?? t('cart.actionFailed'), problem.status);
  };

  if (!cart) return failed(t('cart.gone'), 409);
  const item = cart.items.find((candidate) => candidate.id === itemId);
  switch (intent) {
    case 'quantity': {
      const quantity = positiveInteger(form.get('quantity'));
      if (!item) return failed(t('cart.gone'), 409);
      if (quantity === null) return failed(t('cart.item.quantityInvalid', { max: MAX_ITEM_QUANTITY }));
      const result = await changeCartItem(input, cart.tokenValue, item.id, quantity);
      if (!result.ok) return refused(result.problem);
      return reply({ ok: true, intent, itemId, change: { from: item.quantity, to: quantity } });
    }
    case 'remove': {
      if (!item) return reply({ ok: true, intent, itemId });
      const result = await removeCartItem(input, cart.tokenValue, item.id);
      if (!result.ok) return refused(result.problem);
      return reply({ ok: true, intent, itemId, change: { from: item.quantity, to: 0 } });
    }
    case 'coupon':
    case 'coupon-remove': {
      const code = intent === 'coupon' ? String(form.get('couponCode') ?? '').trim() : null;
      if (code === '') return failed(t('cart.promo.invalid'));
      const result = await setCouponCode(input, cart.tokenValue, code);
      // Only the code can be wrong here; the API words it as the spec does.
      if (!result.ok) return refused(result.problem, 'couponCode');
      return reply({ ok: true, intent });
    }
    default:
      return failed(t('cart.actionFailed'), 400);
  }
}

/**
 * Adds a variant, creating the cart on the first add. A form without JavaScript sends `returnTo` and is
 * redirected back there (or to the cart with the reason when the add was refused); a script's fetcher
 * gets the header's new summary as data.
 */
async function addItem(input: CartRequest, form: FormData) {
  const { locale } = input;
  const { t } = getI18n(locale);
  const withoutScript = form.has('returnTo');
  const variant = String(form.get('variant') ?? '').trim();
  const quantity = positiveInteger(form.get('quantity') ?? '1');

  const refuse = async (message: string, status: number, headers = new Headers()) => {
    headers.set('Cache-Control', PRIVATE_NO_STORE);
    if (withoutScript) {
      headers.append('Set-Cookie', await cartNoticeCookie(message));
      return redirect(localizePath(CART_PATH, locale), { status: 303, headers });
    }
    return data<AddToCartResult>({ ok: false, intent: 'add', message }, { status, headers });
  };

  if (variant === '' || quantity === null) return refuse(t('cart.addFailed'), 400);
  const [{ added, headers }, freeShippingFrom] = await Promise.all([
    addToCart(input, variant, quantity),
    loadFreeShippingThreshold(input),
  ]);
  if (!added.ok) {
    const message = violationsOf(added.problem)[0]?.message ?? t('cart.addFailed');
    return refuse(message, added.problem.status === 404 ? 409 : 422, headers);
  }
  if (withoutScript) {
    // Back to the page, marked so that it says what was added and shows the cart's count (item 20);
    // the cart page itself lists the line, so it goes unmarked.
    const back = safeRedirectPath(form.get('returnTo'), localizePath('/', locale));
    const toCart = stripLocale(back.split(/[?#]/)[0] ?? '') === CART_PATH;
    return redirect(toCart ? back : withAddedMarker(back, variant), { status: 303, headers });
  }
  const line = added.data.items.find((candidate) => candidate.variantCode === variant);
  return data<AddToCartResult>(
    {
      ok: true,
      intent: 'add',
      summary: summarizeCart(added.data),
      item: {
        productName: line?.productName ?? '',
        variantName: line?.variantName ?? null,
        unitPrice: line?.discountedUnitPrice ?? 0,
        image: line?.image ?? null,
        quantity: line?.quantity ?? quantity,
      },
      freeShipping: freeShippingProgress(added.data, freeShippingFrom),
    },
    { headers },
  );
}

// The cart page's own changes reload the cart; they are sent without reloading the layout's menus.
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction && stripLocale(formAction.split('?')[0] ?? '') === CART_PATH) return true;
  return defaultShouldRevalidate;
}

export function headers() {
  return { 'Cache-Control': PRIVATE_NO_STORE };
}

export function meta(args: Route.MetaArgs) {
  const { t } = getI18n(localeFromPath(args.location.pathname));
  return seoMeta(args, { title: t('cart.metaTitle'), noindex: true });
}

function trackViewCart(cart: Order) {
  track('view_cart', {
    currency: 'GEL',
    value: analyticsPrice(cart.itemsTotal),
    items: cart.items.map((item) => ({
      item_id: item.variantCode,
      item_name: item.productName,
      item_brand: item.brandName,
      item_variant: item.variantName,
      price: analyticsPrice(item.discountedUnitPrice),
      quantity: item.quantity,
    })),
  });
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const localize = useLocalizePath();
  // Adds answer their forms' own fetchers (or redirect): what the page shows is its own changes' answer.
  const answer = useActionData<typeof action>();
  const actionData = answer?.intent === 'add' ? undefined : answer;
  const { cart, coupons, freeShipping, banner, notice, removing } = loaderData;
  const items = cart?.items ?? [];
  const cartAction = localize(CART_PATH);

  useEffect(() => cartSummaryStore.set(summarizeCart(cart)), [cart]);
  useEffect(() => {
    if (cart && cart.items.length > 0) trackViewCart(cart);
    // Once per visit of the page, not after each change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const pageMessage =
    actionData &&
    !actionData.ok &&
    actionData.itemId === undefined &&
    !actionData.intent?.startsWith('coupon')
      ? actionData.message
      : null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{t('cart.title')}</h1>
      {(notice || pageMessage) && (
        <p
          role="alert"
          className="mt-4 rounded-xl border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger"
        >
          {notice ?? pageMessage}
        </p>
      )}
      {cart?.removedItems && cart.removedItems.length > 0 && (
        <ul
          role="status"
          className="mt-4 flex flex-col gap-1 rounded-xl border border-line bg-surface-raised px-4 py-3 text-sm text-ink"
        >
          {cart.removedItems.map((removed) => (
            <li key={removed.productCode}>{t('cart.removedItem', { name: removed.productName })}</li>
          ))}
        </ul>
      )}
      {!cart || items.length === 0 ? (
        <div className="mt-10 flex flex-col items-center gap-4 rounded-2xl bg-surface-raised px-6 py-14 text-center">
          <ShoppingBag aria-hidden="true" className="size-10 text-ink-muted" strokeWidth={1.5} />
          <p className="text-lg text-ink">{t('cart.empty')}</p>
          <LocalizedLink
            to="/shop"
            className="inline-flex min-h-11 items-center rounded-full bg-accent px-6 font-medium text-white hover:bg-accent-strong"
          >
            {t('cart.startShopping')}
          </LocalizedLink>
        </div>
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem] lg:gap-12">
          <section aria-label={t('cart.itemsLabel')}>
            <ul className="divide-y divide-line border-y border-line">
              {items.map((item) => (
                <CartItemRow
                  key={item.id}
                  item={item}
                  locale={locale}
                  action={cartAction}
                  pageResult={actionData?.itemId === item.id ? actionData : undefined}
                  confirmingRemoval={removing === item.id}
                />
              ))}
            </ul>
            <LocalizedLink
              to="/shop"
              className="mt-4 inline-flex min-h-11 items-center text-sm font-medium text-accent hover:underline"
            >
              {t('cart.continueShopping')}
            </LocalizedLink>
          </section>
          <aside
            aria-labelledby="cart-summary-heading"
            className="h-fit rounded-2xl border border-line bg-surface-raised p-5 lg:sticky lg:top-28"
          >
            <h2 id="cart-summary-heading" className="text-lg font-semibold text-ink">
              {t('cart.totals.heading')}
            </h2>
            {freeShipping && (
              <div className="mt-4">
                <FreeShippingMeter progress={freeShipping} locale={locale} />
              </div>
            )}
            <div className="mt-4">
              <PromoCodeForm
                couponCode={cart.couponCode}
                coupons={coupons}
                action={cartAction}
                pageResult={actionData?.intent?.startsWith('coupon') ? actionData : undefined}
              />
            </div>
            <div className="mt-5">
              <CartTotals order={cart} locale={locale} shippingEstimated={cart.checkoutState === 'cart'} />
            </div>
            <LocalizedLink
              to="/checkout"
              className="mt-5 flex min-h-12 w-full items-center justify-center rounded-full bg-accent px-6 font-medium text-white hover:bg-accent-strong"
            >
              {t('cart.checkout')}
            </LocalizedLink>
          </aside>
        </div>
      )}
      <CartBanner banner={banner} />
      {cart && cart.items.length > 0 && (
        <RelatedProducts codes={[...new Set(cart.items.map((item) => item.productCode))]} forCart />
      )}
      <RecentlyViewed />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
