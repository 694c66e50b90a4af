import { useT } from '../../lib/i18n/i18n';

/** "−25%": the rounded discount (spec §5), read out as "25% off". Nothing without a discount. */
export function DiscountBadge({ percent, className = '' }: { percent: number; className?: string }) {
  const t = useT();
  if (percent <= 0) return null;
  return (
    <span
      className={`inline-flex items-center rounded-full bg-danger px-2 py-0.5 text-xs font-semibold text-white ${className}`}
    >
      <span aria-hidden="true">−{percent}%</span>
      <span className="sr-only">{t('product.discount', { percent })}</span>
    </span>
  );
}
