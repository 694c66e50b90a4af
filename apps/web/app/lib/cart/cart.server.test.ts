import type { Order } from '@sakhe/contract';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { addToCart } from './cart.server';
import { cartCookie } from './cookie.server';

/** An empty cart exactly as the API answers one (the client checks answers against the contract). */
const cart = (tokenValue: string): Order => ({
  '@context': '/api/v2/contexts/Order',
  '@id': `/api/v2/shop/orders/${tokenValue}`,
  '@type': 'Order',
  payments: [],
  shipments: [],
  currencyCode: 'GEL',
  localeCode: 'en_US',
  checkoutState: 'cart',
  paymentState: 'cart',
  shippingState: 'cart',
  tokenValue,
  id: 1,
  items: [],
  itemsTotal: 0,
  total: 0,
  taxTotal: 0,
  taxIncludedTotal: 0,
  taxExcludedTotal: 0,
  shippingTotal: 0,
  orderPromotionTotal: 0,
  shippingPromotionTotal: 0,
  itemsSubtotal: 0,
});

const GONE = {
  '@context': '/api/v2/contexts/Error',
  '@type': 'hydra:Error',
  'hydra:title': 'An error occurred',
  'hydra:description': 'Not Found',
};

/** The API: an add to a cart it knows answers that cart, to any other 404; `orders` makes cart NEW. */
function shopApi(known: string[]) {
  const apiFetch = vi.fn(async (path: string, init: RequestInit) => {
    if (path === '/api/v2/shop/orders' && init.method === 'POST')
      return Response.json(cart('NEW'), { status: 201 });
    const token = /^\/api\/v2\/shop\/orders\/([^/]+)\/items$/.exec(path)?.[1];
    if (token && [...known, 'NEW'].includes(token)) return Response.json(cart(token), { status: 201 });
    return Response.json(GONE, { status: 404 });
  });
  return {
    apiFetch,
    context: { apiFetch } as AppLoadContext,
    calls: () => apiFetch.mock.calls.map(([path, init]) => `${init.method} ${path}`),
  };
}

async function shopper(token?: string): Promise<Request> {
  const url = 'http://localhost/en/cart';
  if (!token) return new Request(url);
  const cookie = (await cartCookie(token, new Request(url))).split(';')[0]!;
  return new Request(url, { headers: { Cookie: cookie } });
}

describe('addToCart', () => {
  it('posts the item to the cart the cookie names, in one call', async () => {
    const api = shopApi(['OURS']);
    const { added, headers } = await addToCart(
      { ...api, request: await shopper('OURS'), locale: 'en' },
      'V-1',
      2,
    );
    expect(added).toMatchObject({ ok: true, data: { tokenValue: 'OURS' } });
    expect(api.calls()).toEqual(['POST /api/v2/shop/orders/OURS/items']);
    expect(JSON.parse(String(api.apiFetch.mock.calls[0]![1].body))).toEqual({
      productVariant: 'V-1',
      quantity: 2,
    });
    expect(headers.get('Set-Cookie')).toBeNull();
  });

  it('creates a cart first when there is no cookie, and remembers it', async () => {
    const api = shopApi([]);
    const { added, headers } = await addToCart({ ...api, request: await shopper(), locale: 'en' }, 'V-1', 1);
    expect(added).toMatchObject({ ok: true, data: { tokenValue: 'NEW' } });
    expect(api.calls()).toEqual(['POST /api/v2/shop/orders', 'POST /api/v2/shop/orders/NEW/items']);
    expect(headers.get('Set-Cookie')).toMatch(/^sakhe_cart=/);
  });

  it('creates a cart when the one the cookie names is gone or placed (404)', async () => {
    const api = shopApi([]);
    const { added, headers } = await addToCart(
      { ...api, request: await shopper('PLACED'), locale: 'en' },
      'V-1',
      1,
    );
    expect(added.ok).toBe(true);
    expect(api.calls()).toEqual([
      'POST /api/v2/shop/orders/PLACED/items',
      'POST /api/v2/shop/orders',
      'POST /api/v2/shop/orders/NEW/items',
    ]);
    expect(headers.get('Set-Cookie')).toMatch(/^sakhe_cart=/);
  });
});
