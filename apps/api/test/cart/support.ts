import { sql } from 'drizzle-orm';
import { type Order, orderSchema, violationListSchema } from '@sakhe/contract';
import { expect } from 'vitest';
import type { TestApp } from '../support/app';

/** Helpers shared by the cart, checkout, promotions and mail tests. */

export const SHOP = '/api/v2/shop';

export interface Reply {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Record<string, unknown>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A Shop API call (path relative to /api/v2/shop); PATCH bodies go as merge-patch, as Sylius wants. */
export async function call(
  t: TestApp,
  method: Method,
  path: string,
  body?: unknown,
  options: { locale?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (options.locale) headers['accept-language'] = options.locale;
  if (body !== undefined) {
    headers['content-type'] = method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json';
  }
  const response = await t.app.inject({
    method,
    url: path.startsWith('/') ? path : `${SHOP}/${path}`,
    headers,
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  return {
    status: response.statusCode,
    body: response.body === '' ? undefined : response.json(),
    headers: response.headers,
  };
}

export async function rows<T>(t: TestApp, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** Expects a 2xx with an Order body, and returns it parsed by the contract. */
export function expectOrder(reply: Reply, status = 200): Order {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  return orderSchema.parse(reply.body);
}

/** Expects a 422 and returns its violations as `path: message` lines. */
export function expectViolations(reply: Reply): string[] {
  expect(reply.status, JSON.stringify(reply.body)).toBe(422);
  return violationListSchema.parse(reply.body).violations.map((v) => `${v.propertyPath}: ${v.message}`);
}

export async function newCart(t: TestApp, locale?: string): Promise<Order> {
  return expectOrder(await call(t, 'POST', 'orders', {}, { locale }), 201);
}

export async function addItem(t: TestApp, token: string, variant: string, quantity = 1, locale?: string) {
  return expectOrder(
    await call(t, 'POST', `orders/${token}/items`, { productVariant: variant, quantity }, { locale }),
    201,
  );
}

export const TBILISI_ADDRESS = {
  firstName: 'ნინო',
  lastName: 'ბერიძე',
  phoneNumber: '555 12 34 56',
  street: 'რუსთაველის გამზ. 12',
  provinceCode: 'GE-TBS',
};

export interface StockedVariant {
  code: string;
  price: number;
  originalPrice: number;
  available: number;
  productCode: string;
}

/**
 * Tracked, sellable variants with at least `minimum` units free, outside the brand promotion
 * (so prices are plain), cheapest first unless asked otherwise.
 */
export async function stockedVariants(
  t: TestApp,
  options: { minimum?: number; discounted?: boolean; maxPrice?: number } = {},
): Promise<StockedVariant[]> {
  return rows<StockedVariant>(
    t,
    sql`select v.code, v.price, v.original_price as "originalPrice", (v.on_hand - v.on_hold)::int as available,
          p.code as "productCode"
        from product_variants v join products p on p.id = v.product_id
       where v.enabled and p.enabled and v.tracked and v.on_hand - v.on_hold >= ${options.minimum ?? 1}
         and (${options.maxPrice ?? null}::int is null or v.price <= ${options.maxPrice ?? null}::int)
         and ${options.discounted ? sql`v.price < v.original_price` : sql`v.price = v.original_price`}
         and not exists (select 1 from product_taxons x join taxons b on b.id = x.taxon_id
                          where x.product_id = p.id and b.code = 'botanica-vera')
       order by v.id`,
  );
}

/** Cart with one item, addressed to Tbilisi, e-mail set: ready for shipping selection. */
export async function addressedCart(
  t: TestApp,
  options: { variant: string; quantity?: number; email?: string; address?: object; locale?: string },
): Promise<Order> {
  const cart = await newCart(t, options.locale);
  await addItem(t, cart.tokenValue, options.variant, options.quantity ?? 1);
  return expectOrder(
    await call(t, 'PUT', `orders/${cart.tokenValue}`, {
      email: options.email ?? 'guest@example.ge',
      billingAddress: options.address ?? TBILISI_ADDRESS,
    }),
  );
}

/** Through every step up to a completable cart (payment selected). */
export async function readyCart(
  t: TestApp,
  options: { variant: string; quantity?: number; email?: string; payment?: string; shipping?: string },
): Promise<Order> {
  const cart = await addressedCart(t, options);
  const shipment = cart.shipments[0];
  const payment = cart.payments[0];
  if (!shipment || !payment) throw new Error('cart without shipment or payment');
  expectOrder(
    await call(t, 'PATCH', `orders/${cart.tokenValue}/shipments/${shipment.id}`, {
      shippingMethod: options.shipping ?? 'TBILISI_COURIER',
    }),
  );
  return expectOrder(
    await call(t, 'PATCH', `orders/${cart.tokenValue}/payments/${payment.id}`, {
      paymentMethod: `${SHOP}/payment-methods/${options.payment ?? 'CASH_ON_DELIVERY'}`,
    }),
  );
}

export async function placeOrder(
  t: TestApp,
  options: { variant: string; quantity?: number; email?: string; payment?: string; notes?: string },
): Promise<Order> {
  const cart = await readyCart(t, options);
  return expectOrder(await call(t, 'PATCH', `orders/${cart.tokenValue}/complete`, { notes: options.notes }));
}
