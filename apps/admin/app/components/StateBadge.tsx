import { useTranslation } from 'react-i18next';
import { Badge } from './ui';

export type StateKind = 'order' | 'payment' | 'shipping' | 'paymentRow' | 'shipment';

const TONES: Record<string, 'neutral' | 'success' | 'warning' | 'danger' | 'accent'> = {
  new: 'accent',
  fulfilled: 'success',
  cancelled: 'danger',
  awaiting_payment: 'warning',
  paid: 'success',
  completed: 'success',
  partially_refunded: 'warning',
  refunded: 'neutral',
  failed: 'danger',
  processing: 'warning',
  ready: 'warning',
  shipped: 'accent',
  delivered: 'success',
};

/** A state as staff read it, in words and colour; an unknown one (a newer API) shows its code. */
export function StateBadge({ kind, state }: { kind: StateKind; state: string }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONES[state] ?? 'neutral'}>
      {t(`states.${kind}.${state}` as 'nav.menu', { defaultValue: state })}
    </Badge>
  );
}
