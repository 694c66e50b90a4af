import type { Order, OrderPayment } from '@sakhe/contract';
import { describe, expect, it } from 'vitest';
import { canRetryPayment, openPayment, thankYouState } from './thank-you';

type Placed = Pick<Order, 'checkoutState' | 'state' | 'paymentState' | 'payments'>;

const payment = (id: number, state: OrderPayment['state']): OrderPayment => ({
  '@id': `/api/v2/shop/payments/${id}`,
  '@type': 'Payment',
  id,
  state,
});

const placed = (overrides: Partial<Placed> = {}): Placed => ({
  checkoutState: 'completed',
  state: 'new',
  paymentState: 'awaiting_payment',
  payments: [payment(1, 'new')],
  ...overrides,
});

describe('thank-you state', () => {
  it('is not-found without an order, and for a cart that was never placed', () => {
    expect(thankYouState(null, false)).toBe('not-found');
    expect(thankYouState(placed({ checkoutState: 'payment_selected', state: 'cart' }), false)).toBe(
      'not-found',
    );
  });

  it('is success for cash on delivery awaiting payment', () => {
    expect(thankYouState(placed(), false)).toBe('success');
  });

  it('is success once paid or authorized, whatever the payments say', () => {
    expect(thankYouState(placed({ paymentState: 'paid', payments: [payment(1, 'completed')] }), true)).toBe(
      'success',
    );
    expect(
      thankYouState(placed({ paymentState: 'authorized', payments: [payment(1, 'authorized')] }), true),
    ).toBe('success');
    // A free order has no payment and is paid at once.
    expect(thankYouState(placed({ paymentState: 'paid', payments: [] }), false)).toBe('success');
  });

  it('is processing while the bank processes the card payment, or it is not paid at the bank yet', () => {
    expect(thankYouState(placed({ payments: [payment(1, 'processing')] }), true)).toBe('processing');
    expect(thankYouState(placed(), true)).toBe('processing');
  });

  it('is failure after a decline, also once the API opened a new payment for another try', () => {
    expect(thankYouState(placed({ payments: [payment(1, 'failed')] }), true)).toBe('failure');
    expect(thankYouState(placed({ payments: [payment(2, 'new'), payment(1, 'failed')] }), true)).toBe(
      'failure',
    );
  });

  it('is success once the shopper chose cash on delivery for the new payment after a decline', () => {
    const declined = placed({ payments: [payment(1, 'failed'), payment(2, 'new')] });
    expect(thankYouState(declined, false)).toBe('success');
    expect(canRetryPayment(declined, false)).toBe(false);
  });

  it('is processing again when the retry is with the bank, and success when it went through', () => {
    expect(thankYouState(placed({ payments: [payment(1, 'failed'), payment(2, 'processing')] }), true)).toBe(
      'processing',
    );
    expect(
      thankYouState(
        placed({ paymentState: 'paid', payments: [payment(1, 'failed'), payment(2, 'completed')] }),
        true,
      ),
    ).toBe('success');
  });

  it('is failure for a cancelled order', () => {
    expect(
      thankYouState(
        placed({ state: 'cancelled', paymentState: 'cancelled', payments: [payment(1, 'cancelled')] }),
        false,
      ),
    ).toBe('failure');
  });
});

describe('retrying a card payment', () => {
  it('is offered for the open payment the API created after a decline', () => {
    const declined = placed({ payments: [payment(1, 'failed'), payment(2, 'new')] });
    expect(openPayment(declined)?.id).toBe(2);
    expect(canRetryPayment(declined, true)).toBe(true);
    // As GET orders/{t} answers it: without the order state.
    const { state: _state, ...read } = declined;
    expect(canRetryPayment(read, true)).toBe(true);
    expect(thankYouState(read, true)).toBe('failure');
  });

  it('is not offered for cash, a cancelled order or a payment already with the bank', () => {
    expect(canRetryPayment(placed({ payments: [payment(1, 'failed'), payment(2, 'new')] }), false)).toBe(
      false,
    );
    expect(
      canRetryPayment(
        placed({ state: 'cancelled', paymentState: 'cancelled', payments: [payment(1, 'cancelled')] }),
        true,
      ),
    ).toBe(false);
    expect(canRetryPayment(placed({ payments: [payment(1, 'processing')] }), true)).toBe(false);
  });
});
