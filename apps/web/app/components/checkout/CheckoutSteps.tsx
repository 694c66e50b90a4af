import type { CheckoutState } from '@sakhe/contract';
import { Check } from 'lucide-react';
import { CHECKOUT_STEPS, checkoutPath, stepAllowed, type CheckoutStep } from '../../lib/checkout/checkout';
import { LocalizedLink } from '../LocalizedLink';
import { useT } from '../../lib/i18n/i18n';

/**
 * The four steps (SPEC §2 Other): shipping address, shipping method, payment method, complete order.
 * Steps already reached are links back; the current one is marked for screen readers.
 */
export function CheckoutSteps({ current, state }: { current: CheckoutStep | null; state: CheckoutState }) {
  const t = useT();
  const currentIndex = current ? CHECKOUT_STEPS.indexOf(current) : -1;
  return (
    <nav aria-label={t('checkout.steps.label')}>
      <ol className="grid grid-cols-4 gap-2">
        {CHECKOUT_STEPS.map((step, index) => {
          const isCurrent = step === current;
          const done = index < currentIndex;
          const reachable = stepAllowed(step, state) && !isCurrent;
          const label = t(`checkout.steps.${step}`);
          const marker = (
            <span
              aria-hidden="true"
              className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                isCurrent
                  ? 'bg-accent text-white'
                  : done
                    ? 'bg-accent-soft text-accent'
                    : 'border border-line text-ink-muted'
              }`}
            >
              {done ? <Check className="size-4" /> : index + 1}
            </span>
          );
          const body = (
            <>
              {marker}
              <span
                className={`text-xs leading-tight sm:text-sm ${isCurrent ? 'font-semibold text-ink' : 'text-ink-muted'}`}
              >
                {label}
              </span>
            </>
          );
          const layout = 'flex flex-col items-center gap-1.5 text-center sm:flex-row sm:text-left';
          return (
            <li
              key={step}
              className={`border-t-2 pt-3 ${index <= currentIndex ? 'border-accent' : 'border-line'}`}
            >
              {reachable ? (
                <LocalizedLink
                  to={checkoutPath(step as CheckoutStep)}
                  className={`${layout} rounded-sm hover:text-accent`}
                >
                  {body}
                </LocalizedLink>
              ) : (
                <span className={layout} aria-current={isCurrent ? 'step' : undefined}>
                  {body}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
