import type { ProductVariant } from '@sakhe/contract';
import { Link } from 'react-router';
import type { Locale } from '../../lib/i18n/locale';
import { variantName } from '../../lib/catalog/product';
import { useT } from '../../lib/i18n/i18n';

interface VariantSelectorProps {
  variants: ProductVariant[];
  chosen: ProductVariant;
  locale: Locale;
}

/**
 * Shades and sizes as links to `?variant=CODE`: the choice is in the URL, so it can be shared and works
 * without JavaScript; with it, switching replaces the history entry and keeps the scroll position.
 */
export function VariantSelector({ variants, chosen, locale }: VariantSelectorProps) {
  const t = useT();
  if (variants.length < 2) return null;
  return (
    <div>
      <h2 id="product-variants" className="text-sm font-medium text-ink">
        {t('product.variants')}:{' '}
        <span className="font-normal text-ink-muted">{variantName(chosen, locale)}</span>
      </h2>
      <ul aria-labelledby="product-variants" className="mt-2 flex flex-wrap gap-2">
        {variants.map((variant) => {
          const current = variant.code === chosen.code;
          return (
            <li key={variant.code}>
              <Link
                to={`?variant=${encodeURIComponent(variant.code)}`}
                replace
                preventScrollReset
                aria-current={current ? 'true' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm transition-colors motion-reduce:transition-none ${
                  current
                    ? 'border-accent bg-accent-soft font-medium text-accent-strong'
                    : 'border-line bg-surface-raised text-ink hover:border-accent'
                } ${variant.inStock ? '' : 'text-ink-muted line-through decoration-ink-muted'}`}
              >
                {variantName(variant, locale)}
                {!variant.inStock && <span className="sr-only"> ({t('product.outOfStock')})</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
