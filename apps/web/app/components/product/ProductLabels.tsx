import type { CatalogPromotionLabel } from '@sakhe/contract';
import { sanitizeLabel } from '../../lib/catalog/product-html';

/** Promotion labels as small pills; their rich text keeps its emphasis and nothing else. */
export function ProductLabels({
  labels,
  className = '',
}: {
  labels: readonly Pick<CatalogPromotionLabel, 'code' | 'label'>[];
  className?: string;
}) {
  if (labels.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-1 ${className}`}>
      {labels.map((label) => (
        <li
          key={label.code}
          className="max-w-full truncate rounded-full bg-accent-soft px-2 py-0.5 text-xs leading-5 text-accent-strong"
          // Sanitized to inline emphasis without attributes (lib/product-html).
          dangerouslySetInnerHTML={{ __html: sanitizeLabel(label.label) }}
        />
      ))}
    </ul>
  );
}
