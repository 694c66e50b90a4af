import { sql } from 'drizzle-orm';
import { productReviewCollectionSchema, productReviewItemSchema } from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_LIMITS, api } from '../auth/support';
import { rows, stockedVariants } from '../cart/support';
import { createTestApp, type TestApp } from '../support/app';
import { buyer, postReview, productIri, productOf } from './support';

let t: TestApp;
/** Two products: three reviews of the first, one of the second, one more of the first not accepted. */
let first: string;
let second: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
  const seen = new Set<string>();
  const [a, b] = (await stockedVariants(t, { minimum: 10 })).filter(
    (variant) => !seen.has(variant.productCode) && seen.add(variant.productCode),
  );
  if (!a || !b) throw new Error('not enough stocked products');
  [first, second] = [a.productCode, b.productCode];
  const write = async (name: string, variant: string, product: string, rating: number) => {
    const me = await buyer(t, variant, name);
    const reply = await postReview(t, { rating, title: `${name} says`, product }, { token: me.token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    ids[name] = reply.body.id;
    return me;
  };
  await write('ana', a.code, first, 5);
  await write('beka', a.code, first, 4);
  // One review waiting for moderation, there before the next review recomputes the rating.
  const [pending] = await rows<{ id: number }>(
    t,
    sql`insert into product_reviews (product_id, author_id, rating, title, status)
        select p.id, null, 1, 'pending', 'new' from products p where p.code = ${first} returning id`,
  );
  ids.pending = pending?.id as number;
  const gone = await write('gia', a.code, first, 3);
  await write('dato', b.code, second, 2);
  // Distinct times, oldest first in the order written (one write may share a millisecond with the next).
  for (const [index, name] of ['ana', 'beka', 'gia', 'dato'].entries()) {
    await t.database.db.execute(
      sql`update product_reviews set created_at = ${`2024-05-0${index + 1} 10:00:00`}::timestamp where id = ${ids[name]}`,
    );
  }
  // The author's account is gone.
  await t.database.db.execute(sql`update product_reviews set author_id = null where author_id = ${gone.id}`);
});
afterAll(() => t.close());

const list = async (query: string) => {
  const reply = await api(t, 'GET', `product-reviews${query}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return productReviewCollectionSchema.parse(reply.body);
};
const names = (collection: { 'hydra:member': Array<{ id: number }> }) =>
  collection['hydra:member'].map((review) => Object.keys(ids).find((name) => ids[name] === review.id));

describe('reading reviews', () => {
  it("lists a product's accepted reviews, newest first, by reviewSubject=<product IRI>", async () => {
    const reviews = await list(`?reviewSubject=${productIri(first)}`);
    expect(names(reviews)).toEqual(['gia', 'beka', 'ana']);
    expect(reviews['hydra:totalItems']).toBe(3);
    expect(reviews['@id']).toBe('/api/v2/shop/product-reviews');
    expect(reviews['hydra:member'][1]).toMatchObject({
      title: 'beka says',
      rating: 4,
      reviewSubject: productIri(first),
      createdAt: '2024-05-02 10:00:00',
      author: expect.stringMatching(/^\/api\/v2\/shop\/customers\/\d+$/),
      authorFirstName: 'ნინო',
    });
    // The author's account is gone: the review stays, as a guest's.
    expect(reviews['hydra:member'][0]).toMatchObject({ author: null, authorFirstName: null });
    expect(reviews['hydra:search']?.['hydra:template']).toBe(
      '/api/v2/shop/product-reviews{?reviewSubject,reviewSubject[],order[createdAt]}',
    );
  });

  it('orders by order[createdAt] and filters by several reviewSubject[]', async () => {
    expect(names(await list(`?reviewSubject=${productIri(first)}&order[createdAt]=asc`))).toEqual([
      'ana',
      'beka',
      'gia',
    ]);
    const both = await list(
      `?reviewSubject[]=${productIri(first)}&reviewSubject[]=${encodeURIComponent(productIri(second))}&order[createdAt]=desc`,
    );
    expect(names(both)).toEqual(['dato', 'gia', 'beka', 'ana']);
    // Without a subject: every accepted review.
    expect((await list(''))['hydra:totalItems']).toBe(4);
    // A subject nobody knows has none.
    expect((await list(`?reviewSubject=${productIri('NO-SUCH-PRODUCT')}`))['hydra:totalItems']).toBe(0);
  });

  it('pages with page and itemsPerPage, counting every match', async () => {
    const page = await list(`?reviewSubject=${productIri(first)}&itemsPerPage=2&page=2`);
    expect(names(page)).toEqual(['ana']);
    expect(page['hydra:totalItems']).toBe(3);
    expect(page['hydra:view']).toMatchObject({
      'hydra:first': expect.stringContaining('page=1'),
      'hydra:last': expect.stringContaining('page=2'),
      'hydra:previous': expect.stringContaining('page=1'),
    });
    expect(page['hydra:view']).not.toHaveProperty('hydra:next');
    expect((await api(t, 'GET', 'product-reviews?itemsPerPage=0')).status).toBe(400);
    expect((await api(t, 'GET', 'product-reviews?order[createdAt]=sideways')).status).toBe(400);
  });

  it('shows an accepted review by id, and nothing else', async () => {
    const reply = await api(t, 'GET', `product-reviews/${ids.dato}`);
    expect(reply.status).toBe(200);
    expect(productReviewItemSchema.parse(reply.body)).toMatchObject({
      '@context': '/api/v2/contexts/ProductReview',
      '@id': `/api/v2/shop/product-reviews/${ids.dato}`,
      title: 'dato says',
      rating: 2,
    });
    for (const id of [ids.pending, 99_999_999, 'abc', '0', '1e3']) {
      const missing = await api(t, 'GET', `product-reviews/${id}`);
      expect(missing.status, String(id)).toBe(404);
      expect(missing.body['@type']).toBe('hydra:Error');
    }
  });

  it('the product shows only accepted reviews, and its rating counts only those', async () => {
    const product = await productOf(t, first);
    expect(product.reviews).toEqual(
      [ids.gia, ids.beka, ids.ana].map((id) => `/api/v2/shop/product-reviews/${id}`),
    );
    expect(product.reviewCount).toBe(3);
    expect(product.averageRating).toBe(4);
    // The listing carries the same.
    const listing = await api(
      t,
      'GET',
      `products?itemsPerPage=100&order[code]=asc&translations.name=${encodeURIComponent(product.name)}`,
    );
    const member = listing.body['hydra:member'].find((item: { code: string }) => item.code === first);
    expect(member).toMatchObject({ reviewCount: 3, averageRating: 4, reviews: product.reviews });
  });

  it("a disabled product's reviews are not shown", async () => {
    await t.database.db.execute(sql`update products set enabled = false where code = ${second}`);
    expect((await list(`?reviewSubject=${productIri(second)}`))['hydra:totalItems']).toBe(0);
    expect((await api(t, 'GET', `product-reviews/${ids.dato}`)).status).toBe(404);
  });
});
