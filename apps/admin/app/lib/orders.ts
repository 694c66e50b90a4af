/**
 * The Admin API's orders as the app uses them (GET /api/v2/admin/orders and /orders/{tokenValue}), and the
 * list's filters: the app's URL holds them under the same names the API reads, so a filtered list is a
 * link anyone can open, and its CSV export is the same query.
 */

export const dashboardPath = '/dashboard';

export interface Dashboard {
  today: { orders: number; revenue: number };
  week: { orders: number; revenue: number };
  waiting: { toPay: number; toShip: number };
  lowStock: { code: string; productName: string; variantName?: string | null; available: number }[];
}

/** The list's filters, in the URL and in the API's query alike. */
export const ORDER_FILTERS = [
  'search',
  'state',
  'paymentState',
  'shippingState',
  'from',
  'to',
  'paymentMethod',
  'shippingMethod',
  'city',
  'totalMin',
  'totalMax',
  'couponCode',
] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

export const ORDER_STATES = ['new', 'fulfilled', 'cancelled'] as const;
export const PAYMENT_STATES = [
  'awaiting_payment',
  'paid',
  'partially_refunded',
  'refunded',
  'cancelled',
] as const;
export const SHIPPING_STATES = ['ready', 'shipped', 'cancelled'] as const;

export const SORTS = ['number', 'checkoutCompletedAt', 'total'] as const;
export type SortField = (typeof SORTS)[number];

export const PER_PAGE = 30;

/** The API's query for the app's URL: filters as they are (totals typed in lari sent in tetri), sort, page. */
export function ordersApiQuery(search: URLSearchParams, { page = true } = {}): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of ORDER_FILTERS) {
    const value = search.get(name)?.trim();
    if (!value) continue;
    if (name === 'totalMin' || name === 'totalMax') {
      const lari = Number(value.replace(',', '.'));
      if (Number.isFinite(lari)) query.set(name, String(Math.round(lari * 100)));
      continue;
    }
    query.set(name, value);
  }
  const sort = search.get('sort');
  if (sort) query.set('sort', sort);
  if (page) {
    query.set('page', search.get('page') ?? '1');
    query.set('itemsPerPage', String(PER_PAGE));
  }
  return query;
}

export interface Money {
  total: number;
}

export interface AdminOrderSummary {
  tokenValue: string;
  number: string;
  checkoutCompletedAt: string | null;
  state: string;
  paymentState: string;
  shippingState: string;
  total: number;
  itemsCount?: number;
  customer: {
    email: string;
    firstName?: string | null;
    lastName?: string | null;
    phoneNumber?: string | null;
  };
  city?: string | null;
  paymentMethod?: { code: string; name: string } | null;
  shippingMethod?: { code: string; name: string } | null;
  couponCode?: string | null;
}

export interface AdminAddress {
  firstName?: string | null;
  lastName?: string | null;
  phoneNumber?: string | null;
  provinceCode?: string | null;
  provinceName?: string | null;
  city?: string | null;
  street?: string | null;
  postcode?: string | null;
}

export interface AdminOrderItem {
  id: number;
  productName: string;
  variantName?: string | null;
  variantCode: string;
  quantity: number;
  unitPrice: number;
  originalUnitPrice?: number;
  discountedUnitPrice?: number;
  subtotal?: number;
  total: number;
  /** Promotions that took part of this line's price, by name. */
  promotions?: { label: string; amount: number }[];
}

export interface GatewayLogEntry {
  createdAt: string;
  event: string;
  detail?: unknown;
}

export interface AdminPayment {
  id: number;
  state: string;
  amount: number;
  refundedAmount?: number;
  method?: { code: string; name: string; gateway?: string } | null;
  log?: GatewayLogEntry[];
  refunds?: { id: number; amount: number; createdAt: string; reason?: string | null; state?: string }[];
}

export interface AdminShipment {
  id: number;
  state: string;
  method?: { code: string; name: string } | null;
  tracking?: string | null;
  carrier?: string | null;
  shippedAt?: string | null;
  deliveredAt?: string | null;
}

export interface AdminNote {
  id: number;
  text: string;
  createdAt: string;
  staffEmail?: string | null;
}

export interface TimelineEntry {
  createdAt: string;
  /** What changed: `payment.completed`, `shipment.shipped`, `note.added`… */
  event: string;
  from?: string | null;
  to?: string | null;
  staffEmail?: string | null;
  detail?: string | null;
}

export interface AdminOrder extends AdminOrderSummary {
  id: number;
  localeCode: string;
  items: AdminOrderItem[];
  itemsTotal: number;
  shippingTotal: number;
  orderPromotionTotal: number;
  taxTotal?: number;
  notes?: string | null;
  shippingAddress?: AdminAddress | null;
  billingAddress?: AdminAddress | null;
  customer: AdminOrderSummary['customer'] & { id?: number | null; ordersCount?: number };
  payments: AdminPayment[];
  shipments: AdminShipment[];
  staffNotes: AdminNote[];
  timeline: TimelineEntry[];
}

/** The Admin API's actions on an order (paths of Sylius 1.12 where it has them). */
export const orderActions = {
  cancel: (token: string) => `/orders/${encodeURIComponent(token)}/cancel`,
  completePayment: (id: number) => `/payments/${id}/complete`,
  refund: (id: number) => `/payments/${id}/refunds`,
  ship: (id: number) => `/shipments/${id}/ship`,
  deliver: (id: number) => `/shipments/${id}/deliver`,
  note: (token: string) => `/orders/${encodeURIComponent(token)}/notes`,
};

/** Couriers staff pick from when shipping (free text is allowed too). */
export const CARRIERS = ['Georgian Post', 'DHL', 'Glovo', 'Wolt', 'Trackings.ge'] as const;
