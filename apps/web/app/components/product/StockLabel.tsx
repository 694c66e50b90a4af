import { useT } from '../../lib/i18n/i18n';

export function OutOfStockLabel({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <span
      className={`inline-flex items-center rounded-full bg-surface-sunken px-2 py-0.5 text-xs font-medium text-ink-muted ${className}`}
    >
      {t('product.outOfStock')}
    </span>
  );
}
