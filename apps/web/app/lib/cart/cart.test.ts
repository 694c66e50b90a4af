import type { Order } from '@sakhe/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_CART_SUMMARY, itemsBeforeDiscounts, summarizeCart } from './cart';

const item = (quantity: number) => ({ quantity }) as Order['items'][number];

describe('cart summary', () => {
  it('counts pieces, not lines, and totals the items after discounts', () => {
    expect(summarizeCart({ items: [item(2), item(1), item(3)], itemsTotal: 12_345 })).toEqual({
      count: 6,
      total: 12_345,
    });
  });

  it('is empty without a cart', () => {
    expect(summarizeCart(null)).toEqual(EMPTY_CART_SUMMARY);
    expect(summarizeCart({ items: [], itemsTotal: 0 })).toEqual({ count: 0, total: 0 });
  });

  it('lists the items before discounts, the discounts being negative', () => {
    expect(itemsBeforeDiscounts({ itemsTotal: 9_000, orderPromotionTotal: -1_000 })).toBe(10_000);
  });
});

describe('header summary store', () => {
  const fresh = async () => {
    vi.resetModules();
    return (await import('./cart')).cartSummaryStore;
  };

  afterEach(() => vi.unstubAllGlobals());

  it('tells its listeners about a new summary, not about the same one again', async () => {
    const store = await fresh();
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({ count: 1, total: 4590 });
    store.set({ count: 1, total: 4590 });
    store.set({ count: 2, total: 9180 });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get()).toEqual({ count: 2, total: 9180 });
  });

  it('asks the storefront once while the summary is unknown, and again once invalidated', async () => {
    const store = await fresh();
    const fetch = vi.fn(async () => Response.json({ count: 3, total: 12_000 }));
    vi.stubGlobal('fetch', fetch);
    const first = store.load('/en/cart/summary');
    expect(store.load('/en/cart/summary')).toBe(first);
    await first;
    expect(store.get()).toEqual({ count: 3, total: 12_000 });
    store.load('/en/cart/summary');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toEqual(['/en/cart/summary', expect.objectContaining({ cache: 'no-store' })]);

    store.invalidate();
    expect(store.get()).toBeNull();
    await store.load('/en/cart/summary');
    expect(store.get()).not.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing from an answer that is not a summary', async () => {
    const store = await fresh();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ count: 'x' })),
    );
    await store.load('/cart/summary');
    expect(store.get()).toBeNull();
  });
});
