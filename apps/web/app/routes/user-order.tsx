import { orderSchema, type Order } from '@sakhe/contract';
import { data } from 'react-router';
import { LocalizedLink } from '../components/LocalizedLink';
import { stateLabelKey } from '../lib/account/account';
import { accountHeaders, requireCustomer } from '../lib/account/account.server';
import { orNull, shopApi } from '../lib/api/client.server';
import { shopPaths } from '../lib/api/paths';
import { PRIVATE_NO_STORE } from '../lib/cart/cart.server';
import { formatMoney } from '../lib/i18n/money';
import { requireLocale } from '../lib/http/route-params';
import { useLocale } from '../lib/i18n/use-locale';
import type { Route } from './+types/user-order';
import { useT } from '../lib/i18n/i18n';

/** One of the customer's placed orders; anything else (a cart, someone else's order) is not found. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  const input = { context, request, locale };
  await requireCustomer(input);
  const token = params.order_token_value ?? '';
  const found = token
    ? orNull(
        await shopApi(context, locale, { signal: request.signal }).get(shopPaths.order(token), orderSchema),
      )
    : null;
  const order = found?.checkoutState === 'completed' ? found : null;
  return data({ order }, { status: order ? 200 : 404, headers: await accountHeaders(input) });
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
              {t('account.orders.brand')}
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
              <td className="py-2">{item.brandName ?? ''}</td>
              <td>{item.productName}</td>
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
      {order.notes && (
        <p>
          <span className="text-ink-muted">{t('account.orders.notes')}: </span>
          {order.notes}
        </p>
      )}
    </section>
  );
}
