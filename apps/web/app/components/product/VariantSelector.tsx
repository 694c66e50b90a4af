import type { EmbeddedProductOption, ProductVariant } from '@sakhe/contract';
import { Link } from 'react-router';
import type { Locale } from '../../lib/i18n/locale';
import { variantName } from '../../lib/catalog/product';
import { useT } from '../../lib/i18n/i18n';

interface VariantSelectorProps {
  variants: ProductVariant[];
  chosen: ProductVariant;
  locale: Locale;
  /** The product's options (shade, volume…) with their values: names the choice, and colours a shade. */
  options?: readonly EmbeddedProductOption[] | undefined;
}

type OptionValue = EmbeddedProductOption['values'][number];

/** The value of the product's (first) option that a variant is, if it says. */
function valueOf(
  variant: ProductVariant,
  option: EmbeddedProductOption | undefined,
): OptionValue | undefined {
  return option?.values.find((value) => variant.optionValues.includes(value['@id']));
}

/**
 * Shades and sizes as links to `?variant=CODE`: the choice is in the URL, so it can be shared and works
 * without JavaScript; with it, switching replaces the history entry and keeps the scroll position.
 * Shades with a colour are round swatches (their name is the link's label and the tooltip); sizes are chips.
 * The heading names the option as the shop does ("ფერი", "მოცულობა") and the chosen value.
 */
export function VariantSelector({ variants, chosen, locale, options = [] }: VariantSelectorProps) {
  const t = useT();
  if (variants.length < 2) return null;
  const option = options[0];
  const swatches = option !== undefined && option.values.every((value) => value.colour !== null);
  return (
    <div>
      <h2 id="product-variants" className="text-sm font-medium text-ink">
        {option?.name ?? t('product.variants')}:{' '}
        <span className="font-normal text-ink-muted" data-testid="chosen-variant">
          {variantName(chosen, locale)}
        </span>
      </h2>
      <ul
        aria-labelledby="product-variants"
        className={`mt-2 flex flex-wrap ${swatches ? 'gap-2.5' : 'gap-2'}`}
      >
        {variants.map((variant) => {
          const current = variant.code === chosen.code;
          const value = valueOf(variant, option);
          const name = variantName(variant, locale);
          const link = {
            to: `?variant=${encodeURIComponent(variant.code)}`,
            replace: true,
            preventScrollReset: true,
            'aria-current': current ? ('true' as const) : undefined,
          };
          return (
            <li key={variant.code}>
              {swatches && value ? (
                <Link
                  {...link}
                  title={name}
                  data-swatch={value.colour ?? undefined}
                  className={`relative flex size-11 items-center justify-center rounded-full border-2 transition-colors motion-reduce:transition-none ${
                    current ? 'border-accent' : 'border-transparent hover:border-line'
                  }`}
                >
                  <span
                    aria-hidden="true"
                    className={`size-8 rounded-full border border-ink/15 bg-cover bg-center ${variant.inStock ? '' : 'opacity-40'}`}
                    style={{
                      backgroundColor: value.colour ?? undefined,
                      backgroundImage: value.swatch ? `url(${value.swatch})` : undefined,
                    }}
                  />
                  {!variant.inStock && (
                    <span
                      aria-hidden="true"
                      className="absolute h-0.5 w-9 rotate-45 rounded-full bg-ink-muted"
                    />
                  )}
                  <span className="sr-only">
                    {name}
                    {!variant.inStock && ` (${t('product.outOfStock')})`}
                  </span>
                </Link>
              ) : (
                <Link
                  {...link}
                  className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm transition-colors motion-reduce:transition-none ${
                    current
                      ? 'border-accent bg-accent-soft font-medium text-accent-strong'
                      : 'border-line bg-surface-raised text-ink hover:border-accent'
                  } ${variant.inStock ? '' : 'text-ink-muted line-through decoration-ink-muted'}`}
                >
                  {name}
                  {!variant.inStock && <span className="sr-only"> ({t('product.outOfStock')})</span>}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
