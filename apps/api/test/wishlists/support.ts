import { sql } from 'drizzle-orm';
import { type Wishlist, wishlistSchema } from '@sakhe/contract';
import { expect } from 'vitest';
import { type CallOptions, type Reply, api } from '../auth/support';
import { rows } from '../cart/support';
import type { TestApp } from '../support/app';

/** Helpers of the wishlist tests. */

export function expectWishlist(reply: Reply, status = 200): Wishlist {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  return wishlistSchema.parse(reply.body);
}

export async function newWishlist(t: TestApp, options: CallOptions = {}, body: object = {}) {
  return expectWishlist(await api(t, 'POST', 'wishlists', body, options), 201);
}

export function wishProduct(t: TestApp, token: string, productId: unknown, options: CallOptions = {}) {
  return api(t, 'PATCH', `wishlists/${token}/product`, { productId }, options);
}

export function wishVariant(t: TestApp, token: string, productVariantId: unknown, options: CallOptions = {}) {
  return api(t, 'PATCH', `wishlists/${token}/variant`, { productVariantId }, options);
}

export interface ShopProduct {
  id: number;
  code: string;
  variantIds: number[];
}

/**
 * Enabled products with at least `variants` enabled variants, all in stock, each with a brand and
 * an image (ids ascending).
 */
export function products(t: TestApp, variants = 1): Promise<ShopProduct[]> {
  return rows<ShopProduct>(
    t,
    sql`select p.id, p.code, array_agg(v.id order by v.position, v.id) as "variantIds"
          from products p join product_variants v on v.product_id = p.id and v.enabled
         where p.enabled
           and exists (select 1 from product_images i where i.product_id = p.id and i.type is null)
           and exists (select 1 from product_taxons x join taxons b on b.id = x.taxon_id and b.brand_taxon
                        where x.product_id = p.id)
         group by p.id
        having count(*) >= ${variants} and bool_and(not v.tracked or v.on_hand - v.on_hold > 0)
         order by p.id limit 8`,
  );
}
