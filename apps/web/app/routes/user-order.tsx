import { orderSchema, type Order } from '@sakhe/contract';
import { MAX_ITEM_QUANTITY } from '@sakhe/contract/limits';
import { RotateCcw } from 'lucide-react';
import { data, Form, redirect, useNavigation } from 'react-router';
import { LocalizedLink } from '../components/LocalizedLink';
import { LineImage } from '../components/product/LineImage';
import { stateLabelKey } from '../lib/account/account';
import { accountHeaders, requireCustomer } from '../lib/account/account.server';
import { orNull, shopApi } from '../lib/api/client.server';
import { shopPaths } from '../lib/api/paths';
import { CART_PATH } from '../lib/cart/cart';
import { addLinesToCart, PRIVATE_NO_STORE, type CartRequest } from '../lib/cart/cart.server';
import { cartNoticeCookie } from '../lib/cart/notice.server';
import { productPath } from '../lib/catalog/product';
import { readForm } from '../lib/http/form.server';
import { getI18n } from '../lib/i18n/i18n';
import { localizePath } from '../lib/i18n/locale';
import { formatMoney } from '../lib/i18n/money';
import { requireLocale } from '../lib/http/route-params';
import { useLocale } from '../lib/i18n/use-locale';
import type { Route } from './+types/user-order';
import { useT } from '../lib/i18n/i18n';

/** One of the customer's placed orders; anything else (a cart, someone else's order) is not found. */
async function loadPlacedOrder(input: CartRequest, token: string) {
  const { context, request, locale } = input;
  const found = token
    ? orNull(
        await shopApi(context, locale, { signal: request.signal }).get(shopPaths.order(token), orderSchema),
      )
    : null;
  return found?.checkoutState === 'completed' ? found : null;
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  const input = { context, request, locale };
  await requireCustomer(input);
  const order = await loadPlacedOrder(input, params.order_token_value ?? '');
  return data({ order }, { status: order ? 200 : 404, headers: await accountHeaders(input) });
}

/**
 * "Buy again": the order's items that are still in stock go into the cart, each in the order's quantity
 * (or as many as the cart takes), and the shopper lands on the cart; the cart says what could not be added.
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  const locale = requireLocale(params.lang);
  const input = { context, request, locale };
  await requireCustomer(input);
  const form = await readForm(request);
  const order = await loadPlacedOrder(input, params.order_token_value ?? '');
  if (!order || form.get('intent') !== 'buy-again') throw data(null, { status: order ? 400 : 404 });
  const inStock = order.items.filter((item) => item.inStock);
  const { missing: refused, headers } = await addLinesToCart(
    input,
    inStock.map((item) => ({
      variantCode: item.variantCode,
      quantity: Math.min(item.quantity, MAX_ITEM_QUANTITY),
    })),
  );
  const missing = refused + order.items.length - inStock.length;
  if (missing > 0) {
    const { t } = getI18n(locale);
    headers.append(
      'Set-Cookie',
      await cartNoticeCookie(t('account.orders.buyAgainMissing', { count: missing })),
    );
  }
  return redirect(localizePath(CART_PATH, locale), { status: 303, headers });
}

export function headers() {
  return { 'Cache-Control': PRIVATE_NO_STORE };
}

export default function UserOrder({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { order } = loaderData;
  const label = (state: string | undefined) => {
    const key = state ? stateLabelKey(state) : null;
    return key ? t(key) : (state ?? '');
  };
  if (!order) {
    return (
      <section className="grid gap-4">
        <h1 className="text-2xl font-semibold text-ink">{t('account.orders.notFound')}</h1>
        <LocalizedLink to="/user/orders" className="text-accent hover:underline">
          {t('account.orders.back')}
        </LocalizedLink>
      </section>
    );
  }
  const address = order.shippingAddress ?? order.billingAddress;
  const shipment = order.shipments[0];
  const payment = order.payments[0];
  const money = (minor: number) => formatMoney(minor, locale);
  const completedAt = (order as Order & { checkoutCompletedAt?: string }).checkoutCompletedAt;
  return (
    <section aria-labelledby="order-heading" className="grid gap-6">
      <title>{t('account.title.order', { number: order.number ?? '' })}</title>
      <LocalizedLink to="/user/orders" className="text-sm text-accent hover:underline">
        {t('account.orders.back')}
      </LocalizedLink>
      <h1 id="order-heading" className="text-2xl font-semibold text-ink">
        {t('account.title.order', { number: order.number ?? '' })}
      </h1>
      <dl className="grid gap-4 sm:grid-cols-2">
        {completedAt && (
          <div>
            <dt className="text-sm text-ink-muted">{t('account.orders.date')}</dt>
            <dd>{completedAt.slice(0, 16)}</dd>
          </div>
        )}
        <div>
          <dt className="text-sm text-ink-muted">{t('account.orders.shippingAddress')}</dt>
          <dd>
            {address
              ? `${address.firstName ?? ''} ${address.lastName ?? ''}, ${address.street ?? ''}, ${address.provinceName ?? address.city ?? ''}`
              : '—'}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">{t('account.orders.shipping')}</dt>
          <dd>
            {label(order.shippingState)} · {shipment?.shippingMethod?.name ?? '—'}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">{t('account.orders.payment')}</dt>
          <dd>
            {label(order.paymentState)} · {payment?.paymentMethod?.name ?? '—'}
          </dd>
        </div>
      </dl>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('account.orders.items')}</caption>
        <thead className="text-ink-muted">
          <tr>
            <th scope="col" className="py-2">
              <span className="sr-only">{t('account.orders.picture')}</span>
            </th>
            <th scope="col">{t('account.orders.name')}</th>
            <th scope="col">{t('account.orders.quantity')}</th>
            <th scope="col" className="text-right">
              {t('account.orders.price')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id} className="border-t border-line">
              <td className="w-16 py-2 pr-3">
                <LineImage path={item.image} dimmed={!item.inStock} />
              </td>
              <td className="py-2">
                {item.brandName && (
                  <span className="block text-xs tracking-wide text-ink-muted uppercase">
                    {item.brandName}
                  </span>
                )}
                {item.productSlug ? (
                  <LocalizedLink
                    to={productPath(item.productSlug)}
                    className="text-ink hover:text-accent hover:underline"
                  >
                    {item.productName}
                  </LocalizedLink>
                ) : (
                  item.productName
                )}
                {item.variantName && <span className="block text-ink-muted">{item.variantName}</span>}
              </td>
              <td>{item.quantity}</td>
              <td className="text-right">{money(item.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ml-auto grid w-full max-w-xs grid-cols-2 gap-1 text-sm">
        <dt>{t('account.orders.itemsTotal')}</dt>
        <dd className="text-right">{money(order.itemsTotal)}</dd>
        <dt>{t('account.orders.shippingTotal')}</dt>
        <dd className="text-right">{money(order.shippingTotal)}</dd>
        <dt>{t('account.orders.promotionTotal')}</dt>
        <dd className="text-right">{money(order.orderPromotionTotal)}</dd>
        <dt className="font-semibold">{t('account.orders.orderTotal')}</dt>
        <dd className="text-right font-semibold" data-order-total>
          {money(order.total)}
        </dd>
      </dl>
      <BuyAgain disabled={!order.items.some((item) => item.inStock)} />
      {order.notes && (
        <p>
          <span className="text-ink-muted">{t('account.orders.notes')}: </span>
          {order.notes}
        </p>
      )}
    </section>
  );
}

function BuyAgain({ disabled }: { disabled: boolean }) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" className="grid justify-items-start gap-1">
      <input type="hidden" name="intent" value="buy-again" />
      <button
        type="submit"
        disabled={disabled || busy}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-accent px-6 font-medium text-white hover:bg-accent-strong disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:text-ink-muted"
      >
        <RotateCcw aria-hidden="true" className="size-4" />
        {busy ? t('account.orders.buyingAgain') : t('account.orders.buyAgain')}
      </button>
      {disabled && <p className="text-sm text-ink-muted">{t('account.orders.buyAgainNone')}</p>}
    </Form>
  );
}
