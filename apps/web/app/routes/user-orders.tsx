import { data } from 'react-router';
import { LocalizedLink } from '../components/LocalizedLink';
import { stateLabelKey } from '../lib/account/account';
import { accountHeaders, customerData, loadOrders, requireCustomer } from '../lib/account/account.server';
import { PRIVATE_NO_STORE } from '../lib/cart/cart.server';
import { formatMoney } from '../lib/i18n/money';
import { requireLocale } from '../lib/http/route-params';
import { useLocale } from '../lib/i18n/use-locale';
import type { Route } from './+types/user-orders';
import { useT } from '../lib/i18n/i18n';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const input = { context, request, locale: requireLocale(params.lang) };
  await requireCustomer(input);
  const orders = (await customerData(input, await loadOrders(input)))['hydra:member'];
  return data({ orders }, { headers: await accountHeaders(input) });
}

export function headers() {
  return { 'Cache-Control': PRIVATE_NO_STORE };
}

export default function UserOrders({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const label = (state: string) => {
    const key = stateLabelKey(state);
    return key ? t(key) : state;
  };
  return (
    <section aria-labelledby="orders-heading" className="grid gap-4">
      <title>{t('account.title.orders')}</title>
      <h1 id="orders-heading" className="text-2xl font-semibold text-ink">
        {t('account.title.orders')}
      </h1>
      {loaderData.orders.length === 0 ? (
        <p className="text-ink-muted">{t('account.orders.empty')}</p>
      ) : (
        <ul className="grid gap-3">
          {loaderData.orders.map((order) => (
            <li
              key={order.tokenValue}
              className="rounded-xl border border-line p-4"
              data-order={order.number}
            >
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="font-medium">
                  {t('account.orders.number')} #{order.number}
                </p>
                <p>{formatMoney(order.total, locale)}</p>
              </div>
              <p className="mt-1 text-sm text-ink-muted">
                {order.checkoutCompletedAt.slice(0, 10)} · {label(order.paymentState)} ·{' '}
                {label(order.shippingState)}
              </p>
              <LocalizedLink
                to={`/user/orders/${order.tokenValue}`}
                className="mt-2 inline-block text-sm font-medium text-accent hover:underline"
              >
                {t('account.orders.details')}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
