import type { HydraCollection } from '@sakhe/contract';
import { ADMIN_EXACT_COUNT_UP_TO, type AdminCustomerListItem } from '@sakhe/contract/admin';
import { formatPhone } from '@sakhe/contract/phone-format';
import type { ColumnDef } from '@tanstack/react-table';
import { Search } from 'lucide-react';
import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/customers';
import { DataTable } from '../components/DataTable';
import { Pagination } from '../components/Pagination';
import { Badge, Button, Field, PageHeader } from '../components/ui';
import { api, queryString } from '../lib/api';
import { customerName } from '../lib/customers';
import { formatDateTime } from '../lib/format';
import { currentLocale } from '../lib/i18n';

const PER_PAGE = 30;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  return api<HydraCollection<AdminCustomerListItem>>(
    `/customers${queryString({ search: search.get('search'), page: search.get('page'), itemsPerPage: PER_PAGE })}`,
    { signal: request.signal },
  );
}

/** Erased, switched off, or a guest without an account: said beside the name. */
function CustomerStatus({ customer }: { customer: AdminCustomerListItem }) {
  const { t } = useTranslation();
  if (customer.erasedAt) return <Badge tone="danger">{t('customers.erased')}</Badge>;
  if (!customer.registered) return <Badge>{t('customers.guest')}</Badge>;
  if (customer.enabled === false) return <Badge tone="warning">{t('customers.disabled')}</Badge>;
  return null;
}

export default function Customers() {
  const customers = useLoaderData<typeof clientLoader>();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const locale = currentLocale();
  const page = Number(search.get('page') ?? 1);
  const total = customers['hydra:totalItems'];
  const rows = customers['hydra:member'];

  function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    void navigate(text ? `?${new URLSearchParams({ search: text })}` : '?');
  }

  const columns = useMemo<ColumnDef<AdminCustomerListItem, unknown>[]>(
    () => [
      {
        id: 'name',
        header: t('customers.name'),
        cell: ({ row }) => (
          <span className="flex flex-wrap items-center gap-2">
            <Link to={`/customers/${row.original.id}`} className="font-medium text-accent underline">
              {customerName(row.original) || t('customers.noName')}
            </Link>
            <CustomerStatus customer={row.original} />
          </span>
        ),
      },
      {
        id: 'email',
        header: t('customers.email'),
        cell: ({ row }) => <span className="break-all">{row.original.email}</span>,
      },
      {
        id: 'phone',
        header: t('customers.phone'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {row.original.phoneNumber ? formatPhone(row.original.phoneNumber) : '—'}
          </span>
        ),
      },
      { id: 'orders', header: t('customers.orders'), cell: ({ row }) => row.original.ordersCount },
      {
        id: 'createdAt',
        header: t('customers.since'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{formatDateTime(row.original.createdAt, locale)}</span>
        ),
      },
    ],
    [t, locale],
  );

  return (
    <>
      <PageHeader title={t('customers.title')} />
      <form
        key={search.toString()}
        role="search"
        aria-label={t('customers.title')}
        onSubmit={find}
        className="mb-4 flex items-end gap-2 rounded-lg border border-line bg-surface-raised p-3 md:p-4"
      >
        <Field
          className="flex-1"
          label={t('customers.search')}
          name="search"
          type="search"
          inputMode="search"
          placeholder={t('customers.searchHint')}
          defaultValue={search.get('search') ?? ''}
        />
        <Button type="submit" aria-label={t('customers.find')} pending={navigation.state === 'loading'}>
          <Search aria-hidden className="size-4" />
          <span className="hidden sm:inline">{t('customers.find')}</span>
        </Button>
      </form>

      <p role="status" className="mb-2 text-sm text-ink-muted">
        {total > ADMIN_EXACT_COUNT_UP_TO
          ? t('customers.foundAbout', { count: total })
          : t('customers.found', { count: total })}
      </p>

      <div className="hidden md:block">
        <DataTable
          caption={t('customers.title')}
          columns={columns}
          rows={rows}
          empty={t('customers.empty')}
        />
      </div>
      <ul className="flex flex-col gap-2 md:hidden" aria-label={t('customers.title')}>
        {rows.length === 0 && <li className="py-6 text-center text-ink-muted">{t('customers.empty')}</li>}
        {rows.map((customer) => (
          <li key={customer.id}>
            <Link
              to={`/customers/${customer.id}`}
              className="block rounded-lg border border-line bg-surface-raised p-3 active:bg-surface-sunken"
            >
              <span className="flex flex-wrap items-center gap-2 font-semibold text-accent">
                {customerName(customer) || t('customers.noName')}
                <CustomerStatus customer={customer} />
              </span>
              <span className="mt-1 block text-sm break-all">{customer.email}</span>
              <span className="block text-xs text-ink-muted">
                {[
                  customer.phoneNumber && formatPhone(customer.phoneNumber),
                  t('customers.ordersCount', { count: customer.ordersCount }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Pagination page={page} pages={Math.ceil(total / PER_PAGE)} total={total} />
    </>
  );
}
