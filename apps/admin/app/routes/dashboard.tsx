import { PackageCheck, Truck, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/dashboard';
import { Card, Notice, PageHeader } from '../components/ui';
import { api } from '../lib/api';
import { formatMoney } from '../lib/format';
import { currentLocale } from '../lib/i18n';
import type { AdminDashboard } from '@sakhe/contract/admin';

export async function clientLoader(_args: Route.ClientLoaderArgs) {
  try {
    return { dashboard: await api<AdminDashboard>('/dashboard') };
  } catch {
    // The figures are a convenience: the rest of the back office works without them.
    return { dashboard: null };
  }
}

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-lg border border-line bg-surface-raised p-4">
      <p className="text-sm text-ink-muted">{label}</p>
      <p className="mt-1 text-2xl font-semibold">{value}</p>
      {detail && <p className="text-sm text-ink-muted">{detail}</p>}
    </div>
  );
}

export default function DashboardScreen() {
  const { dashboard } = useLoaderData<typeof clientLoader>();
  const { t } = useTranslation();
  const locale = currentLocale();
  const money = (minor: number) => formatMoney(minor, locale);
  return (
    <>
      <PageHeader title={t('dashboard.title')} />
      {!dashboard ? (
        <Notice tone="error">{t('dashboard.unavailable')}</Notice>
      ) : (
        <div className="flex flex-col gap-6">
          <section aria-label={t('dashboard.sales')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
            <Figure
              label={t('dashboard.todayOrders')}
              value={String(dashboard.today.orders)}
              detail={money(dashboard.today.revenue)}
            />
            <Figure
              label={t('dashboard.weekOrders')}
              value={String(dashboard.thisWeek.orders)}
              detail={money(dashboard.thisWeek.revenue)}
            />
            <Link
              to="/orders?paymentState=awaiting_payment&state=new"
              className="rounded-lg border border-line bg-surface-raised p-4 hover:border-accent"
            >
              <p className="flex items-center gap-2 text-sm text-ink-muted">
                <Wallet aria-hidden className="size-4" />
                {t('dashboard.toPay')}
              </p>
              <p className="mt-1 text-2xl font-semibold">{dashboard.awaitingPayment}</p>
            </Link>
            <Link
              to="/orders?shippingState=ready&state=new"
              className="rounded-lg border border-line bg-surface-raised p-4 hover:border-accent"
            >
              <p className="flex items-center gap-2 text-sm text-ink-muted">
                <PackageCheck aria-hidden className="size-4" />
                {t('dashboard.toShip')}
              </p>
              <p className="mt-1 text-2xl font-semibold">{dashboard.awaitingShipment}</p>
            </Link>
            <Link
              to="/orders?shippingState=shipped&state=new"
              className="rounded-lg border border-line bg-surface-raised p-4 hover:border-accent"
            >
              <p className="flex items-center gap-2 text-sm text-ink-muted">
                <Truck aria-hidden className="size-4" />
                {t('dashboard.toDeliver')}
              </p>
              <p className="mt-1 text-2xl font-semibold">{dashboard.awaitingDelivery}</p>
            </Link>
          </section>
          <Card title={t('dashboard.lowStock')}>
            {dashboard.lowStock.length === 0 ? (
              <p className="text-sm text-ink-muted">{t('dashboard.noLowStock')}</p>
            ) : (
              <ul className="divide-y divide-line text-sm">
                {dashboard.lowStock.map((variant) => (
                  <li key={variant.variantCode} className="flex justify-between gap-3 py-2">
                    <span>
                      {variant.name ?? variant.productCode}
                      <span className="block text-xs text-ink-muted">{variant.variantCode}</span>
                    </span>
                    <span className="font-medium whitespace-nowrap">
                      {t('dashboard.left', { count: variant.available })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      )}
    </>
  );
}
