import type { Product, ProductVariant } from '@sakhe/contract';
import { ShoppingBag } from 'lucide-react';
import { useEffect, type FormEvent } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { analyticsPrice, track } from '../../lib/analytics/analytics';
import { CART_PATH, cartSummaryStore, type AddToCartResult } from '../../lib/cart/cart';
import { cartPopup } from '../../lib/cart/popup';
import { productBrand } from '../../lib/catalog/product';
import type { CardProduct } from '../../lib/catalog/product-card';
import { useLocalizePath } from '../../lib/i18n/use-locale';
import { loadAddToCartDialog } from './AddToCartPopup';
import { useT } from '../../lib/i18n/i18n';

export interface AddToCartFormProps {
  /** A product page's or wishlist's product, or a card's (whose brand is already picked out). */
  product: Pick<Product, 'name' | 'productTaxons'> | Pick<CardProduct, 'name' | 'brand'>;
  /** The variant to add: the default one on a card, the chosen one on the product page. */
  variant: Pick<ProductVariant, 'code' | 'name' | 'price' | 'originalPrice' | 'inStock'> | undefined;
  size?: 'card' | 'page';
}

/**
 * Adds one piece of a variant to the cart (SPEC §2 Product card). A real form posting to the cart's action,
 * so it works before (or without) JavaScript and then comes back to this page; with JavaScript a
 * fetcher sends it without leaving the page, the header's summary and the popup show the result, and
 * the page's own data is not reloaded. Nothing is sent while a request runs or when out of stock.
 */
export function AddToCartForm({ product, variant, size = 'card' }: AddToCartFormProps) {
  const t = useT();
  const localize = useLocalizePath();
  const { pathname, search } = useLocation();
  const fetcher = useFetcher<AddToCartResult>();
  const busy = fetcher.state !== 'idle';
  const inStock = variant?.inStock ?? false;
  const result = busy ? undefined : fetcher.data;

  useEffect(() => {
    if (!result?.ok || !variant) return;
    cartSummaryStore.set(result.summary);
    cartPopup.announce({
      ...result.item,
      productName: result.item.productName || product.name,
      freeShipping: result.freeShipping,
    });
    track('add_to_cart', {
      currency: 'GEL',
      value: analyticsPrice(variant.price),
      items: [
        {
          item_id: variant.code,
          item_name: product.name,
          item_brand: brandName(product),
          item_variant: variant.name ?? undefined,
          price: analyticsPrice(variant.price),
          discount: analyticsPrice(variant.originalPrice - variant.price),
          quantity: 1,
        },
      ],
    });
    // Once per answer: `result` is a new object for every submission.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  const action = localize(CART_PATH);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !inStock || !variant) return;
    void loadAddToCartDialog();
    void fetcher.submit(
      { intent: 'add', variant: variant.code, quantity: '1' },
      { method: 'post', action, defaultShouldRevalidate: false },
    );
  };

  const large = size === 'page';
  return (
    <form method="post" action={action} onSubmit={submit}>
      <input type="hidden" name="intent" value="add" />
      {variant && <input type="hidden" name="variant" value={variant.code} />}
      <input type="hidden" name="quantity" value="1" />
      {/* Only a form sent without JavaScript carries it (the fetcher sends its own fields). */}
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      <button
        type="submit"
        disabled={!inStock || !variant}
        aria-disabled={busy || undefined}
        className={`inline-flex w-full items-center justify-center gap-2 rounded-full font-medium transition-colors motion-reduce:transition-none disabled:cursor-not-allowed disabled:border disabled:border-line disabled:bg-surface-sunken disabled:text-ink-muted aria-disabled:cursor-progress aria-disabled:opacity-80 ${
          large
            ? 'min-h-12 px-6 text-base'
            : 'min-h-10 px-2 text-[0.8125rem] leading-tight min-[420px]:px-3 min-[420px]:text-sm'
        } bg-accent text-white hover:bg-accent-strong`}
      >
        {inStock && variant ? (
          <>
            {/* On a phone's two-column grid the card is too narrow for the bag and the Georgian words. */}
            <ShoppingBag
              aria-hidden="true"
              className={large ? 'size-5' : 'hidden size-4 min-[420px]:block'}
            />
            <span>{busy ? t('cart.adding') : t('cart.add')}</span>
            {!large && <span className="sr-only">: {product.name}</span>}
          </>
        ) : (
          t('product.outOfStock')
        )}
      </button>
      <p role="status" className="mt-1 text-xs text-danger empty:hidden">
        {result && !result.ok ? result.message : ''}
      </p>
    </form>
  );
}

function brandName(product: AddToCartFormProps['product']): string | undefined {
  return 'brand' in product ? (product.brand ?? undefined) : productBrand(product)?.name;
}

/** A product card's add-to-cart control: the default variant (SPEC §2 Product card). */
export function CardAddToCart({ product }: { product: Pick<CardProduct, 'name' | 'brand' | 'variant'> }) {
  return <AddToCartForm product={product} variant={product.variant ?? undefined} />;
}
