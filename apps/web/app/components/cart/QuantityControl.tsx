import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { MAX_ITEM_QUANTITY } from '@sakhe/contract/limits';
import type { CartActionResult } from '../../lib/cart/cart';
import { useT } from '../../lib/i18n/i18n';

interface QuantityControlProps {
  itemId: number;
  productName: string;
  quantity: number;
  action: string;
  fetcher: FetcherWithComponents<CartActionResult>;
}

const stepButton =
  'inline-flex size-10 items-center justify-center text-ink hover:bg-surface-sunken disabled:cursor-not-allowed disabled:text-line';

/**
 * −, the number and +, each its own small form: a button press sends its new quantity at once, the
 * number is sent on Enter or when the field is left (and by its Update button without JavaScript).
 * Separate forms, so Enter in the field never counts as a press of −.
 */
export function QuantityControl({ itemId, productName, quantity, action, fetcher }: QuantityControlProps) {
  const t = useT();
  const inputId = useId();
  const hidden = (
    <>
      <input type="hidden" name="intent" value="quantity" />
      <input type="hidden" name="itemId" value={itemId} />
    </>
  );
  const pending =
    fetcher.formData?.get('intent') === 'quantity' ? Number(fetcher.formData.get('quantity')) : null;
  const shown = pending !== null && Number.isInteger(pending) && pending > 0 ? pending : quantity;

  return (
    <div className="inline-flex items-stretch overflow-hidden rounded-full border border-line bg-surface-raised">
      <fetcher.Form method="post" action={action} defaultShouldRevalidate={false}>
        {hidden}
        <input type="hidden" name="quantity" value={shown - 1} />
        <button type="submit" disabled={shown <= 1} className={stepButton}>
          <Minus aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('cart.item.decrease', { name: productName })}</span>
        </button>
      </fetcher.Form>
      <fetcher.Form
        method="post"
        action={action}
        defaultShouldRevalidate={false}
        className="flex items-stretch"
        onBlur={(event) => {
          const input = event.currentTarget.elements.namedItem('quantity') as HTMLInputElement | null;
          if (fetcher.state === 'idle' && input && input.value !== '' && input.value !== String(shown)) {
            void fetcher.submit(event.currentTarget, {
              method: 'post',
              action,
              defaultShouldRevalidate: false,
            });
          }
        }}
      >
        {hidden}
        <label htmlFor={inputId} className="sr-only">
          {t('cart.item.quantityOf', { name: productName })}
        </label>
        <input
          id={inputId}
          key={shown}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_ITEM_QUANTITY}
          required
          defaultValue={shown}
          className="w-12 [appearance:textfield] border-x border-line bg-transparent text-center text-sm font-medium text-ink [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <noscript>
          <button type="submit" className="px-2 text-xs font-medium text-accent underline">
            {t('cart.item.update')}
          </button>
        </noscript>
      </fetcher.Form>
      <fetcher.Form method="post" action={action} defaultShouldRevalidate={false}>
        {hidden}
        <input type="hidden" name="quantity" value={shown + 1} />
        <button type="submit" disabled={shown >= MAX_ITEM_QUANTITY} className={stepButton}>
          <Plus aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('cart.item.increase', { name: productName })}</span>
        </button>
      </fetcher.Form>
    </div>
  );
}
