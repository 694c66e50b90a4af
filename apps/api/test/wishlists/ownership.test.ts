import { hydraErrorSchema } from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_LIMITS, api, customer } from '../auth/support';
import { createTestApp, type TestApp } from '../support/app';
import { type ShopProduct, expectWishlist, newWishlist, products, wishProduct, wishVariant } from './support';

let t: TestApp;
let first: ShopProduct;
let second: ShopProduct;
beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
  const found = await products(t);
  first = found[0]!;
  second = found[1]!;
});
afterAll(() => t.close());

/** Every operation on a wishlist, as the given caller. */
function everyOperation(token: string, as: { token?: string }) {
  return [
    api(t, 'GET', `wishlists/${token}`, undefined, as),
    wishProduct(t, token, second.id, as),
    wishVariant(t, token, second.variantIds[0], as),
    api(t, 'DELETE', `wishlists/${token}/products/${first.id}`, undefined, as),
    api(t, 'DELETE', `wishlists/${token}/productVariants/${first.variantIds[0]}`, undefined, as),
    api(t, 'DELETE', `wishlists/${token}`, undefined, as),
  ];
}

describe("a customer's wishlist", () => {
  it('is one per customer: POST resolves it, made on first use, with the shop user', async () => {
    const me = await customer(t);
    const as = { token: me.token };
    const made = await newWishlist(t, as);
    expect(made.shopUser).toMatchObject({ '@type': 'ShopUser', email: me.email });
    expect(made.shopUser!['@id']).toBe(`/api/v2/shop/shop-users/${made.shopUser!.id}`);
    expectWishlist(await wishProduct(t, made.token, first.id, as));

    const again = await newWishlist(t, as);
    expect(again.token).toBe(made.token);
    expect(again.wishlistProducts.map((entry) => entry.product.id)).toEqual([first.id]);
    // Concurrent first uses by another customer still end in one wishlist.
    const other = await customer(t, 'eka');
    const both = await Promise.all([
      newWishlist(t, { token: other.token }),
      newWishlist(t, { token: other.token }),
    ]);
    expect(both[0].token).toBe(both[1].token);
    // A new login (another access token) reaches the same wishlist.
    const relogged = await api(t, 'POST', 'authentication-token', {
      email: me.email,
      password: 'ვარდი-და-ია-42',
    });
    expect((await newWishlist(t, { token: relogged.body.token })).token).toBe(made.token);
  });

  it('answers 403 to guests and other customers, whatever they try, and stays as it was', async () => {
    const owner = await customer(t);
    const stranger = await customer(t, 'eka');
    const { token } = await newWishlist(t, { token: owner.token });
    await wishProduct(t, token, first.id, { token: owner.token });

    for (const as of [{}, { token: stranger.token }]) {
      const replies = await Promise.all(everyOperation(token, as));
      for (const reply of replies) {
        expect(reply.status, JSON.stringify(reply.body)).toBe(403);
        expect(hydraErrorSchema.parse(reply.body)['hydra:description']).toBe('Access Denied.');
      }
    }
    // Naming it in POST does not hand it over either: the guest gets a new one, the stranger theirs.
    const guests = await newWishlist(t, {}, { tokenValue: token });
    expect(guests.token).not.toBe(token);
    expect((await newWishlist(t, { token: stranger.token }, { tokenValue: token })).token).not.toBe(token);

    const kept = expectWishlist(await api(t, 'GET', `wishlists/${token}`, undefined, { token: owner.token }));
    expect(kept.wishlistProducts.map((entry) => entry.product.id)).toEqual([first.id]);
  });

  it("an anonymous wishlist is the guest's: a customer's token is refused on it, 401 for a bad token", async () => {
    const me = await customer(t);
    const { token } = await newWishlist(t);
    for (const reply of await Promise.all(everyOperation(token, { token: me.token }))) {
      expect(reply.status).toBe(403);
    }
    const bad = await api(t, 'GET', `wishlists/${token}`, undefined, { token: 'not-a-jwt' });
    expect(bad.status).toBe(401);
    expect(expectWishlist(await api(t, 'GET', `wishlists/${token}`)).shopUser).toBeNull();
  });

  it("merges the guest's wishlist into the customer's at login, and can be deleted and made anew", async () => {
    const guest = await newWishlist(t);
    await wishProduct(t, guest.token, first.id);
    await wishProduct(t, guest.token, second.id);
    const me = await customer(t);
    const as = { token: me.token };
    const own = await newWishlist(t, as);
    await wishProduct(t, own.token, second.id, as);

    const merged = await newWishlist(t, as, { tokenValue: guest.token });
    expect(merged.token).toBe(own.token);
    expect(merged.wishlistProducts.map((entry) => entry.product.id)).toEqual([second.id, first.id]);
    expect((await api(t, 'GET', `wishlists/${guest.token}`)).status).toBe(404);

    expect((await api(t, 'DELETE', `wishlists/${own.token}`, undefined, as)).status).toBe(204);
    const fresh = await newWishlist(t, as);
    expect(fresh.token).not.toBe(own.token);
    expect(fresh.wishlistProducts).toEqual([]);
  });
});
