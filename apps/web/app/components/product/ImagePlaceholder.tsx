import { ImageOff } from 'lucide-react';
import { useT } from '../../lib/i18n/i18n';

/** Fills an image box for a product that has no picture yet. */
export function ImagePlaceholder({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <div
      className={`flex size-full flex-col items-center justify-center gap-2 bg-surface-sunken text-ink-muted ${className}`}
    >
      <ImageOff aria-hidden="true" className="size-8" strokeWidth={1.5} />
      <span className="text-xs">{t('product.noImage')}</span>
    </div>
  );
}
