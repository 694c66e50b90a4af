import { useTranslation } from 'react-i18next';

export function OutOfStockLabel({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center rounded-full bg-surface-sunken px-2 py-0.5 text-xs font-medium text-ink-muted ${className}`}
    >
      {t('product.outOfStock')}
    </span>
  );
}
