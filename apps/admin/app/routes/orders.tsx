import type { HydraCollection } from '@sakhe/contract';
import {
  ADMIN_API,
  ADMIN_EXACT_COUNT_UP_TO,
  ORDER_PAYMENT_STATES,
  ORDER_SHIPPING_STATES,
  ORDER_STATES,
  type AdminOrderListItem,
} from '@sakhe/contract/admin';
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { Download, Search, SlidersHorizontal, TriangleAlert } from 'lucide-react';
import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/orders';
import { DataTable } from '../components/DataTable';
import { Pagination } from '../components/Pagination';
import { StateBadge } from '../components/StateBadge';
import { Button, Field, PageHeader, Select } from '../components/ui';
import { api } from '../lib/api';
import { formatDateTime, formatMoney } from '../lib/format';
import { currentLocale } from '../lib/i18n';
import { DEFAULT_SORT, ORDER_FILTERS, ordersApiQuery, PER_PAGE } from '../lib/orders';
import { filterOptions, type FilterOptions } from '../lib/shop';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  const [orders, options] = await Promise.all([
    api<HydraCollection<AdminOrderListItem>>(`/orders?${ordersApiQuery(search)}`, { signal: request.signal }),
    filterOptions().catch((): FilterOptions => ({ paymentMethods: [], shippingMethods: [], cities: [] })),
  ]);
  return { orders, options };
}

function customerName(order: AdminOrderListItem): string {
  const customer = order.customer;
  const name = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ');
  return order.shippingName ?? (name || customer?.email || '—');
}

export default function Orders() {
  const { orders, options } = useLoaderData<typeof clientLoader>();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const locale = currentLocale();
  const page = Number(search.get('page') ?? 1);
  const total = orders['hydra:totalItems'];
  const rows = orders['hydra:member'];
  const cityName = (code: string | null | undefined) =>
    code ? (options.cities.find((city) => city.code === code)?.name ?? code) : '—';

  const sortParam = search.get('sort') ?? DEFAULT_SORT;
  const sorting: SortingState = [{ id: sortParam.replace(/^-/, ''), desc: sortParam.startsWith('-') }];
  const changeSort = (next: SortingState) => {
    const [first] = next;
    const params = new URLSearchParams(search);
    if (first) params.set('sort', `${first.desc ? '-' : ''}${first.id}`);
    params.delete('page');
    void navigate(`?${params}`);
  };

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const name of ORDER_FILTERS) {
      const value = String(form.get(name) ?? '').trim();
      if (value) params.set(name, value);
    }
    const sort = search.get('sort');
    if (sort) params.set('sort', sort);
    void navigate(`?${params}`);
  }

  const columns = useMemo<ColumnDef<AdminOrderListItem, unknown>[]>(
    () => [
      {
        id: 'number',
        header: t('orders.number'),
        enableSorting: true,
        cell: ({ row }) => (
          <Link to={`/orders/${row.original.tokenValue}`} className="font-medium text-accent underline">
            #{row.original.number}
            {row.original.paymentFlag && (
              <TriangleAlert aria-label={t('orders.flagged')} className="ml-1 inline size-4 text-danger" />
            )}
          </Link>
        ),
      },
      {
        id: 'checkoutCompletedAt',
        header: t('orders.date'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {formatDateTime(row.original.checkoutCompletedAt, locale)}
          </span>
        ),
      },
      {
        id: 'customer',
        header: t('orders.customer'),
        enableSorting: false,
        cell: ({ row }) => (
          <>
            {customerName(row.original)}
            <span className="block text-xs text-ink-muted">
              {[row.original.phoneNumber ?? row.original.customer?.phoneNumber, row.original.customer?.email]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </>
        ),
      },
      {
        id: 'city',
        header: t('orders.city'),
        enableSorting: false,
        cell: ({ row }) => cityName(row.original.city),
      },
      {
        id: 'total',
        header: t('orders.total'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{formatMoney(row.original.total, locale)}</span>
        ),
      },
      {
        id: 'paymentState',
        header: t('orders.payment'),
        enableSorting: false,
        cell: ({ row }) => (
          <>
            <StateBadge kind="payment" state={row.original.paymentState} />
            <span className="block text-xs text-ink-muted">
              {row.original.paymentMethodName ?? row.original.paymentMethod}
            </span>
          </>
        ),
      },
      {
        id: 'shippingState',
        header: t('orders.shipping'),
        enableSorting: false,
        cell: ({ row }) => (
          <>
            <StateBadge kind="shipping" state={row.original.shippingState} />
            <span className="block text-xs text-ink-muted">
              {row.original.shippingMethodName ?? row.original.shippingMethod}
            </span>
          </>
        ),
      },
      {
        id: 'state',
        header: t('orders.state'),
        enableSorting: false,
        cell: ({ row }) => <StateBadge kind="order" state={row.original.state} />,
      },
    ],
    // cityName reads options, which change with the language as t does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, locale, options],
  );

  const exportQuery = ordersApiQuery(search, { page: false }).toString();
  const moreFilters = ORDER_FILTERS.some(
    (name) => !['search', 'customer'].includes(name) && search.get(name),
  );

  return (
    <>
      <PageHeader title={t('orders.title')}>
        <a
          href={`${ADMIN_API}/orders/export.csv${exportQuery ? `?${exportQuery}` : ''}`}
          download
          className="inline-flex min-h-10 items-center gap-2 rounded-md border border-line bg-surface-raised px-4 text-sm hover:bg-surface-sunken"
        >
          <Download aria-hidden className="size-4" />
          {t('orders.export')}
        </a>
      </PageHeader>

      <form
        key={search.toString()}
        role="search"
        aria-label={t('orders.filters')}
        onSubmit={applyFilters}
        className="mb-4 rounded-lg border border-line bg-surface-raised p-3 md:p-4"
      >
        <div className="flex items-end gap-2">
          <Field
            className="flex-1"
            label={t('orders.search')}
            name="search"
            type="search"
            inputMode="search"
            placeholder={t('orders.searchHint')}
            defaultValue={search.get('search') ?? ''}
          />
          <Button type="submit" aria-label={t('orders.find')} pending={navigation.state === 'loading'}>
            <Search aria-hidden className="size-4" />
            <span className="hidden sm:inline">{t('orders.find')}</span>
          </Button>
        </div>
        {search.get('customer') && (
          <input type="hidden" name="customer" value={search.get('customer') ?? ''} />
        )}
        <details className="mt-3" open={moreFilters}>
          <summary className="inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm text-accent">
            <SlidersHorizontal aria-hidden className="size-4" />
            {t('orders.moreFilters')}
          </summary>
          <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Select label={t('orders.state')} name="state" defaultValue={search.get('state') ?? ''}>
              <option value="">{t('orders.any')}</option>
              {ORDER_STATES.map((state) => (
                <option key={state} value={state}>
                  {t(`states.order.${state}`)}
                </option>
              ))}
            </Select>
            <Select
              label={t('orders.payment')}
              name="paymentState"
              defaultValue={search.get('paymentState') ?? ''}
            >
              <option value="">{t('orders.any')}</option>
              {ORDER_PAYMENT_STATES.map((state) => (
                <option key={state} value={state}>
                  {t(`states.payment.${state}`)}
                </option>
              ))}
            </Select>
            <Select
              label={t('orders.shipping')}
              name="shippingState"
              defaultValue={search.get('shippingState') ?? ''}
            >
              <option value="">{t('orders.any')}</option>
              {ORDER_SHIPPING_STATES.map((state) => (
                <option key={state} value={state}>
                  {t(`states.shipping.${state}`)}
                </option>
              ))}
            </Select>
            <Select label={t('orders.city')} name="city" defaultValue={search.get('city') ?? ''}>
              <option value="">{t('orders.any')}</option>
              {options.cities.map((city) => (
                <option key={city.code} value={city.code}>
                  {city.name}
                </option>
              ))}
            </Select>
            <Field label={t('orders.from')} name="from" type="date" defaultValue={search.get('from') ?? ''} />
            <Field label={t('orders.to')} name="to" type="date" defaultValue={search.get('to') ?? ''} />
            <Select
              label={t('orders.paymentMethod')}
              name="paymentMethod"
              defaultValue={search.get('paymentMethod') ?? ''}
            >
              <option value="">{t('orders.any')}</option>
              {options.paymentMethods.map((method) => (
                <option key={method.code} value={method.code}>
                  {method.name}
                </option>
              ))}
            </Select>
            <Select
              label={t('orders.shippingMethod')}
              name="shippingMethod"
              defaultValue={search.get('shippingMethod') ?? ''}
            >
              <option value="">{t('orders.any')}</option>
              {options.shippingMethods.map((method) => (
                <option key={method.code} value={method.code}>
                  {method.name}
                </option>
              ))}
            </Select>
            <Field
              label={t('orders.totalMin')}
              name="totalMin"
              inputMode="decimal"
              defaultValue={search.get('totalMin') ?? ''}
            />
            <Field
              label={t('orders.totalMax')}
              name="totalMax"
              inputMode="decimal"
              defaultValue={search.get('totalMax') ?? ''}
            />
            <Field label={t('orders.coupon')} name="coupon" defaultValue={search.get('coupon') ?? ''} />
            <div className="flex items-end gap-2">
              <Button type="submit">{t('common.filter')}</Button>
              <Link
                to="/orders"
                className="inline-flex min-h-10 items-center rounded-md px-3 text-sm text-accent underline"
              >
                {t('common.clear')}
              </Link>
            </div>
          </div>
        </details>
      </form>

      <p role="status" className="mb-2 text-sm text-ink-muted">
        {/* Past the exact limit the API's total is an estimate. */}
        {total > ADMIN_EXACT_COUNT_UP_TO
          ? t('orders.foundAbout', { count: total })
          : t('orders.found', { count: total })}
      </p>

      {/* Wider screens: the table; a phone: one card per order, the number and what waits first. */}
      <div className="hidden md:block">
        <DataTable
          caption={t('orders.title')}
          columns={columns}
          rows={rows}
          sorting={sorting}
          onSortingChange={changeSort}
          empty={t('orders.empty')}
        />
      </div>
      <ul className="flex flex-col gap-2 md:hidden" aria-label={t('orders.title')}>
        {rows.length === 0 && <li className="py-6 text-center text-ink-muted">{t('orders.empty')}</li>}
        {rows.map((order) => (
          <li key={order.tokenValue}>
            <Link
              to={`/orders/${order.tokenValue}`}
              className="block rounded-lg border border-line bg-surface-raised p-3 active:bg-surface-sunken"
            >
              <span className="flex items-baseline justify-between gap-2">
                <span className="font-semibold text-accent">
                  #{order.number}
                  {order.paymentFlag && (
                    <TriangleAlert
                      aria-label={t('orders.flagged')}
                      className="ml-1 inline size-4 text-danger"
                    />
                  )}
                </span>
                <span className="font-medium">{formatMoney(order.total, locale)}</span>
              </span>
              <span className="mt-1 block text-sm">
                {customerName(order)} · {cityName(order.city)}
              </span>
              <span className="block text-xs text-ink-muted">
                {formatDateTime(order.checkoutCompletedAt, locale)}
                {order.phoneNumber ? ` · ${order.phoneNumber}` : ''}
              </span>
              <span className="mt-2 flex flex-wrap gap-1">
                <StateBadge kind="payment" state={order.paymentState} />
                <StateBadge kind="shipping" state={order.shippingState} />
                {order.state !== 'new' && <StateBadge kind="order" state={order.state} />}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Pagination page={page} pages={Math.ceil(total / PER_PAGE)} total={total} />
    </>
  );
}
