import { AddToCartPopup } from '../cart/AddToCartPopup';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberConsent } from '../../lib/analytics/consent';
import type { AddToCartResult } from '../../lib/cart/cart';
import { getI18n } from '../../lib/i18n/i18n';
import { toCardProduct } from '../../lib/catalog/product-card.server';
import { fixtureProduct, fixtureVariant } from '../../lib/catalog/product-fixtures';
import { ProductGrid } from './ProductGrid';

afterEach(() => {
  cleanup();
  localStorage.clear();
  delete window.dataLayer;
});

const first = fixtureVariant('P-1-01', { inStock: false });
const second = fixtureVariant('P-1-02', { name: 'Rose', price: 1940, originalPrice: 2590 });
const soldOut = fixtureProduct({ id: 2, code: 'P-2', name: 'Blush', productVariants: [first] });
const products = [
  fixtureProduct({ productVariants: [first, second], defaultVariant: second['@id'] }),
  soldOut,
].map((product) => toCardProduct(product, 'en'));

async function renderGrid() {
  const added: AddToCartResult = {
    ok: true,
    intent: 'add',
    summary: { count: 2, total: 3880 },
    item: { productName: 'Lip Gloss', variantName: 'Rose', unitPrice: 1940, image: null, quantity: 2 },
    freeShipping: { threshold: 10000, remaining: 6120 },
  };
  const Stub = createRoutesStub([
    {
      path: '/en/search',
      Component: () => (
        <>
          <ProductGrid products={products} locale="en" />
          <AddToCartPopup />
        </>
      ),
    },
    { path: '/en/cart', action: () => added },
  ]);
  render(
    <I18nextProvider i18n={getI18n('en')}>
      <Stub initialEntries={['/en/search']} />
    </I18nextProvider>,
  );
  return screen.findAllByRole('article');
}

describe('ProductGrid', () => {
  it("adds a card's default variant to the cart, and its product to the wishlist", async () => {
    const [card] = await renderGrid();
    const cart = card!.querySelector<HTMLFormElement>('form[action="/en/cart"]');
    expect(cart?.querySelector<HTMLInputElement>('input[name="intent"]')?.value).toBe('add');
    expect(cart?.querySelector<HTMLInputElement>('input[name="variant"]')?.value).toBe('P-1-02');
    expect(screen.getByRole('button', { name: 'Add to cart: Lip Gloss' })).toBeTruthy();
    const heart = card!.querySelector<HTMLFormElement>('form[action="/en/wishlist/toggle"]');
    expect(heart?.querySelector<HTMLInputElement>('input[name="productId"]')?.value).toBe('1');
  });

  it('offers nothing to add for a card out of stock', async () => {
    const [, card] = await renderGrid();
    const button = card!.querySelector<HTMLButtonElement>('form[action="/en/cart"] button');
    expect(button?.disabled).toBe(true);
    expect(button?.textContent).toBe('Out of stock');
  });

  it('shows what was added, its price and how far the cart is from free delivery', async () => {
    await renderGrid();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: Lip Gloss' }));
    const popup = await screen.findByTestId('add-to-cart-popup');
    expect(popup.textContent).toContain('Lip Gloss');
    expect(popup.textContent).toContain('Rose');
    expect(popup.textContent).toContain('2 in the cart');
    const meter = popup.querySelector('[data-testid="free-shipping"]');
    expect(meter?.textContent).toMatch(/Add .*61\.20.* more for free delivery/);
    expect(meter?.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('39');
  });

  it('tells analytics what a card added, brand included', async () => {
    rememberConsent();
    await renderGrid();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: Lip Gloss' }));
    await waitFor(() =>
      expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'add_to_cart' })),
    );
    expect(window.dataLayer).toContainEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'GEL',
        value: 19.4,
        items: [
          {
            item_id: 'P-1-02',
            item_name: 'Lip Gloss',
            item_brand: 'Maison Velour',
            item_variant: 'Rose',
            price: 19.4,
            discount: 6.5,
            quantity: 1,
          },
        ],
      },
    });
  });
});
