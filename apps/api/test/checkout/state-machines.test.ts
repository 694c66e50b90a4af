import { describe, expect, it } from 'vitest';
import { checkoutMachine } from '../../src/modules/orders/checkout';
import { WrongStateError } from '../../src/modules/orders/machine';
import { orderMachine } from '../../src/modules/orders/order';
import { orderPaymentMachine } from '../../src/modules/orders/order-payment';
import { orderShippingMachine } from '../../src/modules/orders/order-shipping';
import { paymentMachine } from '../../src/modules/orders/payment';
import { shipmentMachine } from '../../src/modules/orders/shipment';

/** The transition tables of api-contract §7, checked transition by transition. */
describe('checkout (sylius_order_checkout)', () => {
  it('lists the possible transitions the contract’s messages name', () => {
    expect(checkoutMachine.possible('cart')).toEqual(['address']);
    expect(checkoutMachine.possible('addressed')).toEqual(['address', 'skip_shipping', 'select_shipping']);
    expect(checkoutMachine.possible('shipping_selected')).toEqual([
      'address',
      'select_shipping',
      'skip_payment',
      'select_payment',
    ]);
    expect(checkoutMachine.possible('shipping_skipped')).toEqual([
      'address',
      'skip_payment',
      'select_payment',
    ]);
    expect(checkoutMachine.possible('payment_selected')).toEqual([
      'address',
      'select_shipping',
      'select_payment',
      'complete',
    ]);
    expect(checkoutMachine.possible('payment_skipped')).toEqual(['address', 'select_shipping', 'complete']);
    expect(checkoutMachine.possible('completed')).toEqual([]);
  });

  it('walks the happy path and refuses shortcuts', () => {
    let state = checkoutMachine.apply('cart', 'address');
    expect(state).toBe('addressed');
    state = checkoutMachine.apply(state, 'select_shipping');
    expect(state).toBe('shipping_selected');
    expect(checkoutMachine.apply(state, 'skip_payment')).toBe('payment_skipped');
    state = checkoutMachine.apply(state, 'select_payment');
    expect(state).toBe('payment_selected');
    expect(checkoutMachine.apply(state, 'complete')).toBe('completed');
    expect(checkoutMachine.apply('addressed', 'skip_shipping')).toBe('shipping_skipped');
    expect(checkoutMachine.apply('payment_skipped', 'complete')).toBe('completed');

    expect(() => checkoutMachine.apply('cart', 'complete')).toThrow(WrongStateError);
    expect(() => checkoutMachine.apply('addressed', 'select_payment')).toThrow(WrongStateError);
    expect(() => checkoutMachine.apply('completed', 'address')).toThrow(WrongStateError);
    try {
      checkoutMachine.apply('addressed', 'complete');
    } catch (error) {
      expect(error).toMatchObject({ transition: 'complete', state: 'addressed' });
      expect((error as WrongStateError).possible).toEqual(['address', 'skip_shipping', 'select_shipping']);
    }
  });
});

describe('order, order payment, order shipping', () => {
  it('order: cart → new → fulfilled | cancelled', () => {
    expect(orderMachine.apply('cart', 'create')).toBe('new');
    expect(orderMachine.apply('new', 'cancel')).toBe('cancelled');
    expect(orderMachine.apply('new', 'fulfill')).toBe('fulfilled');
    expect(orderMachine.can('cart', 'cancel')).toBe(false);
    expect(orderMachine.can('cancelled', 'fulfill')).toBe(false);
    expect(orderMachine.can('fulfilled', 'cancel')).toBe(false);
  });

  it('order payment', () => {
    expect(orderPaymentMachine.apply('cart', 'request_payment')).toBe('awaiting_payment');
    expect(orderPaymentMachine.apply('awaiting_payment', 'pay')).toBe('paid');
    expect(orderPaymentMachine.apply('awaiting_payment', 'authorize')).toBe('authorized');
    expect(orderPaymentMachine.apply('authorized', 'pay')).toBe('paid');
    expect(orderPaymentMachine.apply('awaiting_payment', 'partially_pay')).toBe('partially_paid');
    expect(orderPaymentMachine.apply('partially_paid', 'pay')).toBe('paid');
    expect(orderPaymentMachine.apply('authorized', 'cancel')).toBe('cancelled');
    expect(orderPaymentMachine.apply('paid', 'partially_refund')).toBe('partially_refunded');
    expect(orderPaymentMachine.apply('partially_refunded', 'refund')).toBe('refunded');
    expect(orderPaymentMachine.can('paid', 'cancel')).toBe(false);
    expect(orderPaymentMachine.can('cart', 'pay')).toBe(false);
    expect(orderPaymentMachine.can('refunded', 'refund')).toBe(false);
  });

  it('order shipping', () => {
    expect(orderShippingMachine.apply('cart', 'request_shipping')).toBe('ready');
    expect(orderShippingMachine.apply('ready', 'partially_ship')).toBe('partially_shipped');
    expect(orderShippingMachine.apply('partially_shipped', 'ship')).toBe('shipped');
    expect(orderShippingMachine.apply('ready', 'cancel')).toBe('cancelled');
    expect(orderShippingMachine.can('shipped', 'cancel')).toBe(false);
    expect(orderShippingMachine.can('partially_shipped', 'cancel')).toBe(false);
  });
});

describe('payment and shipment', () => {
  it('payment (sylius_payment)', () => {
    expect(paymentMachine.apply('cart', 'create')).toBe('new');
    expect(paymentMachine.apply('new', 'process')).toBe('processing');
    expect(paymentMachine.apply('processing', 'complete')).toBe('completed');
    expect(paymentMachine.apply('processing', 'fail')).toBe('failed');
    expect(paymentMachine.apply('new', 'authorize')).toBe('authorized');
    expect(paymentMachine.apply('authorized', 'cancel')).toBe('cancelled');
    expect(paymentMachine.apply('completed', 'refund')).toBe('refunded');
    expect(paymentMachine.can('processing', 'process')).toBe(false);
    expect(paymentMachine.can('failed', 'complete')).toBe(false);
    expect(paymentMachine.can('completed', 'fail')).toBe(false);
    expect(paymentMachine.can('cart', 'complete')).toBe(false);
  });

  it('shipment (sylius_shipment)', () => {
    expect(shipmentMachine.apply('cart', 'create')).toBe('ready');
    expect(shipmentMachine.apply('ready', 'ship')).toBe('shipped');
    expect(shipmentMachine.apply('ready', 'cancel')).toBe('cancelled');
    expect(shipmentMachine.can('shipped', 'cancel')).toBe(false);
    expect(shipmentMachine.can('cart', 'ship')).toBe(false);
  });
});
