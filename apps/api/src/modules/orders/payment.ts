import type { PaymentState } from '@sakhe/contract';
import { stateMachine } from './machine';

export type PaymentTransition =
  'create' | 'process' | 'authorize' | 'complete' | 'fail' | 'cancel' | 'refund';

/** `sylius_payment`: one payment's life at the gateway. */
export const paymentMachine = stateMachine<PaymentState, PaymentTransition>('sylius_payment', {
  create: { from: ['cart'], to: 'new' },
  process: { from: ['new'], to: 'processing' },
  authorize: { from: ['new', 'processing'], to: 'authorized' },
  complete: { from: ['new', 'processing', 'authorized'], to: 'completed' },
  fail: { from: ['new', 'processing', 'authorized'], to: 'failed' },
  cancel: { from: ['new', 'processing', 'authorized'], to: 'cancelled' },
  refund: { from: ['completed'], to: 'refunded' },
});
