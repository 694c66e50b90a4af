import type { CheckoutState } from '@sakhe/contract';
import { stateMachine } from './machine';

export type CheckoutTransition =
  'address' | 'skip_shipping' | 'select_shipping' | 'skip_payment' | 'select_payment' | 'complete';

/** `sylius_order_checkout`: the order's progress through the checkout steps. */
export const checkoutMachine = stateMachine<CheckoutState, CheckoutTransition>('sylius_order_checkout', {
  address: {
    from: [
      'cart',
      'addressed',
      'shipping_selected',
      'shipping_skipped',
      'payment_selected',
      'payment_skipped',
    ],
    to: 'addressed',
  },
  skip_shipping: { from: ['addressed'], to: 'shipping_skipped' },
  select_shipping: {
    from: ['addressed', 'shipping_selected', 'payment_selected', 'payment_skipped'],
    to: 'shipping_selected',
  },
  skip_payment: { from: ['shipping_selected', 'shipping_skipped'], to: 'payment_skipped' },
  select_payment: {
    from: ['payment_selected', 'shipping_skipped', 'shipping_selected'],
    to: 'payment_selected',
  },
  complete: { from: ['payment_selected', 'payment_skipped'], to: 'completed' },
});
