import type { Product, ProductVariant } from '@sakhe/contract';
import { ShoppingBag } from 'lucide-react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
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
  /**
   * The form's id on the product page, where the sticky buy bar's button submits this same form (its
   * `form` attribute): one form, one quantity, one request, whichever button the shopper presses.
   */
  id?: string;
}

/**
 * The most the product page's quantity menu offers. Stock numbers are never shown (the contract's
 * `inStock`); more than is in stock is refused by the API with the spec's stock message, shown here.
 */
const QUANTITY_CHOICES = 10;

/**
 * Adds a variant to the cart (SPEC §2 Product card): one piece from a card, the chosen quantity on the
 * product page. A real form posting to the cart's action, so it works before (or without) JavaScript
 * and then comes back to this page; with JavaScript a fetcher sends it without leaving the page, the
 * header's summary and the popup show the result, and the page's own data is not reloaded. Nothing is
 * sent while a request runs or when out of stock.
 */
export function AddToCartForm({ product, variant, size = 'card', id }: AddToCartFormProps) {
  const t = useT();
  const localize = useLocalizePath();
  const quantityId = useId();
  const { pathname, search } = useLocation();
  const fetcher = useFetcher<AddToCartResult>();
  const sent = useRef(1);
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
      value: analyticsPrice(variant.price * sent.current),
      items: [
        {
          item_id: variant.code,
          item_name: product.name,
          item_brand: brandName(product),
          item_variant: variant.name ?? undefined,
          price: analyticsPrice(variant.price),
          discount: analyticsPrice(variant.originalPrice - variant.price),
          quantity: sent.current,
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
    const quantity = Number(new FormData(event.currentTarget).get('quantity') ?? 1);
    sent.current = Number.isInteger(quantity) && quantity > 0 ? quantity : 1;
    void fetcher.submit(
      { intent: 'add', variant: variant.code, quantity: String(sent.current) },
      { method: 'post', action, defaultShouldRevalidate: false },
    );
  };

  const large = size === 'page';
  const available = inStock && variant !== undefined;
  return (
    <form id={id} method="post" action={action} onSubmit={submit} aria-busy={busy || undefined}>
      <input type="hidden" name="intent" value="add" />
      {variant && <input type="hidden" name="variant" value={variant.code} />}
      {/* Only a form sent without JavaScript carries it (the fetcher sends its own fields). */}
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      <div className="flex items-stretch gap-2">
        {large && available ? (
          <div className="shrink-0">
            <label htmlFor={quantityId} className="sr-only">
              {t('buyBox.quantity')}
            </label>
            {/* A plain menu: it works without JavaScript and opens the phone's own picker. */}
            <select
              id={quantityId}
              name="quantity"
              defaultValue="1"
              className="h-12 rounded-full border border-line bg-surface-raised pr-8 pl-4 text-base font-medium text-ink"
            >
              {Array.from({ length: QUANTITY_CHOICES }, (_, index) => (
                <option key={index} value={index + 1}>
                  {index + 1}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <input type="hidden" name="quantity" value="1" />
        )}
        <button
          type="submit"
          disabled={!available}
          aria-disabled={busy || undefined}
          className={`inline-flex w-full min-w-0 items-center justify-center gap-2 rounded-full text-center font-medium transition-colors motion-reduce:transition-none disabled:cursor-not-allowed disabled:border disabled:border-line disabled:bg-surface-sunken disabled:text-ink-muted aria-disabled:cursor-progress aria-disabled:opacity-80 ${
            large
              ? 'min-h-12 px-4 text-base sm:px-6'
              : 'min-h-10 px-2 text-[0.8125rem] leading-tight min-[420px]:px-3 min-[420px]:text-sm'
          } bg-accent text-white hover:bg-accent-strong`}
        >
          {available ? (
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
      </div>
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
