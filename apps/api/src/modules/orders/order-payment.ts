import type { OrderPaymentState } from '@sakhe/contract';
import { stateMachine } from './machine';

export type OrderPaymentTransition =
  | 'request_payment'
  | 'partially_authorize'
  | 'authorize'
  | 'partially_pay'
  | 'cancel'
  | 'pay'
  | 'partially_refund'
  | 'refund';

/** `sylius_order_payment`: the order's payment state, following its payments. */
export const orderPaymentMachine = stateMachine<OrderPaymentState, OrderPaymentTransition>(
  'sylius_order_payment',
  {
    request_payment: { from: ['cart'], to: 'awaiting_payment' },
    partially_authorize: { from: ['awaiting_payment', 'partially_authorized'], to: 'partially_authorized' },
    authorize: { from: ['awaiting_payment', 'partially_authorized'], to: 'authorized' },
    partially_pay: {
      from: ['awaiting_payment', 'partially_paid', 'partially_authorized'],
      to: 'partially_paid',
    },
    cancel: { from: ['awaiting_payment', 'authorized', 'partially_authorized'], to: 'cancelled' },
    pay: { from: ['awaiting_payment', 'partially_paid', 'authorized'], to: 'paid' },
    partially_refund: { from: ['paid', 'partially_paid', 'partially_refunded'], to: 'partially_refunded' },
    refund: { from: ['paid', 'partially_paid', 'partially_refunded'], to: 'refunded' },
  },
);
