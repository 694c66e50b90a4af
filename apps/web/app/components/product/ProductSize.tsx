import type { ProductVariant } from '@sakhe/contract';
import { pricePer100 } from '../../lib/catalog/product';
import type { Locale } from '../../lib/i18n/locale';
import { formatMoney } from '../../lib/i18n/money';
import { useT } from '../../lib/i18n/i18n';

type Content = NonNullable<ProductVariant['content']>;

/** "50 ml", "30 capsules": what a package holds, in the page's language. */
function useContentText(): (content: Content) => string {
  const t = useT();
  return ({ amount, unit }) =>
    unit === 'ml' || unit === 'g'
      ? t(`product.unit_${unit}`, { amount })
      : t(`product.unit_${unit}`, { count: amount });
}

/** The chosen variant's size next to its price, and its price per 100 ml or g where that applies. */
export function ProductSize({ variant, locale }: { variant: ProductVariant; locale: Locale }) {
  const t = useT();
  const contentText = useContentText();
  if (!variant.content) return null;
  const per100 = pricePer100(variant.price, variant.content);
  return (
    <p className="text-sm text-ink-muted" data-testid="product-size">
      <span className="sr-only">{t('product.size')}: </span>
      <span className="font-medium text-ink">{contentText(variant.content)}</span>
      {per100 !== null && (
        <span className="ml-2">
          {t(`product.pricePer100_${variant.content.unit as 'ml' | 'g'}`, {
            price: formatMoney(per100, locale),
          })}
        </span>
      )}
    </p>
  );
}
