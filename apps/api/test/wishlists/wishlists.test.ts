import { sql } from 'drizzle-orm';
import { hydraErrorSchema, productItemSchema } from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../auth/support';
import { expectViolations } from '../cart/support';
import { createTestApp, type TestApp } from '../support/app';
import { type ShopProduct, expectWishlist, newWishlist, products, wishProduct, wishVariant } from './support';

let t: TestApp;
let single: ShopProduct;
let other: ShopProduct;
let multi: ShopProduct;
beforeAll(async () => {
  t = await createTestApp();
  multi = (await products(t, 2))[0]!;
  const singles = (await products(t)).filter((product) => product.id !== multi.id);
  single = singles[0]!;
  other = singles[1]!;
});
afterAll(() => t.close());

describe('anonymous wishlists', () => {
  it('POST makes a new empty wishlist with a long random token each time', async () => {
    const first = await newWishlist(t);
    const second = await newWishlist(t);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
    expect(second.token).not.toBe(first.token);
    expect(first).toMatchObject({
      '@context': '/api/v2/contexts/Wishlist',
      '@id': `/api/v2/shop/wishlists/${first.token}`,
      '@type': 'Wishlist',
      wishlistProducts: [],
      shopUser: null,
    });
    // A token the client makes up is not taken for a new wishlist.
    const chosen = await newWishlist(t, {}, { tokenValue: 'my-own-token', channelCode: 'NOPE' });
    expect(chosen.token).not.toBe('my-own-token');
    // An existing anonymous one is resumed.
    expect((await newWishlist(t, {}, { tokenValue: first.token })).id).toBe(first.id);
  });

  it('wishes a product by its default variant, with what the page shows, once however often', async () => {
    const { token } = await newWishlist(t);
    const added = expectWishlist(await wishProduct(t, token, single.id));
    expect(added.wishlistProducts).toHaveLength(1);
    const [entry] = added.wishlistProducts;
    const product = productItemSchema.parse((await api(t, 'GET', `products/${single.code}`)).body);
    const variant = product.productVariants.find((candidate) => candidate['@id'] === product.defaultVariant)!;
    expect(entry).toEqual({
      '@type': 'WishlistProduct',
      product: {
        '@id': product['@id'],
        '@type': 'Product',
        id: single.id,
        variants: product.variants,
        defaultVariant: product.defaultVariant,
        code: single.code,
        name: product.name,
        slug: product.slug,
        translations: Object.fromEntries(
          Object.entries(product.translations).map(([locale, tr]) => [
            locale,
            { name: tr.name, slug: tr.slug },
          ]),
        ),
        images: product.images,
        productTaxons: product.productTaxons,
      },
      variant: {
        '@id': variant['@id'],
        '@type': 'ProductVariant',
        id: variant.id,
        inStock: true,
        code: variant.code,
        name: variant.name,
        price: variant.price,
        originalPrice: variant.originalPrice,
        translations: variant.translations,
      },
      quantity: 1,
    });
    expect(entry!.product.productTaxons.some((assignment) => assignment.taxon.brandTaxon)).toBe(true);
    expect(entry!.product.images.length).toBeGreaterThan(0);

    const again = expectWishlist(await wishProduct(t, token, single.id));
    expect(again.wishlistProducts).toEqual(added.wishlistProducts);
    expect(expectWishlist(await api(t, 'GET', `wishlists/${token}`))).toEqual(again);
  });

  it('wishes variants; GET answers in the asked locale, oldest first', async () => {
    const { token } = await newWishlist(t);
    const [firstVariant, secondVariant] = multi.variantIds;
    expectWishlist(await wishVariant(t, token, secondVariant));
    expectWishlist(await wishProduct(t, token, other.id));
    const both = expectWishlist(await wishVariant(t, token, firstVariant));
    expect(both.wishlistProducts.map((entry) => entry.variant.id)).toEqual([
      secondVariant,
      expect.any(Number),
      firstVariant,
    ]);
    expect(expectWishlist(await wishVariant(t, token, firstVariant)).wishlistProducts).toHaveLength(3);

    const english = expectWishlist(await api(t, 'GET', `wishlists/${token}`, undefined, { locale: 'en_US' }));
    const georgian = expectWishlist(
      await api(t, 'GET', `wishlists/${token}`, undefined, { locale: 'ka_GE' }),
    );
    expect(english.wishlistProducts[0]!.product.name).toBe(
      english.wishlistProducts[0]!.product.translations.en_US?.name,
    );
    expect(georgian.wishlistProducts[0]!.product.name).toBe(
      georgian.wishlistProducts[0]!.product.translations.ka_GE?.name,
    );
    expect(english.wishlistProducts[0]!.product.name).not.toBe(georgian.wishlistProducts[0]!.product.name);
  });

  it('removes a variant, a whole product and the wishlist; what is not there is not found', async () => {
    const { token } = await newWishlist(t);
    const [firstVariant, secondVariant] = multi.variantIds;
    await wishVariant(t, token, firstVariant);
    await wishVariant(t, token, secondVariant);
    await wishProduct(t, token, single.id);

    expect((await api(t, 'DELETE', `wishlists/${token}/productVariants/${firstVariant}`)).status).toBe(204);
    expect((await api(t, 'DELETE', `wishlists/${token}/productVariants/${firstVariant}`)).status).toBe(404);
    let left = expectWishlist(await api(t, 'GET', `wishlists/${token}`));
    expect(left.wishlistProducts.map((entry) => entry.variant.id)).toEqual([
      secondVariant,
      expect.any(Number),
    ]);

    await wishVariant(t, token, firstVariant);
    const removed = await api(t, 'DELETE', `wishlists/${token}/products/${multi.id}`);
    expect(removed.status).toBe(204);
    expect(removed.raw).toBe('');
    left = expectWishlist(await api(t, 'GET', `wishlists/${token}`));
    expect(left.wishlistProducts.map((entry) => entry.product.id)).toEqual([single.id]);
    expect((await api(t, 'DELETE', `wishlists/${token}/products/${multi.id}`)).status).toBe(404);

    expect((await api(t, 'DELETE', `wishlists/${token}`)).status).toBe(204);
    expect((await api(t, 'GET', `wishlists/${token}`)).status).toBe(404);
    expect((await api(t, 'DELETE', `wishlists/${token}`)).status).toBe(404);
  });

  it('answers 404 for unknown tokens and ids, 422 for bodies it cannot read, never 500', async () => {
    const { token } = await newWishlist(t);
    const notFound = await api(t, 'GET', 'wishlists/no-such-token');
    expect(notFound.status).toBe(404);
    expect(hydraErrorSchema.parse(notFound.body)['hydra:description']).toBe('Not Found');
    expect((await wishProduct(t, 'no-such-token', single.id)).status).toBe(404);
    expect((await wishVariant(t, 'no-such-token', multi.variantIds[0])).status).toBe(404);
    expect((await api(t, 'DELETE', `wishlists/no-such-token/products/${single.id}`)).status).toBe(404);
    expect((await api(t, 'DELETE', 'wishlists/no-such-token/productVariants/1')).status).toBe(404);

    for (const id of [0, -1, 2 ** 31, 999_999_999]) {
      expect((await wishProduct(t, token, id)).status, String(id)).toBe(404);
      expect((await wishVariant(t, token, id)).status, String(id)).toBe(404);
    }
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '2147483648']) {
      expect((await api(t, 'DELETE', `wishlists/${token}/products/${id}`)).status, id).toBe(404);
      expect((await api(t, 'DELETE', `wishlists/${token}/productVariants/${id}`)).status, id).toBe(404);
    }
    expect(expectViolations(await wishProduct(t, token, String(single.id)))).toEqual([
      expect.stringMatching(/^productId: /),
    ]);
    expect(expectViolations(await wishProduct(t, token, 1.5))).toEqual([
      expect.stringMatching(/^productId: /),
    ]);
    expect(expectViolations(await wishProduct(t, token, 2 ** 53))).toEqual([
      expect.stringMatching(/^productId: /),
    ]);
    expect(expectViolations(await api(t, 'PATCH', `wishlists/${token}/variant`, {}))).toEqual([
      expect.stringMatching(/^productVariantId: /),
    ]);
    expect((await api(t, 'POST', 'wishlists', { tokenValue: 42 })).status).toBe(422);
    expect(expectWishlist(await api(t, 'GET', `wishlists/${token}`)).wishlistProducts).toEqual([]);
  });

  it('does not wish what is not sold, and leaves out what stopped being sold', async () => {
    const { token } = await newWishlist(t);
    const [spare, another] = (await products(t)).filter(
      (product) => ![multi, single, other].some((used) => used.id === product.id),
    );
    await t.database.db.execute(
      sql`update product_variants set enabled = false where id = ${another!.variantIds[0]!}`,
    );
    expect((await wishVariant(t, token, another!.variantIds[0])).status).toBe(404);

    await wishProduct(t, token, spare!.id);
    await wishProduct(t, token, other.id);
    await t.database.db.execute(sql`update products set enabled = false where id = ${spare!.id}`);
    const shown = expectWishlist(await api(t, 'GET', `wishlists/${token}`));
    expect(shown.wishlistProducts.map((entry) => entry.product.id)).toEqual([other.id]);
    expect((await wishProduct(t, token, spare!.id)).status).toBe(404);
    expect((await wishVariant(t, token, spare!.variantIds[0])).status).toBe(404);
  });

  it('wishes the in-stock variant when the first one ran out', async () => {
    const { token } = await newWishlist(t);
    const [firstVariant, secondVariant] = multi.variantIds;
    await t.database.db.execute(
      sql`update product_variants set tracked = true, on_hold = on_hand where id = ${firstVariant!}`,
    );
    const wished = expectWishlist(await wishProduct(t, token, multi.id));
    expect(wished.wishlistProducts.map((entry) => entry.variant.id)).toEqual([secondVariant]);
    expect(wished.wishlistProducts[0]!.product.defaultVariant).toBe(
      wished.wishlistProducts[0]!.variant['@id'],
    );
  });
});
