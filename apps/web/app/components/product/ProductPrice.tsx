import type { Locale } from '../../lib/i18n/locale';
import { formatMoney } from '../../lib/i18n/money';
import { useT } from '../../lib/i18n/i18n';

interface ProductPriceProps {
  price: number;
  originalPrice: number;
  locale: Locale;
  size?: 'card' | 'page';
}

/** The current price, and the original one struck through when there is a discount. */
export function ProductPrice({ price, originalPrice, locale, size = 'card' }: ProductPriceProps) {
  const t = useT();
  const discounted = originalPrice > price;
  const large = size === 'page';
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      <span className="sr-only">{t('product.price')}</span>
      <span
        data-price={price}
        className={`font-semibold ${large ? 'text-2xl' : 'text-base'} ${discounted ? 'text-danger' : 'text-ink'}`}
      >
        {formatMoney(price, locale)}
      </span>
      {discounted && (
        <>
          <span className="sr-only">{t('product.originalPrice')}</span>
          <s className={`text-ink-muted ${large ? 'text-base' : 'text-sm'}`}>
            {formatMoney(originalPrice, locale)}
          </s>
        </>
      )}
    </p>
  );
}
