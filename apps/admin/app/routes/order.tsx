import type { AdminOrder, AdminPayment, AdminShipment, adminAddressSchema } from '@sakhe/contract/admin';
import type { z } from 'zod';
import { Ban, CircleCheck, FileText, PackageCheck, Printer, Truck, Undo2 } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/order';
import { StateBadge, type StateKind } from '../components/StateBadge';
import { Button, Card, Confirm, Field, Notice, Select } from '../components/ui';
import { api, ApiError } from '../lib/api';
import { customerName } from '../lib/customers';
import { formatDateTime, formatMoney, lariInput, parseLari } from '../lib/format';
import { currentLocale } from '../lib/i18n';
import { CARRIERS } from '../lib/orders';
import { can } from '../lib/session';
import type { clientLoader as shellLoader } from './shell';

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return api<AdminOrder>(`/orders/${encodeURIComponent(params.tokenValue)}`);
}

/** A timeline entry's states in words: the kinds name which machine moved. */
const STATE_KINDS: Record<string, StateKind> = {
  order_state: 'order',
  payment_state: 'payment',
  shipping_state: 'shipping',
  payment: 'paymentRow',
  shipment: 'shipment',
};

function useStateLabel() {
  const { t } = useTranslation();
  return (kind: string, state: string | null) => {
    if (!state) return '—';
    const group = STATE_KINDS[kind];
    return group ? t(`states.${group}.${state}` as 'nav.menu', { defaultValue: state }) : state;
  };
}

/** What a timeline entry carries besides its states (tracking, an amount, a reason), shortly. */
function timelineDetail(detail: Record<string, unknown> | null, money: (minor: number) => string): string {
  if (!detail) return '';
  const parts = Object.entries(detail)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) =>
      typeof value === 'number' && /amount|total/i.test(key)
        ? money(value)
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value),
    );
  return parts.length > 0 ? ` · ${parts.join(', ')}` : '';
}

type Result = { tone: 'success' | 'error'; text: string };

/** One action at a time per screen: which runs, and how each card's last one ended. */
function useActions() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [running, setRunning] = useState<string | null>(null);
  const [results, setResults] = useState<Record<string, Result>>({});
  async function run(
    key: string,
    card: string,
    action: () => Promise<unknown>,
    done: string,
  ): Promise<boolean> {
    setRunning(key);
    setResults((all) => {
      const rest = { ...all };
      delete rest[card];
      return rest;
    });
    try {
      await action();
      await revalidator.revalidate();
      setResults((all) => ({ ...all, [card]: { tone: 'success', text: done } }));
      return true;
    } catch (error) {
      const text =
        error instanceof ApiError
          ? [error.message, ...error.violations.map((violation) => violation.message)]
              .filter((line, index, lines) => line && lines.indexOf(line) === index)
              .join(' ')
          : t('errors.unexpected');
      setResults((all) => ({ ...all, [card]: { tone: 'error', text } }));
      // The order may have changed meanwhile (another member's action): show it as it is now.
      await revalidator.revalidate();
      return false;
    } finally {
      setRunning(null);
    }
  }
  const result = (card: string) => {
    const found = results[card];
    return found ? (
      <div className="mt-3">
        <Notice tone={found.tone}>{found.text}</Notice>
      </div>
    ) : null;
  };
  return { running, run, result };
}

type AdminAddress = z.infer<typeof adminAddressSchema>;

function Address({ address }: { address: AdminAddress | null | undefined }) {
  const { t } = useTranslation();
  if (!address) return <p className="text-sm text-ink-muted">—</p>;
  return (
    <address className="text-sm not-italic">
      {[address.firstName, address.lastName].filter(Boolean).join(' ')}
      <br />
      {address.street}
      <br />
      {[address.city, address.provinceName ?? address.provinceCode, address.postcode]
        .filter(Boolean)
        .join(', ')}
      {address.phoneNumber && (
        <>
          <br />
          {t('order.phone')}:{' '}
          <a href={`tel:${address.phoneNumber.replace(/\s/g, '')}`}>{address.phoneNumber}</a>
        </>
      )}
    </address>
  );
}

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 py-1 ${strong ? 'text-base font-semibold' : 'text-sm'}`}>
      <dt>{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}

export default function Order() {
  const order = useLoaderData<typeof clientLoader>();
  const staff = useRouteLoaderData<typeof shellLoader>('routes/shell')?.staff;
  const { t } = useTranslation();
  const locale = currentLocale();
  const money = (minor: number) => formatMoney(minor, locale);
  const { running, run, result } = useActions();
  const stateLabel = useStateLabel();
  const possible = (action: string) => order.possibleActions.includes(action);
  const allowed = (permission: Parameters<typeof can>[1]) => (staff ? can(staff, permission) : false);

  return (
    <>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div>
          <Link to="/orders" className="no-print text-sm text-accent underline">
            {t('order.back')}
          </Link>
          <h1 className="mt-1 text-2xl font-semibold">{t('order.title', { number: order.number })}</h1>
          <p className="text-sm text-ink-muted">{formatDateTime(order.checkoutCompletedAt, locale)}</p>
          <p className="mt-2 flex flex-wrap gap-1">
            <StateBadge kind="order" state={order.state} />
            <StateBadge kind="payment" state={order.paymentState} />
            <StateBadge kind="shipping" state={order.shippingState} />
          </p>
        </div>
        <div className="no-print flex flex-wrap gap-2">
          <Link
            to={`/orders/${order.tokenValue}/print/packing-slip`}
            className="inline-flex min-h-10 items-center gap-2 rounded-md border border-line bg-surface-raised px-3 text-sm hover:bg-surface-sunken"
          >
            <Printer aria-hidden className="size-4" />
            {t('order.packingSlip')}
          </Link>
          <Link
            to={`/orders/${order.tokenValue}/print/invoice`}
            className="inline-flex min-h-10 items-center gap-2 rounded-md border border-line bg-surface-raised px-3 text-sm hover:bg-surface-sunken"
          >
            <FileText aria-hidden className="size-4" />
            {t('order.invoice')}
          </Link>
        </div>
      </div>

      <div className="grid gap-4 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-4 lg:col-span-2">
          <Card title={t('order.items')}>
            <ul className="divide-y divide-line">
              {order.items.map((item) => (
                <li key={item.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2 text-sm">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{item.productName}</p>
                    <p className="text-xs text-ink-muted">
                      {[item.variantName, item.variantCode].filter(Boolean).join(' · ')}
                    </p>
                    {item.adjustments
                      .filter((adjustment) => adjustment.amount !== 0)
                      .map((adjustment, index) => (
                        <p key={index} className="text-xs text-danger">
                          {adjustment.label}: {money(adjustment.amount)}
                        </p>
                      ))}
                  </div>
                  <div className="text-right whitespace-nowrap">
                    <p>
                      {item.quantity} × {money(item.unitPrice)}
                      {item.originalUnitPrice !== undefined && item.originalUnitPrice > item.unitPrice && (
                        <s className="ml-1 text-xs text-ink-muted">{money(item.originalUnitPrice)}</s>
                      )}
                    </p>
                    <p className="font-medium">{money(item.total)}</p>
                  </div>
                </li>
              ))}
            </ul>
            <dl className="mt-3 border-t border-line pt-3">
              <Row label={t('order.itemsTotal')}>{money(order.itemsTotal)}</Row>
              {order.orderPromotionTotal !== 0 && (
                <Row label={t('order.discount')}>{money(order.orderPromotionTotal)}</Row>
              )}
              <Row label={t('order.shippingTotal')}>{money(order.shippingTotal)}</Row>
              <Row label={t('order.total')} strong>
                {money(order.total)}
              </Row>
              {order.couponCode && <Row label={t('order.coupon')}>{order.couponCode}</Row>}
            </dl>
            <p className="text-xs text-ink-muted">{t('order.vatIncluded')}</p>
            {order.customerNotes && (
              <p className="mt-3 rounded bg-surface-sunken p-2 text-sm">
                <span className="font-medium">{t('order.customerNotes')}:</span> {order.customerNotes}
              </p>
            )}
          </Card>

          <Card title={t('order.payments')}>
            <div className="flex flex-col gap-4">
              {order.payments.map((payment) => (
                <PaymentPanel
                  key={payment.id}
                  payment={payment}
                  running={running}
                  run={run}
                  canComplete={possible('payment.complete') && allowed('payments.complete')}
                  canRefund={possible('payment.refund') && allowed('payments.refund')}
                />
              ))}
            </div>
            {result('payments')}
          </Card>

          <Card title={t('order.shipments')}>
            <div className="flex flex-col gap-4">
              {order.shipments.map((shipment) => (
                <ShipmentPanel
                  key={shipment.id}
                  shipment={shipment}
                  running={running}
                  run={run}
                  canShip={possible('shipment.ship') && allowed('shipments.ship')}
                  canDeliver={possible('shipment.deliver') && allowed('shipments.deliver')}
                />
              ))}
            </div>
            {result('shipments')}
          </Card>

          <NotesPanel
            order={order}
            running={running}
            run={run}
            canNote={allowed('orders.note')}
            result={result}
          />

          <Card title={t('order.timeline')}>
            <ol className="flex flex-col gap-2 border-l border-line pl-4 text-sm">
              {order.timeline.map((entry, index) => (
                <li key={`${entry.createdAt}-${index}`}>
                  <p>
                    {t(`timeline.${entry.kind}` as 'nav.menu', { defaultValue: entry.kind })}
                    {entry.fromState || entry.toState ? (
                      <span className="text-ink-muted">
                        {' '}
                        ({stateLabel(entry.kind, entry.fromState)} → {stateLabel(entry.kind, entry.toState)})
                      </span>
                    ) : null}
                  </p>
                  <p className="text-xs text-ink-muted">
                    {formatDateTime(entry.createdAt, locale)} · {entry.staffEmail ?? t('order.system')}
                    {timelineDetail(entry.detail, money)}
                  </p>
                </li>
              ))}
            </ol>
          </Card>
        </div>

        <div className="flex min-w-0 flex-col gap-4">
          <Card title={t('order.customer')}>
            {order.customer ? (
              <>
                <p className="text-sm font-medium">
                  {staff && can(staff, 'customers.read') ? (
                    <Link
                      to={`/customers/${order.customer.id}`}
                      className="text-accent underline"
                      title={t('order.customerPage')}
                    >
                      {customerName(order.customer) || order.customer.email}
                    </Link>
                  ) : (
                    customerName(order.customer) || '—'
                  )}
                </p>
                <p className="text-sm break-all">
                  <a href={`mailto:${order.customer.email}`} className="underline">
                    {order.customer.email}
                  </a>
                </p>
                {order.customer.phoneNumber && (
                  <p className="text-sm">
                    <a href={`tel:${order.customer.phoneNumber.replace(/\s/g, '')}`} className="underline">
                      {order.customer.phoneNumber}
                    </a>
                  </p>
                )}
                <Link
                  to={`/orders?customer=${order.customer.id}`}
                  className="mt-2 inline-block text-sm text-accent underline"
                >
                  {t('order.customerOrders', { count: order.customer.ordersCount })}
                </Link>
              </>
            ) : (
              <p className="text-sm text-ink-muted">—</p>
            )}
          </Card>
          <Card title={t('order.shippingAddress')}>
            <Address address={order.shippingAddress} />
          </Card>
          <Card title={t('order.billingAddress')}>
            <Address address={order.billingAddress ?? order.shippingAddress} />
          </Card>
          {possible('cancel') && allowed('orders.cancel') && (
            <Card title={t('order.cancelTitle')}>
              <p className="mb-3 text-sm text-ink-muted">{t('order.cancelIntro')}</p>
              <Confirm
                trigger={
                  <Button variant="danger" pending={running === 'cancel'} disabled={running !== null}>
                    <Ban aria-hidden className="size-4" />
                    {t('order.cancel')}
                  </Button>
                }
                title={t('order.cancelConfirmTitle', { number: order.number })}
                description={t('order.cancelConfirm')}
                confirmLabel={t('order.cancel')}
                onConfirm={() =>
                  void run(
                    'cancel',
                    'cancel',
                    () =>
                      api(`/orders/${encodeURIComponent(order.tokenValue)}/cancel`, {
                        method: 'PATCH',
                        body: {},
                      }),
                    t('order.cancelled'),
                  )
                }
              />
              {result('cancel')}
            </Card>
          )}
        </div>
      </div>
    </>
  );
}

type Run = ReturnType<typeof useActions>['run'];

function PaymentPanel({
  payment,
  running,
  run,
  canComplete,
  canRefund,
}: {
  payment: AdminPayment;
  running: string | null;
  run: Run;
  canComplete: boolean;
  canRefund: boolean;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const money = (minor: number) => formatMoney(minor, locale);
  const refunded = payment.refundedAmount;
  const refundable = payment.amount - refunded - payment.refundsPending;
  const [amount, setAmount] = useState(lariInput(refundable));
  const [reason, setReason] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const busy = running !== null;
  const completable = ['new', 'processing', 'authorized'].includes(payment.state);
  const refundableNow =
    (payment.state === 'completed' || payment.state === 'partially_refunded') && refundable > 0;
  const refundTetri = parseLari(amount);

  function checkRefund(event: FormEvent) {
    event.preventDefault();
  }

  function validRefund(): boolean {
    if (refundTetri === null || refundTetri <= 0) {
      setAmountError(t('order.refundAmountInvalid'));
      return false;
    }
    if (refundTetri > refundable) {
      setAmountError(t('order.refundTooMuch', { amount: money(refundable) }));
      return false;
    }
    setAmountError(null);
    return true;
  }

  return (
    <section
      aria-label={t('order.paymentLabel', { id: payment.id })}
      className="rounded-md border border-line p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium">
          {payment.method?.name ?? '—'} · {money(payment.amount)}
        </p>
        <StateBadge kind="paymentRow" state={payment.state} />
      </div>
      {refunded > 0 && (
        <p className="mt-1 text-sm text-ink-muted">{t('order.refunded', { amount: money(refunded) })}</p>
      )}
      {payment.refunds && payment.refunds.length > 0 && (
        <ul className="mt-1 text-xs text-ink-muted">
          {payment.refunds.map((refund) => (
            <li key={refund.id}>
              {formatDateTime(refund.createdAt, locale)} · −{money(refund.amount)}
              {refund.reason ? ` · ${refund.reason}` : ''}
            </li>
          ))}
        </ul>
      )}
      {canComplete && completable && (
        <Button
          className="mt-3"
          pending={running === `pay-${payment.id}`}
          disabled={busy}
          onClick={() =>
            void run(
              `pay-${payment.id}`,
              'payments',
              () => api(`/payments/${payment.id}/complete`, { method: 'PATCH', body: {} }),
              t('order.markedPaid'),
            )
          }
        >
          <CircleCheck aria-hidden className="size-4" />
          {t('order.markPaid')}
        </Button>
      )}
      {canRefund && refundableNow && (
        <form
          onSubmit={checkRefund}
          noValidate
          className="mt-3 flex flex-col gap-3 border-t border-line pt-3"
        >
          <p className="text-sm font-medium">{t('order.refundTitle', { amount: money(refundable) })}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field
              label={t('order.refundAmount')}
              inputMode="decimal"
              value={amount}
              error={amountError ?? undefined}
              onChange={(event) => setAmount(event.target.value)}
            />
            <Field
              label={t('order.refundReason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setAmount(lariInput(refundable))} disabled={busy}>
              {t('order.refundAll')}
            </Button>
            <Confirm
              trigger={
                <Button variant="danger" pending={running === `refund-${payment.id}`} disabled={busy}>
                  <Undo2 aria-hidden className="size-4" />
                  {t('order.refund')}
                </Button>
              }
              title={t('order.refundConfirmTitle', {
                amount: refundTetri === null ? amount : money(refundTetri),
              })}
              description={t('order.refundConfirm')}
              confirmLabel={t('order.refund')}
              onConfirm={() => {
                if (!validRefund() || refundTetri === null) return;
                void run(
                  `refund-${payment.id}`,
                  'payments',
                  () =>
                    api(`/payments/${payment.id}/refunds`, {
                      method: 'POST',
                      body: { amount: refundTetri, ...(reason.trim() ? { reason: reason.trim() } : {}) },
                    }),
                  t('order.refundDone', { amount: money(refundTetri) }),
                );
              }}
            />
          </div>
        </form>
      )}
      {payment.gatewayLog.length > 0 && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-accent">
            {t('order.gatewayLog', { count: payment.gatewayLog.length })}
          </summary>
          <ol className="mt-2 flex flex-col gap-1">
            {payment.gatewayLog.map((entry, index) => (
              <li key={index} className="rounded bg-surface-sunken p-2 text-xs break-all">
                <span className="font-medium">{entry.operation}</span> ·{' '}
                {formatDateTime(entry.createdAt, locale)}
                {entry.httpStatus !== null && ` · HTTP ${entry.httpStatus}`}
                {entry.durationMs !== null && ` · ${entry.durationMs} ms`}
                {entry.url && (
                  <span className="block text-ink-muted">
                    {entry.method} {entry.url}
                  </span>
                )}
                {entry.error && <span className="block text-danger">{entry.error}</span>}
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}

function ShipmentPanel({
  shipment,
  running,
  run,
  canShip,
  canDeliver,
}: {
  shipment: AdminShipment;
  running: string | null;
  run: Run;
  canShip: boolean;
  canDeliver: boolean;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [carrier, setCarrier] = useState<string>(CARRIERS[0]);
  const [tracking, setTracking] = useState('');
  const [trackingError, setTrackingError] = useState<string | null>(null);
  const busy = running !== null;

  async function ship(event: FormEvent) {
    event.preventDefault();
    if (!tracking.trim()) {
      setTrackingError(t('validation.required'));
      return;
    }
    setTrackingError(null);
    await run(
      `ship-${shipment.id}`,
      'shipments',
      () =>
        api(`/shipments/${shipment.id}/ship`, {
          method: 'PATCH',
          body: { tracking: tracking.trim(), carrier },
        }),
      t('order.shipped'),
    );
  }

  return (
    <section
      aria-label={t('order.shipmentLabel', { id: shipment.id })}
      className="rounded-md border border-line p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium">{shipment.method?.name ?? '—'}</p>
        <StateBadge kind="shipment" state={shipment.deliveredAt ? 'delivered' : shipment.state} />
      </div>
      {shipment.tracking && (
        <p className="mt-1 text-sm">
          {t('order.trackingShown', { carrier: shipment.carrier ?? '—', tracking: shipment.tracking })}
        </p>
      )}
      {shipment.shippedAt && (
        <p className="text-xs text-ink-muted">
          {t('order.shippedAt', { at: formatDateTime(shipment.shippedAt, locale) })}
        </p>
      )}
      {shipment.deliveredAt && (
        <p className="text-xs text-ink-muted">
          {t('order.deliveredAt', { at: formatDateTime(shipment.deliveredAt, locale) })}
        </p>
      )}
      {canShip && shipment.state === 'ready' && (
        <form onSubmit={(event) => void ship(event)} noValidate className="mt-3 grid gap-3 sm:grid-cols-3">
          <Select
            label={t('order.carrier')}
            value={carrier}
            onChange={(event) => setCarrier(event.target.value)}
          >
            {CARRIERS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
          <Field
            label={t('order.tracking')}
            value={tracking}
            autoComplete="off"
            error={trackingError ?? undefined}
            onChange={(event) => setTracking(event.target.value)}
          />
          <div className="flex items-end">
            <Button
              type="submit"
              className="w-full"
              pending={running === `ship-${shipment.id}`}
              disabled={busy}
            >
              <Truck aria-hidden className="size-4" />
              {t('order.ship')}
            </Button>
          </div>
        </form>
      )}
      {canDeliver && shipment.state === 'shipped' && !shipment.deliveredAt && (
        <Button
          className="mt-3"
          variant="secondary"
          pending={running === `deliver-${shipment.id}`}
          disabled={busy}
          onClick={() =>
            void run(
              `deliver-${shipment.id}`,
              'shipments',
              () => api(`/shipments/${shipment.id}/deliver`, { method: 'PATCH', body: {} }),
              t('order.delivered'),
            )
          }
        >
          <PackageCheck aria-hidden className="size-4" />
          {t('order.markDelivered')}
        </Button>
      )}
    </section>
  );
}

function NotesPanel({
  order,
  running,
  run,
  canNote,
  result,
}: {
  order: AdminOrder;
  running: string | null;
  run: Run;
  canNote: boolean;
  result: (card: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function add(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('validation.required'));
      return;
    }
    setError(null);
    const added = await run(
      'note',
      'notes',
      () =>
        api(`/orders/${encodeURIComponent(order.tokenValue)}/notes`, {
          method: 'POST',
          body: { body: text.trim() },
        }),
      t('order.noteAdded'),
    );
    if (added) setText('');
  }

  return (
    <Card title={t('order.staffNotes')}>
      {order.notes.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('order.noNotes')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {order.notes.map((note) => (
            <li key={note.id} className="rounded bg-surface-sunken p-2 text-sm">
              <p className="whitespace-pre-wrap">{note.body}</p>
              <p className="mt-1 text-xs text-ink-muted">
                {note.staffEmail ?? '—'} · {formatDateTime(note.createdAt, locale)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {canNote && (
        <form onSubmit={(event) => void add(event)} noValidate className="mt-3 flex flex-col gap-2">
          <label htmlFor="order-note" className="text-sm font-medium">
            {t('order.addNote')}
          </label>
          <textarea
            id="order-note"
            rows={3}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'order-note-error' : undefined}
            className="rounded-md border border-line bg-surface-raised p-2 text-base"
          />
          {error && (
            <p id="order-note-error" className="text-sm text-danger">
              {error}
            </p>
          )}
          <Button
            type="submit"
            className="self-start"
            pending={running === 'note'}
            disabled={running !== null}
          >
            {t('order.saveNote')}
          </Button>
        </form>
      )}
      {result('notes')}
    </Card>
  );
}
