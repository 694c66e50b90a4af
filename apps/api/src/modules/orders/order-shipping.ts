import type { OrderShippingState } from '@sakhe/contract';
import { stateMachine } from './machine';

/** `sylius_order_shipping`: the order's shipping state. */
export const orderShippingMachine = stateMachine<
  OrderShippingState,
  'request_shipping' | 'cancel' | 'partially_ship' | 'ship'
>('sylius_order_shipping', {
  request_shipping: { from: ['cart'], to: 'ready' },
  cancel: { from: ['ready'], to: 'cancelled' },
  partially_ship: { from: ['ready'], to: 'partially_shipped' },
  ship: { from: ['ready', 'partially_shipped'], to: 'shipped' },
});
