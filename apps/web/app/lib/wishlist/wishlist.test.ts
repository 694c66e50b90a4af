import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginForWish } from './wishlist';

describe('wishlist store', () => {
  const fresh = async () => {
    vi.resetModules();
    return (await import('./wishlist')).wishlistStore;
  };

  afterEach(() => vi.unstubAllGlobals());

  it('asks once for all hearts of a page, and again after a login', async () => {
    const store = await fresh();
    const fetch = vi.fn(async () => Response.json({ loggedIn: true, productIds: [4, 9] }));
    vi.stubGlobal('fetch', fetch);
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.load('/en/wishlist/summary');
    expect(store.load('/en/wishlist/summary')).toBe(first);
    await first;
    expect(store.get()).toEqual({ loggedIn: true, productIds: [4, 9] });
    expect(listener).toHaveBeenCalledTimes(1);
    await store.load('/en/wishlist/summary');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toEqual([
      '/en/wishlist/summary',
      expect.objectContaining({ cache: 'no-store', credentials: 'same-origin' }),
    ]);

    store.invalidate();
    expect(store.get()).toBeNull();
    await store.load('/en/wishlist/summary');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing from an answer that is not a summary, or from a failed one', async () => {
    const store = await fresh();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ loggedIn: true, productIds: ['7'] })),
    );
    await store.load('/wishlist/summary');
    expect(store.get()).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 502 })),
    );
    await store.load('/wishlist/summary');
    expect(store.get()).toBeNull();
  });
});

describe('loginForWish', () => {
  it('asks the login page to come back and wish the product', () => {
    const url = new URL(loginForWish('/en/shop/product/lip-gloss?variant=A&x=1', 42), 'http://shop');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('returnTo')).toBe('/en/shop/product/lip-gloss?variant=A&x=1');
    expect(url.searchParams.get('wish')).toBe('42');
  });
});
