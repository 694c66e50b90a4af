import type { ShipmentState } from '@sakhe/contract';
import { stateMachine } from './machine';

/** `sylius_shipment`. */
export const shipmentMachine = stateMachine<ShipmentState, 'create' | 'ship' | 'cancel'>('sylius_shipment', {
  create: { from: ['cart'], to: 'ready' },
  ship: { from: ['ready'], to: 'shipped' },
  cancel: { from: ['ready'], to: 'cancelled' },
});
