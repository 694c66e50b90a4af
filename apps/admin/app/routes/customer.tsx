import type { AdminCustomer } from '@sakhe/contract/admin';
import { formatPhone } from '@sakhe/contract/phone-format';
import { Download, Eraser, Star, UserCheck, UserX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/customer';
import { StateBadge } from '../components/StateBadge';
import { Badge, Button, Card, Confirm, Notice, PageHeader } from '../components/ui';
import { api, ApiError } from '../lib/api';
import { customerName } from '../lib/customers';
import { formatDateTime, formatMoney } from '../lib/format';
import { currentLocale } from '../lib/i18n';
import { can } from '../lib/session';
import type { clientLoader as shellLoader } from './shell';

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return api<AdminCustomer>(`/customers/${encodeURIComponent(params.id)}`);
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1 text-sm">
      <dt className="shrink-0 text-ink-muted">{label}</dt>
      <dd className="text-right break-all">{children}</dd>
    </div>
  );
}

/** Hands the browser a JSON file to save (the export comes through the API call, refreshed session and all). */
function saveJson(data: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export default function Customer() {
  const customer = useLoaderData<typeof clientLoader>();
  const staff = useRouteLoaderData<typeof shellLoader>('routes/shell')?.staff;
  const { t } = useTranslation();
  const locale = currentLocale();
  const revalidator = useRevalidator();
  const [running, setRunning] = useState<string | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale) : '—');
  const yesNo = (value: boolean, at: string | null) =>
    value ? t('customers.consentGiven', { date: when(at) }) : t('customers.consentNone');

  async function run(key: string, action: () => Promise<unknown>, done: string) {
    setRunning(key);
    setResult(null);
    try {
      await action();
      await revalidator.revalidate();
      setResult({ tone: 'success', text: done });
    } catch (error) {
      const text =
        error instanceof ApiError
          ? [error.message, ...error.violations.map((violation) => violation.message)]
              .filter((line, index, lines) => line && lines.indexOf(line) === index)
              .join(' ')
          : t('errors.unexpected');
      setResult({ tone: 'error', text });
    } finally {
      setRunning(null);
    }
  }

  const setEnabled = (enabled: boolean) =>
    run(
      enabled ? 'enable' : 'disable',
      () => api(`/customers/${customer.id}`, { method: 'PATCH', body: { enabled } }),
      enabled ? t('customers.enabledDone') : t('customers.disabledDone'),
    );
  const exportData = () =>
    run(
      'export',
      async () =>
        saveJson(
          await api(`/customers/${customer.id}/personal-data`),
          `customer-${customer.id}-personal-data.json`,
        ),
      t('customers.exported'),
    );
  const erase = () =>
    run(
      'erase',
      () => api(`/customers/${customer.id}/erasure`, { method: 'POST', body: {} }),
      t('customers.erasedDone'),
    );

  const name = customerName(customer);
  const account = customer.account;
  const busy = running !== null;

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/customers" className="text-accent underline">
          {t('customers.back')}
        </Link>
      </p>
      <PageHeader title={name || customer.email}>
        {customer.erasedAt && <Badge tone="danger">{t('customers.erased')}</Badge>}
        {!account && !customer.erasedAt && <Badge>{t('customers.guest')}</Badge>}
        {account && !account.enabled && <Badge tone="warning">{t('customers.disabled')}</Badge>}
      </PageHeader>
      {result && (
        <div className="mb-4">
          <Notice tone={result.tone}>{result.text}</Notice>
        </div>
      )}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          <Card title={t('customers.ordersTitle')}>
            <dl className="mb-3">
              <Row label={t('customers.orders')}>{customer.orders.count}</Row>
              <Row label={t('customers.totalSpent')}>{formatMoney(customer.orders.totalSpent, locale)}</Row>
            </dl>
            {customer.orders.latest.length === 0 ? (
              <p className="text-sm text-ink-muted">{t('customers.noOrders')}</p>
            ) : (
              <ul className="divide-y divide-line">
                {customer.orders.latest.map((order) => (
                  <li
                    key={order.tokenValue}
                    className="flex flex-wrap items-center justify-between gap-2 py-2"
                  >
                    <span>
                      <Link to={`/orders/${order.tokenValue}`} className="font-medium text-accent underline">
                        #{order.number}
                      </Link>
                      <span className="ml-2 text-xs text-ink-muted">
                        {formatDateTime(order.checkoutCompletedAt, locale)}
                      </span>
                    </span>
                    <span className="flex flex-wrap items-center gap-1">
                      <StateBadge kind="payment" state={order.paymentState} />
                      <StateBadge kind="shipping" state={order.shippingState} />
                      <span className="ml-2 text-sm font-medium">{formatMoney(order.total, locale)}</span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {customer.orders.count > 0 && (
              <Link
                to={`/orders?customer=${customer.id}`}
                className="mt-3 inline-block text-sm text-accent underline"
              >
                {t('customers.allOrders', { count: customer.orders.count })}
              </Link>
            )}
          </Card>

          <Card title={t('customers.addresses')}>
            {customer.addresses.length === 0 ? (
              <p className="text-sm text-ink-muted">—</p>
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2">
                {customer.addresses.map((address) => (
                  <li key={address.id} className="text-sm">
                    {address.isDefault && <Badge tone="accent">{t('customers.defaultAddress')}</Badge>}
                    <address className="mt-1 not-italic">
                      {[address.firstName, address.lastName].filter(Boolean).join(' ')}
                      <br />
                      {address.street}
                      <br />
                      {[address.city, address.provinceName].filter(Boolean).join(', ')}
                      {address.phoneNumber && (
                        <>
                          <br />
                          {formatPhone(address.phoneNumber)}
                        </>
                      )}
                    </address>
                  </li>
                ))}
              </ul>
            )}
          </Card>

          <Card title={t('customers.reviews')}>
            {customer.reviews.length === 0 ? (
              <p className="text-sm text-ink-muted">{t('customers.noReviews')}</p>
            ) : (
              <ul className="divide-y divide-line">
                {customer.reviews.map((review) => (
                  <li key={review.id} className="py-2 text-sm">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">{review.productName ?? review.productCode}</span>
                      <span
                        className="inline-flex items-center gap-0.5"
                        aria-label={t('customers.rating', { rating: review.rating })}
                      >
                        {Array.from({ length: review.rating }, (_, index) => (
                          <Star key={index} aria-hidden className="size-3.5 fill-current text-warning" />
                        ))}
                      </span>
                      <Badge>
                        {t(`customers.reviewStatus.${review.status}` as 'customers.title', {
                          defaultValue: review.status,
                        })}
                      </Badge>
                    </p>
                    {review.title && <p className="mt-1 font-medium">{review.title}</p>}
                    {review.comment && <p className="text-ink-muted">{review.comment}</p>}
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>

        <div className="flex min-w-0 flex-col gap-4">
          <Card title={t('customers.contact')}>
            <dl>
              <Row label={t('customers.email')}>{customer.email}</Row>
              <Row label={t('customers.phone')}>
                {customer.phoneNumber ? formatPhone(customer.phoneNumber) : '—'}
              </Row>
              <Row label={t('customers.since')}>{when(customer.createdAt)}</Row>
              {customer.erasedAt && <Row label={t('customers.erasedAt')}>{when(customer.erasedAt)}</Row>}
            </dl>
          </Card>

          <Card title={t('customers.account')}>
            {account ? (
              <>
                <dl>
                  <Row label={t('customers.accountState')}>
                    {account.enabled ? t('customers.accountOn') : t('customers.accountOff')}
                  </Row>
                  <Row label={t('customers.verified')}>{when(account.verifiedAt)}</Row>
                  <Row label={t('customers.openSessions')}>{account.openSessions}</Row>
                  {account.providers.length > 0 && (
                    <Row label={t('customers.providers')}>{account.providers.join(', ')}</Row>
                  )}
                </dl>
                {staff && can(staff, 'customers.update') && (
                  <div className="mt-3">
                    {account.enabled ? (
                      <Confirm
                        trigger={
                          <Button variant="danger" pending={running === 'disable'} disabled={busy}>
                            <UserX aria-hidden className="size-4" />
                            {t('customers.disable')}
                          </Button>
                        }
                        title={t('customers.disableTitle')}
                        description={t('customers.disableConfirm')}
                        confirmLabel={t('customers.disable')}
                        onConfirm={() => void setEnabled(false)}
                      />
                    ) : (
                      <Button
                        variant="secondary"
                        pending={running === 'enable'}
                        disabled={busy}
                        onClick={() => void setEnabled(true)}
                      >
                        <UserCheck aria-hidden className="size-4" />
                        {t('customers.enable')}
                      </Button>
                    )}
                  </div>
                )}
              </>
            ) : (
              <p className="text-sm text-ink-muted">{t('customers.noAccount')}</p>
            )}
          </Card>

          <Card title={t('customers.consents')}>
            <dl>
              <Row label={t('customers.newsletter')}>
                {yesNo(customer.consent.newsletter, customer.consent.newsletterAt)}
              </Row>
              <Row label={t('customers.sms')}>{yesNo(customer.consent.sms, customer.consent.smsAt)}</Row>
            </dl>
          </Card>

          <Card title={t('customers.referral')}>
            <dl>
              <Row label={t('customers.referralCode')}>{customer.referral.code ?? '—'}</Row>
              <Row label={t('customers.invitedBy')}>
                {customer.referral.invitedBy ? (
                  <Link to={`/customers/${customer.referral.invitedBy.id}`} className="text-accent underline">
                    {customer.referral.invitedBy.email}
                  </Link>
                ) : (
                  '—'
                )}
              </Row>
            </dl>
            {customer.referral.invited.length > 0 && (
              <ul className="mt-2 text-sm">
                {customer.referral.invited.map((friend) => (
                  <li key={friend.id}>
                    <Link to={`/customers/${friend.id}`} className="text-accent underline">
                      {friend.email}
                    </Link>{' '}
                    <span className="text-ink-muted">
                      {t(`customers.referralStatus.${friend.status}` as 'customers.title', {
                        defaultValue: friend.status,
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>

          {staff && (can(staff, 'customers.export') || can(staff, 'customers.erase')) && (
            <Card title={t('customers.personalData')}>
              <p className="mb-3 text-sm text-ink-muted">{t('customers.personalDataHint')}</p>
              <div className="flex flex-wrap gap-2">
                {can(staff, 'customers.export') && (
                  <Button
                    variant="secondary"
                    pending={running === 'export'}
                    disabled={busy}
                    onClick={() => void exportData()}
                  >
                    <Download aria-hidden className="size-4" />
                    {t('customers.export')}
                  </Button>
                )}
                {can(staff, 'customers.erase') && !customer.erasedAt && (
                  <Confirm
                    trigger={
                      <Button variant="danger" pending={running === 'erase'} disabled={busy}>
                        <Eraser aria-hidden className="size-4" />
                        {t('customers.erase')}
                      </Button>
                    }
                    title={t('customers.eraseTitle')}
                    description={t('customers.eraseConfirm')}
                    confirmLabel={t('customers.erase')}
                    onConfirm={() => void erase()}
                  />
                )}
              </div>
            </Card>
          )}
        </div>
      </div>
    </>
  );
}
