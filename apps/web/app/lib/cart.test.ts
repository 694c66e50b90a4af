import { MAX_ITEM_QUANTITY, type Order } from '@sakhe/contract';
import { describe, expect, it } from 'vitest';
import { EMPTY_CART_SUMMARY, itemsBeforeDiscounts, MAX_QUANTITY, summarizeCart } from './cart';

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

  it('caps quantities where the API does', () => {
    expect(MAX_QUANTITY).toBe(MAX_ITEM_QUANTITY);
  });
});
