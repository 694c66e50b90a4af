import type { OrderState } from '@sakhe/contract';
import { stateMachine } from './machine';

/** `sylius_order`: cart → new → fulfilled | cancelled. */
export const orderMachine = stateMachine<OrderState, 'create' | 'cancel' | 'fulfill'>('sylius_order', {
  create: { from: ['cart'], to: 'new' },
  cancel: { from: ['new'], to: 'cancelled' },
  fulfill: { from: ['new'], to: 'fulfilled' },
});

/** A placed order that still stands: counted as bought, as used and as ordered (a cancelled one is not). */
export const STANDING_ORDER_STATES: OrderState[] = ['new', 'fulfilled'];
