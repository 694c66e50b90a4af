import type { ProductAttributeValue } from '@sakhe/contract';
import { useT } from '../../lib/i18n/i18n';

/** The product's attributes (skin type, finish, INCI…) as a list of terms and values. */
export function ProductDetails({ attributes }: { attributes: ProductAttributeValue[] }) {
  const t = useT();
  if (attributes.length === 0) return null;
  const shown = (value: ProductAttributeValue['value']) =>
    typeof value === 'boolean'
      ? t(value ? 'product.yes' : 'product.no')
      : Array.isArray(value)
        ? value.join(', ')
        : value;
  return (
    <section aria-labelledby="product-details" className="mt-12 border-t border-line pt-10">
      <h2 id="product-details" className="text-xl font-semibold text-ink">
        {t('product.details')}
      </h2>
      <dl className="mt-4 grid max-w-3xl gap-x-8 gap-y-3 sm:grid-cols-[minmax(10rem,max-content)_1fr]">
        {attributes.map((attribute) => (
          <div key={attribute.code} className="contents">
            <dt className="text-sm font-medium text-ink-muted">{attribute.name}</dt>
            <dd className={`text-sm text-ink ${attribute.type === 'textarea' ? 'leading-relaxed' : ''}`}>
              {shown(attribute.value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
