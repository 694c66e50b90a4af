import { sql } from 'drizzle-orm';
import {
  type CustomerCoupon,
  type Order,
  type ReferralProgram,
  customerCouponCollectionSchema,
  orderSchema,
  paymentConfigurationSchema,
  referralProgramSchema,
} from '@sakhe/contract';
import { expect } from 'vitest';
import {
  SIGNATURE_HEADER,
  sandboxCallback,
  sandboxCallbackPath,
} from '../../src/modules/payment/sandbox/gateway';
import { grantDueRewards } from '../../src/modules/referral/service';
import { rewardRules } from '../../src/modules/referral/sweep';
import { TBILISI, api, customer, login, register, uniqueEmail } from '../auth/support';
import { rows } from '../cart/support';
import type { TestApp } from '../support/app';

/** Helpers of the referral programme's tests: customers, invited friends, their orders and payments. */

export type Shopper = Awaited<ReturnType<typeof customer>>;

export async function programmeOf(t: TestApp, who: Shopper): Promise<ReferralProgram> {
  const reply = await api(t, 'GET', `customers/${who.id}/referral`, undefined, { token: who.token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return referralProgramSchema.parse(reply.body);
}

export async function couponsOf(t: TestApp, who: Shopper): Promise<CustomerCoupon[]> {
  const reply = await api(t, 'GET', `customers/${who.id}/coupons`, undefined, { token: who.token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return customerCouponCollectionSchema.parse(reply.body)['hydra:member'];
}

/** A new customer registered with `code` (as the storefront sends it) and logged in. */
export async function invitedFriend(t: TestApp, code: string, name = 'friend'): Promise<Shopper> {
  const email = await register(t, uniqueEmail(name), { firstName: 'მარიამ', referralCode: code });
  const tokens = await login(t, email);
  return { email, ...tokens, id: Number(tokens.customer.split('/').pop()) };
}

/** A referrer and a friend invited with their code. */
export async function referrerAndFriend(t: TestApp) {
  const referrer = await customer(t, 'referrer');
  const friend = await invitedFriend(t, (await programmeOf(t, referrer)).code);
  return { referrer, friend };
}

/** The logged-in shopper's checkout up to the placed order, by card or cash, with a coupon if given. */
export async function checkout(
  t: TestApp,
  who: Shopper,
  options: {
    variant: string;
    quantity?: number;
    payment?: 'CARD' | 'CASH_ON_DELIVERY';
    couponCode?: string;
    /** Where it goes; by default the shopper's own address (`addressOf`). */
    address?: object;
  },
): Promise<Order> {
  const as = { token: who.token };
  const cart = await api(t, 'POST', 'orders', {}, as);
  expect(cart.status, JSON.stringify(cart.body)).toBe(201);
  const token = cart.body.tokenValue as string;
  const step = async (method: 'POST' | 'PUT' | 'PATCH', path: string, body: object, status = 200) => {
    const reply = await api(t, method, `orders/${token}${path}`, body, as);
    expect(reply.status, JSON.stringify(reply.body)).toBe(status);
    return orderSchema.parse(reply.body);
  };
  await step('POST', '/items', { productVariant: options.variant, quantity: options.quantity ?? 1 }, 201);
  const addressed = await step('PUT', '', {
    email: who.email,
    billingAddress: options.address ?? addressOf(who),
    ...(options.couponCode ? { couponCode: options.couponCode } : {}),
  });
  await step('PATCH', `/shipments/${addressed.shipments[0]?.id}`, { shippingMethod: 'TBILISI_COURIER' });
  await step('PATCH', `/payments/${addressed.payments[0]?.id}`, {
    paymentMethod: options.payment ?? 'CARD',
  });
  return step('PATCH', '/complete', {});
}

/**
 * Where the shopper's orders go: a phone number and a flat of their own, as real households have;
 * a reward is not granted twice to one phone or address (docs/referral-programme.md).
 */
export const addressOf = (who: { id: number }) => ({
  ...TBILISI,
  phoneNumber: `5${String(who.id).padStart(8, '0')}`,
  street: `${TBILISI.street}, ბინა ${who.id}`,
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** The hourly reward sweep as it runs `days` from now (by default past the 14-day return period). */
export function sweepRewards(t: TestApp, days = 15) {
  return grantDueRewards(t.database.db, rewardRules(t.config), new Date(Date.now() + days * DAY_MS));
}

/** The order's open card payment's gateway handle (its hosted page). */
export async function gatewayTokenOf(t: TestApp, who: Shopper, order: Order): Promise<string> {
  const payment = order.payments.at(-1);
  const reply = await api(
    t,
    'GET',
    `orders/${order.tokenValue}/payments/${payment?.id}/configuration`,
    undefined,
    {
      token: who.token,
    },
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const { redirectUrl } = paymentConfigurationSchema.parse(reply.body);
  return new URL(redirectUrl as string).pathname.split('/').pop() as string;
}

/** The sandbox bank's signed report that the payment was approved (as after the hosted page). */
export async function bankApproves(t: TestApp, gatewayToken: string) {
  const { body, signature } = sandboxCallback(t.config.APP_SECRET, gatewayToken, 'approved', 'tx-referral');
  return t.app.inject({
    method: 'POST',
    url: sandboxCallbackPath,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    payload: JSON.stringify(body),
  });
}

export async function payByCard(t: TestApp, who: Shopper, order: Order) {
  const reply = await bankApproves(t, await gatewayTokenOf(t, who, order));
  expect(reply.statusCode, reply.body).toBe(200);
}

export interface ReferralState {
  status: string;
  orderId: number | null;
  welcomeCouponId: number | null;
  rewardCouponId: number | null;
}

export async function referralOfFriend(t: TestApp, friend: Shopper): Promise<ReferralState | undefined> {
  const [row] = await rows<ReferralState>(
    t,
    sql`select status, order_id as "orderId", welcome_coupon_id as "welcomeCouponId",
               reward_coupon_id as "rewardCouponId"
          from referrals where friend_id = ${friend.id}`,
  );
  return row;
}

/** Coupons of the promotion issued to the customer, used or not. */
export async function issuedCoupons(t: TestApp, customerId: number, promotion: string) {
  return rows<{ code: string; used: number }>(
    t,
    sql`select c.code, c.used from promotion_coupons c join promotions p on p.id = c.promotion_id
         where c.customer_id = ${customerId} and p.code = ${promotion} order by c.id`,
  );
}

/** A tracked variant priced at least `minimum`, with stock, outside the brand promotion. */
export async function variantCosting(t: TestApp, minimum: number): Promise<string> {
  const [row] = await rows<{ code: string }>(
    t,
    sql`select v.code from product_variants v join products p on p.id = v.product_id
         where v.enabled and p.enabled and v.tracked and v.on_hand - v.on_hold >= 10
           and v.price = v.original_price and v.price >= ${minimum}
           and not exists (select 1 from product_taxons x join taxons b on b.id = x.taxon_id
                            where x.product_id = p.id and b.code = 'botanica-vera')
         order by v.price, v.id limit 1`,
  );
  if (!row) throw new Error(`no variant costing ${minimum} or more`);
  return row.code;
}
