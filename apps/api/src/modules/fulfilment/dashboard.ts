import { sql } from 'drizzle-orm';
import type { AdminDashboard } from '@sakhe/contract/admin';
import type { Queryable } from '../../db/client';
import { selectRows } from '../../db/sql';

const TBILISI_OFFSET_MS = 4 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Variants with this many or fewer available are low on stock. */
const LOW_STOCK = 5;
/** The dashboard is read by every member's home screen: kept this long per node. */
const DASHBOARD_TTL_MS = 30_000;

/** Midnight of today and of this week's Monday in Tbilisi, as UTC instants. */
function tbilisiPeriods(now: Date): { today: Date; week: Date } {
  const local = now.getTime() + TBILISI_OFFSET_MS;
  const today = Math.floor(local / DAY_MS) * DAY_MS;
  const weekday = (new Date(today).getUTCDay() + 6) % 7; // Monday 0
  return {
    today: new Date(today - TBILISI_OFFSET_MS),
    week: new Date(today - weekday * DAY_MS - TBILISI_OFFSET_MS),
  };
}

async function readDashboard(db: Queryable, now: Date): Promise<AdminDashboard> {
  const { today, week } = tbilisiPeriods(now);
  const [totals] = await selectRows<{
    todayOrders: number;
    todayRevenue: number;
    weekOrders: number;
    weekRevenue: number;
    awaitingPayment: number;
    awaitingShipment: number;
    awaitingDelivery: number;
  }>(
    db,
    sql`select
        count(*) filter (where o.checkout_completed_at >= ${today.toISOString()}::timestamp)::int as "todayOrders",
        coalesce(sum(o.total) filter (where o.checkout_completed_at >= ${today.toISOString()}::timestamp), 0)::int as "todayRevenue",
        count(*)::int as "weekOrders", coalesce(sum(o.total), 0)::int as "weekRevenue",
        (select count(*)::int from orders x where x.state = 'new' and x.checkout_completed_at is not null
          and x.payment_state in ('awaiting_payment', 'partially_paid', 'authorized', 'partially_authorized')) as "awaitingPayment",
        (select count(*)::int from orders x where x.state = 'new' and x.checkout_completed_at is not null
          and x.shipping_state in ('ready', 'partially_shipped')) as "awaitingShipment",
        (select count(*)::int from shipments s join orders x on x.id = s.order_id
          where x.state = 'new' and s.state = 'shipped' and s.delivered_at is null) as "awaitingDelivery"
      from orders o
      where o.checkout_completed_at >= ${week.toISOString()}::timestamp and o.state <> 'cancelled'`,
  );
  const lowStock = await selectRows<AdminDashboard['lowStock'][number]>(
    db,
    sql`select v.code as "variantCode", p.code as "productCode",
        coalesce((select t.name from product_translations t where t.product_id = p.id and t.locale = 'ka_GE'), p.code) as name,
        v.on_hand as "onHand", v.on_hold as "onHold", (v.on_hand - v.on_hold) as available
      from product_variants v join products p on p.id = v.product_id
      where v.tracked and v.enabled and p.enabled and v.on_hand - v.on_hold <= ${LOW_STOCK}
      order by v.on_hand - v.on_hold, v.id limit 20`,
  );
  return {
    '@context': '/api/v2/contexts/Dashboard',
    '@id': '/api/v2/admin/dashboard',
    '@type': 'Dashboard',
    today: { orders: totals?.todayOrders ?? 0, revenue: totals?.todayRevenue ?? 0 },
    thisWeek: { orders: totals?.weekOrders ?? 0, revenue: totals?.weekRevenue ?? 0 },
    awaitingPayment: totals?.awaitingPayment ?? 0,
    awaitingShipment: totals?.awaitingShipment ?? 0,
    awaitingDelivery: totals?.awaitingDelivery ?? 0,
    lowStock,
    generatedAt: now.toISOString(),
  };
}

/** The dashboard, read at most every 30 s per node (concurrent requests share one read). */
export interface DashboardCache {
  value: Promise<AdminDashboard> | undefined;
  readAt: number;
}

export const openDashboardCache = (): DashboardCache => ({ value: undefined, readAt: 0 });

export function dashboard(db: Queryable, cache: DashboardCache, now = Date.now()): Promise<AdminDashboard> {
  if (!cache.value || now - cache.readAt > DASHBOARD_TTL_MS) {
    const reading = readDashboard(db, new Date(now));
    cache.value = reading;
    cache.readAt = now;
    reading.catch(() => {
      if (cache.value === reading) cache.value = undefined;
    });
  }
  return cache.value;
}
