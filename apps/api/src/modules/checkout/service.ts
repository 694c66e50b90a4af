import { and, eq } from 'drizzle-orm';
import {
  type CatalogLocale,
  checkEmail,
  EMAIL_OF_REGISTERED_CUSTOMER,
  type CheckoutState,
  type Order,
  type UpdateOrderBody,
} from '@sakhe/contract';
import { publishAtCommit } from '../../db/change-feed';
import type { Database, Queryable, Transaction } from '../../db/client';
import { orderItems, payments, shipments } from '../../db/schema';
import { NotFoundError, ValidationError, type Violation } from '../../http/errors';
import { identifierOf, parseId } from '../../http/hydra';
import { refuse, violation } from '../../i18n/violations';
import {
  appliedPromotionIds,
  type Carts,
  changeCart,
  findOrderById,
  lockOrder,
  type OrderAccess,
  type OrderRow,
  type OrderToComplete,
  presentOrder,
  readOrderToComplete,
  renderOrder,
  reprocessCart,
  type Reprocessed,
} from '../cart';
import { refreshListingPrices, type VariantCards } from '../catalog';
import { findPaymentMethod } from '../payment';
import { findCouponByCode, recordCouponUsage, recordPromotionUsage, releaseUsage } from '../promotions';
import { referralOrderCancelled, referralOrderPlaced } from '../referral';
import { findDestination, findShippingMethod, shippingFee } from '../shipping';
import { issueViolation, saveOrderAddress, validateAddress } from './address';
import {
  customerForEmail,
  holdOrderStock,
  orderQuantities,
  placeOrder,
  releaseStock,
  setSmsConsent,
  setPaymentStates,
  setShipmentStates,
  updateOrder as writeOrder,
} from './queries';
import {
  checkoutMachine,
  type CheckoutTransition,
  orderMachine,
  orderPaymentMachine,
  orderShippingMachine,
  WrongStateError,
} from '../orders';

/**
 * The checkout (api-contract §6.3–6.5, §7): addressing with e-mail and coupon, choosing shipping
 * and payment methods, completing, cancelling. Each call is one transaction with the order row
 * locked; a refused call changes nothing.
 */

/** "Cannot complete as order is in a wrong state. Current: cart. Possible transitions: address." */
function refuseWrongState(
  locale: CatalogLocale,
  transition: string,
  state: string,
  possible: readonly string[],
): never {
  refuse(locale, '', 'wrongState', {
    transition,
    state,
    transitions: possible.length > 0 ? possible.join(', ') : 'none',
  });
}

function applyCheckout(
  order: OrderRow,
  transition: CheckoutTransition,
  locale: CatalogLocale,
): CheckoutState {
  try {
    return checkoutMachine.apply(order.checkoutState as CheckoutState, transition);
  } catch (error) {
    if (error instanceof WrongStateError) refuseWrongState(locale, transition, error.state, error.possible);
    throw error;
  }
}

/**
 * Sylius' CheckoutStateResolver, after addressing and after choosing shipping: steps the shopper
 * has nothing to choose in are skipped. Every product ships, so shipping is never skipped; payment
 * is skipped when there is nothing to pay.
 */
async function skipSteps(tx: Transaction, order: OrderRow, processed: Reprocessed) {
  let state = order.checkoutState as CheckoutState;
  if (checkoutMachine.can(state, 'skip_shipping') && processed.shipment === null) {
    state = checkoutMachine.apply(state, 'skip_shipping');
  }
  if (checkoutMachine.can(state, 'skip_payment') && processed.payment === null) {
    state = checkoutMachine.apply(state, 'skip_payment');
  }
  if (state !== order.checkoutState) await writeOrder(tx, order.id, { checkoutState: state });
}

// ---------------------------------------------------------------------------------------------
// PUT orders/{t}

/**
 * E-mail, addresses and coupon (api-contract §6.3). Billing alone is copied to shipping; a coupon
 * is always (re)applied, so leaving couponCode out removes it. A guest cannot use the e-mail of a
 * registered customer (SPEC §5 emailNotTakenCheckout).
 */
export async function updateCheckout(
  carts: Carts,
  tokenValue: string,
  body: UpdateOrderBody,
  locale: CatalogLocale,
): Promise<Order> {
  const { orderData } = await changeCart(
    carts,
    tokenValue,
    async (tx, cart) => {
      const orderLocale = cart.localeCode as CatalogLocale;
      const violations: Violation[] = [];
      const set: Parameters<typeof writeOrder>[2] = {};

      // null is "not given", as an omitted key: the e-mail is never cleared.
      if (body.email !== undefined && body.email !== null) {
        const issue = checkEmail(body.email);
        if (issue) violations.push(issueViolation(locale, 'email', issue));
        else if (!cart.createdByGuest) {
          // A logged-in customer's cart keeps the account's e-mail (api-contract §6.3).
          if ((body.email as string).trim().toLowerCase() !== cart.email) {
            violations.push(violation(locale, 'email', 'emailChangeForbidden'));
          }
        } else {
          const customer = await customerForEmail(tx, body.email as string);
          if (customer.registered && cart.createdByGuest) {
            violations.push({
              ...violation(locale, 'email', 'emailNotTakenCheckout'),
              code: EMAIL_OF_REGISTERED_CUSTOMER,
            });
          }
          set.customerId = customer.id;
        }
      }

      const billingInput = body.billingAddress ?? null;
      const shippingInput = body.shippingAddress ?? null;
      const addressing = billingInput !== null || shippingInput !== null;
      const locales = { request: locale, order: orderLocale };
      const billing = billingInput && (await validateAddress(tx, billingInput, 'billingAddress', locales));
      const shipping =
        shippingInput && (await validateAddress(tx, shippingInput, 'shippingAddress', locales));
      if (addressing) {
        const itemCount = await tx.$count(orderItems, eq(orderItems.orderId, cart.id));
        if (itemCount === 0) violations.push(violation(locale, '', 'emptyOrder'));
        if (!billingInput) violations.push(violation(locale, '', 'billingAddressRequired'));
      }
      violations.push(...(billing?.violations ?? []), ...(shipping?.violations ?? []));

      const couponCode = body.couponCode?.trim() || null;
      const coupon = couponCode === null ? undefined : await findCouponByCode(tx, couponCode);
      if (couponCode !== null && !coupon)
        violations.push(violation(locale, 'couponCode', 'promoCodeInvalid'));
      set.promotionCouponId = coupon?.id ?? null;

      if (violations.length > 0) throw new ValidationError(violations);

      if (addressing && billing?.address) {
        set.billingAddressId = await saveOrderAddress(tx, cart.billingAddressId, billing.address);
        set.shippingAddressId = await saveOrderAddress(
          tx,
          cart.shippingAddressId,
          shipping?.address ?? billing.address,
        );
        set.checkoutState = applyCheckout(cart, 'address', locale);
      }
      await writeOrder(tx, cart.id, set);
      return { addressing, couponPromotionId: coupon?.promotionId ?? null };
    },
    {
      locale,
      after: async (tx, order, processed, { addressing, couponPromotionId }) => {
        // Sylius checks a coupon against the cart as it will be: its promotion must apply.
        if (couponPromotionId !== null && !processed.appliedPromotionIds.includes(couponPromotionId)) {
          refuse(locale, 'couponCode', 'promoCodeInvalid');
        }
        if (addressing) await skipSteps(tx, order, processed);
      },
    },
  );
  return presentOrder(orderData, 'write');
}

// ---------------------------------------------------------------------------------------------
// PATCH orders/{t}/shipments/{id}

export async function chooseShippingMethod(
  carts: Carts,
  tokenValue: string,
  shipmentId: string,
  reference: string,
  locale: CatalogLocale,
): Promise<Order> {
  const { orderData } = await changeCart(
    carts,
    tokenValue,
    async (tx, cart) => {
      const id = parseId(shipmentId);
      const [shipment] =
        id === null
          ? []
          : await tx
              .select({ id: shipments.id })
              .from(shipments)
              .where(and(eq(shipments.orderId, cart.id), eq(shipments.id, id)));
      if (!shipment) refuse(locale, '', 'shipmentNotFound');
      if (cart.checkoutState === 'cart') refuse(locale, '', 'addressFirst');
      const checkoutState = applyCheckout(cart, 'select_shipping', locale);

      const code = identifierOf(reference, 'shipping-methods');
      const method = await findShippingMethod(tx, code, locale);
      if (!method || !method.enabled) refuse(locale, 'shippingMethod', 'shippingMethodNotFound', { code });
      const destination = await findDestination(tx, cart.shippingAddressId);
      if (!destination || shippingFee(method, destination) === null) {
        refuse(locale, 'shippingMethod', 'shippingMethodNotAvailable', { name: method.name });
      }
      await tx.update(shipments).set({ methodId: method.id }).where(eq(shipments.id, shipment.id));
      await writeOrder(tx, cart.id, { checkoutState });
    },
    { locale, after: (tx, order, processed) => skipSteps(tx, order, processed) },
  );
  return presentOrder(orderData, 'write');
}

// ---------------------------------------------------------------------------------------------
// PATCH orders/{t}/payments/{id}

/**
 * On a cart: the `select_payment` step. On a placed order still awaiting payment: a change of
 * method for its open payment (Sylius allows both on this path, api-contract §6.1).
 */
export async function choosePaymentMethod(
  carts: Carts,
  tokenValue: string,
  paymentId: string,
  reference: string,
  locale: CatalogLocale,
): Promise<Order> {
  const orderId = await carts.db.transaction(async (tx) => {
    const order = await lockOrder(tx, tokenValue);
    if (!order) throw new NotFoundError();
    const id = parseId(paymentId);
    const [payment] =
      id === null
        ? []
        : await tx
            .select({ id: payments.id, state: payments.state })
            .from(payments)
            .where(and(eq(payments.orderId, order.id), eq(payments.id, id)));
    if (!payment) refuse(locale, '', 'paymentNotFound');
    if (order.state === 'cancelled') refuse(locale, '', 'paymentMethodCancelledOrder');

    const code = identifierOf(reference, 'payment-methods');
    const method = await findPaymentMethod(tx, code, locale);
    if (!method) refuse(locale, 'paymentMethod', 'paymentMethodNotFound', { code });
    if (!method.enabled) refuse(locale, 'paymentMethod', 'paymentMethodNotAvailable', { name: method.name });

    if (order.state === 'cart') {
      const checkoutState = applyCheckout(order, 'select_payment', locale);
      await tx.update(payments).set({ methodId: method.id }).where(eq(payments.id, payment.id));
      await writeOrder(tx, order.id, { checkoutState });
      await reprocessCart(tx, carts.cards, (await findOrderById(tx, order.id)) as OrderRow);
    } else {
      if (payment.state !== 'new' || order.paymentState !== 'awaiting_payment') {
        refuse(locale, '', 'paymentMethodNotChangeable');
      }
      // A new method starts a new gateway session.
      await tx
        .update(payments)
        .set({ methodId: method.id, gatewayToken: null, details: {} })
        .where(eq(payments.id, payment.id));
    }
    return order.id;
  });
  return renderOrder(carts, orderId, locale, 'write');
}

// ---------------------------------------------------------------------------------------------
// PATCH orders/{t}/complete

export interface CompleteOptions {
  notes?: string | null | undefined;
  /** The customer's agreement to order SMS; undefined or null leaves it as it was. */
  smsConsent?: boolean | null | undefined;
  /** The owner check, on the locked order (an order it refuses is as unknown). */
  mayAccess: OrderAccess;
  /**
   * Called in the completion's transaction once the order is placed (to queue its notification
   * job, which then exists only if the order does).
   */
  onPlaced?: (tx: Transaction, orderId: number) => Promise<unknown>;
}

/**
 * Places the order: checks, stock holds, promotion and coupon usage, number, states — all in one
 * transaction with the order row locked, so a second completion of the same order waits and then
 * finds it completed (422), and a stock or coupon limit reached rolls everything back.
 */
export async function completeCheckout(
  carts: Carts,
  tokenValue: string,
  options: CompleteOptions,
  locale: CatalogLocale,
): Promise<Order> {
  const orderId = await carts.db.transaction(async (tx) => {
    const order = await lockOrder(tx, tokenValue);
    if (!order || !options.mayAccess(order)) throw new NotFoundError();
    const checkoutState = applyCheckout(order, 'complete', locale);
    const { items, payments: paymentRows } = await checkCompletable(tx, carts.cards, order, locale);

    // Every item's hold in one conditional update; any item short refuses (and rolls back) them all.
    const { held, soldOut } = await holdOrderStock(tx, items);
    if (!held) refuse(locale, '', 'insufficientStock');
    // A variant this order sold out shows "out of stock" on kept pages from the commit on, on every
    // node; other completions change no page (a product page shows in or out of stock, not a count).
    if (soldOut.length > 0) await publishAtCommit(tx, 'catalog', `sold-out:${soldOut.join(',')}`);

    const now = new Date();
    const hasPayments = paymentRows.length > 0;
    const paymentState = orderPaymentMachine.apply('cart', 'request_payment');
    // Number, states, notes, the shipments ready and payments new, the names kept and the listing
    // prices the hold changed: one statement.
    await placeOrder(tx, {
      orderId: order.id,
      checkoutState,
      state: orderMachine.apply('cart', 'create'),
      // A free order has nothing to pay: it is paid at once (Sylius' payment state resolver).
      paymentState: hasPayments ? paymentState : orderPaymentMachine.apply(paymentState, 'pay'),
      shippingState: orderShippingMachine.apply('cart', 'request_shipping'),
      notes: options.notes?.trim() || null,
      now,
      items: items.map((item) => ({
        id: item.id,
        variantId: item.variantId,
        productName: item.productName ?? item.productCode,
        variantName: item.variantName,
      })),
    });
    if (order.customerId !== null && typeof options.smsConsent === 'boolean') {
      await setSmsConsent(tx, order.customerId, options.smsConsent, now);
    }
    if (order.customerId !== null) {
      await referralOrderPlaced(tx, { id: order.id, customerId: order.customerId }, now);
    }

    // Queued before the usage below; a refusal there rolls the job back with the order.
    await options.onPlaced?.(tx, order.id);

    // Last, so the promotion and coupon rows, which every order using them updates, stay locked
    // only for the commit: concurrent completions queue on them.
    const promotionIds = await recordPromotionUsage(tx, order.id);
    if (promotionIds === null) refuse(locale, 'couponCode', 'promoCodeInvalid');
    const couponId = await countedCoupon(tx, order, promotionIds);
    if (couponId !== null) {
      const usage = { orderId: order.id, couponId, customerId: order.customerId, now };
      if (!(await recordCouponUsage(tx, usage))) refuse(locale, 'couponCode', 'promoCodeInvalid');
    }
    return order.id;
  });
  return renderOrder(carts, orderId, locale, 'write');
}

/** Refuses an order that cannot be placed; returns what it read of it (items in the order's language). */
async function checkCompletable(
  tx: Transaction,
  cards: VariantCards,
  order: OrderRow,
  locale: CatalogLocale,
): Promise<OrderToComplete> {
  // One statement after the lock (not with it: a locking read's other columns would see the order's
  // parts as they were before it waited, and a concurrent change to the cart could slip by).
  const read = await readOrderToComplete(tx, cards, order, locale);
  const { items, destination } = read;
  if (items.length === 0) refuse(locale, '', 'emptyOrder');
  if (order.customerId === null) refuse(locale, '', 'emailBeforeCompleting');
  const disabled = items.find((item) => !item.productEnabled || !item.variantEnabled);
  if (disabled) {
    refuse(locale, '', 'productDisabled', { productName: disabled.productName ?? disabled.productCode });
  }
  // The methods may have been switched off since they were chosen (the cart is not reprocessed on reads).
  for (const { methodCode, method } of read.shipments) {
    if (methodCode === null) refuse(locale, '', 'noShippingMethod');
    if (!method || !destination || shippingFee(method, destination) === null) {
      refuse(locale, '', 'shippingMethodNotAvailable', { name: method?.name ?? methodCode });
    }
  }
  if (order.total > 0 && read.payments.length === 0) refuse(locale, '', 'noPaymentMethod');
  for (const payment of read.payments) {
    if (payment.methodCode === null) refuse(locale, '', 'noPaymentMethod');
    if (!payment.methodEnabled)
      refuse(locale, '', 'paymentMethodDisabled', { name: payment.methodName ?? payment.methodCode });
  }
  return read;
}

/** The coupon counts as used only when its promotion actually applies to the order. */
async function countedCoupon(db: Queryable, order: OrderRow, promotionIds: number[]): Promise<number | null> {
  if (order.promotionCouponId === null || order.couponCode === null) return null;
  const coupon = await findCouponByCode(db, order.couponCode);
  return coupon && promotionIds.includes(coupon.promotionId) ? coupon.id : null;
}

// ---------------------------------------------------------------------------------------------
// Cancelling (no shop endpoint: for the back office and unpaid-order expiry)

/**
 * `sylius_order` cancel: new → cancelled, cascading to payments, shipments and the order's payment
 * and shipping states; stock holds and promotion/coupon uses are given back. A variant that is back
 * in stock by it is published as a catalog change when the caller's transaction commits.
 */
export async function cancelOrder(db: Database, tokenValue: string): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, tokenValue);
    if (!order) throw new NotFoundError();
    const state = orderMachine.apply(order.state as 'new', 'cancel');
    const released = await orderQuantities(tx, order.id);
    const backInStock: number[] = [];
    for (const { variantId, quantity } of released) {
      if (await releaseStock(tx, variantId, quantity)) backInStock.push(variantId);
    }
    if (backInStock.length > 0) {
      await publishAtCommit(tx, 'catalog', `back-in-stock:${backInStock.join(',')}`);
    }
    await refreshListingPrices(
      tx,
      released.map((item) => item.variantId),
    );
    const promotionIds = await appliedPromotionIds(tx, order.id);
    await releaseUsage(tx, promotionIds, await countedCoupon(tx, order, promotionIds));
    await setPaymentStates(tx, order.id, ['new', 'processing', 'authorized'], 'cancelled');
    await setShipmentStates(tx, order.id, ['ready'], 'cancelled');
    const paymentState = order.paymentState as Parameters<typeof orderPaymentMachine.can>[0];
    const shippingState = order.shippingState as Parameters<typeof orderShippingMachine.can>[0];
    await writeOrder(tx, order.id, {
      state,
      paymentState: orderPaymentMachine.can(paymentState, 'cancel')
        ? orderPaymentMachine.apply(paymentState, 'cancel')
        : paymentState,
      shippingState: orderShippingMachine.can(shippingState, 'cancel')
        ? orderShippingMachine.apply(shippingState, 'cancel')
        : shippingState,
    });
    await referralOrderCancelled(tx, order.id, new Date());
  });
}
