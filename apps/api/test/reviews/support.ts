import { sql } from 'drizzle-orm';
import { productItemSchema } from '@sakhe/contract';
import { expect } from 'vitest';
import { api, customer, placeOrder } from '../auth/support';
import { rows } from '../cart/support';
import type { TestApp } from '../support/app';

/** Helpers of the review tests. */

export const productIri = (code: string) => `/api/v2/shop/products/${code}`;

/** A new customer, logged in, who has placed an order for `variant` (cash on delivery). */
export async function buyer(t: TestApp, variant: string, name = 'nino') {
  const me = await customer(t, name);
  await placeOrder(t, { variant, email: me.email, token: me.token });
  return me;
}

export function postReview(
  t: TestApp,
  body: Record<string, unknown>,
  options: { token?: string; locale?: string } = {},
) {
  return api(t, 'POST', 'product-reviews', body, options);
}

export async function productOf(t: TestApp, code: string) {
  const reply = await api(t, 'GET', `products/${code}`);
  expect(reply.status).toBe(200);
  return productItemSchema.parse(reply.body);
}

export async function storedReviews(t: TestApp, productCode: string) {
  return rows<{
    id: number;
    authorId: number | null;
    rating: number;
    title: string | null;
    comment: string | null;
  }>(
    t,
    sql`select r.id, r.author_id as "authorId", r.rating, r.title, r.comment
          from product_reviews r join products p on p.id = r.product_id
         where p.code = ${productCode} order by r.id`,
  );
}
