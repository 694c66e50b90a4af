import { sql } from 'drizzle-orm';
import { productReviewItemSchema } from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_LIMITS, api, customer, login, register, uniqueEmail } from '../auth/support';
import {
  type StockedVariant,
  expectViolations,
  placeOrder as placeGuestOrder,
  stockedVariants,
} from '../cart/support';
import { createTestApp, type TestApp } from '../support/app';
import { buyer, postReview, productIri, productOf, storedReviews } from './support';

let t: TestApp;
/** One variant of each of several products, each product used by one test. */
let variants: StockedVariant[];
beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
  const seen = new Set<string>();
  variants = (await stockedVariants(t, { minimum: 10 })).filter(
    (variant) => !seen.has(variant.productCode) && seen.add(variant.productCode),
  );
});
afterAll(() => t.close());

const take = (() => {
  let next = 0;
  return () => {
    const variant = variants[next++];
    if (!variant) throw new Error('not enough stocked products');
    return variant;
  };
})();

describe('writing a review', () => {
  it('a buyer reviews the product: 201, accepted at once, the product rated in the same step', async () => {
    const { code, productCode } = take();
    const me = await buyer(t, code);
    const published: Array<string | undefined> = [];
    const unsubscribe = t.app.changes.on('catalog', (detail) => published.push(detail));
    const reply = await postReview(
      t,
      {
        rating: 4,
        title: 'კარგი კრემი',
        comment: 'კანი რბილია.\nგირჩევთ!',
        product: productIri(productCode),
      },
      { token: me.token },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const review = productReviewItemSchema.parse(reply.body);
    expect(review).toEqual({
      '@context': '/api/v2/contexts/ProductReview',
      '@id': `/api/v2/shop/product-reviews/${review.id}`,
      '@type': 'ProductReview',
      id: review.id,
      title: 'კარგი კრემი',
      rating: 4,
      comment: 'კანი რბილია.\nგირჩევთ!',
      author: me.customer,
      status: 'accepted',
      reviewSubject: productIri(productCode),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      authorFirstName: 'ნინო',
    });
    // Sylius 1.12's key order, `status` after the author.
    expect(Object.keys(reply.body)).toEqual(Object.keys(review));

    // Accepted: readable and listed right away, and counted on the product.
    expect((await api(t, 'GET', `product-reviews/${review.id}`)).body).toEqual(reply.body);
    const product = await productOf(t, productCode);
    expect(product.reviews).toEqual([review['@id']]);
    expect(product.averageRating).toBe(4);
    expect(product.reviewCount).toBe(1);
    // Every node's catalog caches and kept pages hear of it: the product page shows the review at once.
    unsubscribe();
    expect(published).toEqual(['review']);
  });

  it('takes the product as a bare code, title and comment optional; empty texts are stored as none', async () => {
    const { code, productCode } = take();
    const me = await buyer(t, code);
    const reply = await postReview(t, { rating: 5, product: productCode }, { token: me.token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body).toMatchObject({ rating: 5, title: null, comment: null });

    const other = await buyer(t, code, 'eka');
    const blank = await postReview(
      t,
      { rating: '2', title: '   ', comment: '', product: `http://shop.example${productIri(productCode)}` },
      { token: other.token },
    );
    expect(blank.status, JSON.stringify(blank.body)).toBe(201);
    expect(blank.body).toMatchObject({ rating: 2, title: null, comment: null });

    // (5 + 2) / 2
    const product = await productOf(t, productCode);
    expect(product.averageRating).toBe(3.5);
    expect(product.reviewCount).toBe(2);
    // Newest first.
    expect(product.reviews).toEqual([blank.body['@id'], reply.body['@id']]);
  });

  it('keeps the text as plain text: markup as written, line breaks unified', async () => {
    const { code, productCode } = take();
    const me = await buyer(t, code);
    const reply = await postReview(
      t,
      {
        rating: 3,
        title: '<b>bold</b> & "quoted"',
        comment: '<script>alert(1)</script>\r\nline two',
        product: productCode,
      },
      { token: me.token },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body).toMatchObject({
      title: '<b>bold</b> & "quoted"',
      comment: '<script>alert(1)</script>\nline two',
    });
    expect(await storedReviews(t, productCode)).toEqual([
      expect.objectContaining({ comment: '<script>alert(1)</script>\nline two' }),
    ]);
  });

  // Issue 23: control characters were dropped from a review; every field now refuses them alike (422).
  it('refuses control characters with a violation on the field, storing nothing', async () => {
    const { code, productCode } = take();
    const me = await buyer(t, code);
    const body = { rating: 3, title: 'Fine', comment: 'line\u0000two\u0007', product: productCode };
    expect(expectViolations(await postReview(t, body, { token: me.token, locale: 'en_US' }))).toEqual([
      'comment: This value contains characters that are not allowed.',
    ]);
    expect(await storedReviews(t, productCode)).toEqual([]);
  });

  it('refuses a guest: "Log in to leave a review", in the request language', async () => {
    const { productCode } = take();
    const body = { rating: 5, title: 'Great', product: productCode };
    expect(expectViolations(await postReview(t, body, { locale: 'en_US' }))).toEqual([
      ': Log in to leave a review',
    ]);
    expect(expectViolations(await postReview(t, body))).toEqual([
      ': შეფასების დასატოვებლად გაიარეთ ავტორიზაცია',
    ]);
    // Before anything else is looked at.
    expect(expectViolations(await postReview(t, {}, { locale: 'en_US' }))).toEqual([
      ': Log in to leave a review',
    ]);
    // A broken token is a 401, as on every route.
    const broken = await api(t, 'POST', 'product-reviews', body, { token: 'not.a.jwt-token-value' });
    expect(broken.status).toBe(401);
    expect(await storedReviews(t, productCode)).toEqual([]);
  });

  it('refuses a customer who has not bought the product: nothing ordered, only in a cart, or cancelled', async () => {
    const { code, productCode } = take();
    const me = await customer(t);
    const body = { rating: 5, product: productCode };
    const notPurchased = ['product: You have not purchased this product'];
    expect(expectViolations(await postReview(t, body, { token: me.token, locale: 'en_US' }))).toEqual(
      notPurchased,
    );

    // The product in the customer's cart is not bought yet.
    const cart = await api(t, 'POST', 'orders', {}, { token: me.token });
    expect(cart.status).toBe(201);
    const added = await api(
      t,
      'POST',
      `orders/${cart.body.tokenValue}/items`,
      { productVariant: code, quantity: 1 },
      { token: me.token },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(expectViolations(await postReview(t, body, { token: me.token, locale: 'en_US' }))).toEqual(
      notPurchased,
    );

    // Another product bought does not count either.
    const other = variants.at(-1) as StockedVariant;
    const otherBuyer = await buyer(t, other.code);
    expect(expectViolations(await postReview(t, body, { token: otherBuyer.token }))).toEqual([
      'product: თქვენ ეს პროდუქტი არ შეგიძენიათ',
    ]);

    // A cancelled order bought nothing.
    const cancelled = await buyer(t, code, 'eka');
    await t.database.db.execute(
      sql`update orders set state = 'cancelled' where customer_id = ${cancelled.id} and state = 'new'`,
    );
    expect(expectViolations(await postReview(t, body, { token: cancelled.token, locale: 'en_US' }))).toEqual(
      notPurchased,
    );
    expect(await storedReviews(t, productCode)).toEqual([]);
  });

  it('takes one review per customer and product: "You have already reviewed this product"', async () => {
    const { code, productCode } = take();
    const me = await buyer(t, code);
    expect((await postReview(t, { rating: 5, product: productCode }, { token: me.token })).status).toBe(201);
    expect(
      expectViolations(
        await postReview(
          t,
          { rating: 1, product: productIri(productCode) },
          { token: me.token, locale: 'en_US' },
        ),
      ),
    ).toEqual(['product: You have already reviewed this product']);
    expect(
      expectViolations(await postReview(t, { rating: 1, product: productCode }, { token: me.token })),
    ).toEqual(['product: თქვენ ეს პროდუქტი უკვე შეაფასეთ']);
    const product = await productOf(t, productCode);
    expect([product.averageRating, product.reviewCount]).toEqual([5, 1]);
  });

  it('two reviews sent at once by one customer: exactly one is stored, the other is "already reviewed"', async () => {
    const { code, productCode } = take();
    const me = await buyer(t, code);
    const replies = await Promise.all(
      [5, 1].map((rating) =>
        postReview(t, { rating, product: productCode }, { token: me.token, locale: 'en_US' }),
      ),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 422]);
    const refused = replies.find((reply) => reply.status === 422);
    expect(expectViolations(refused as (typeof replies)[number])).toEqual([
      'product: You have already reviewed this product',
    ]);
    const stored = await storedReviews(t, productCode);
    expect(stored).toHaveLength(1);
    const product = await productOf(t, productCode);
    expect(product.reviewCount).toBe(1);
    expect(product.averageRating).toBe(stored[0]?.rating);
  });

  it('reviews of one product by several customers at once all count in the rating', async () => {
    const { code, productCode } = take();
    const buyers = [await buyer(t, code, 'a'), await buyer(t, code, 'b'), await buyer(t, code, 'c')];
    const replies = await Promise.all(
      buyers.map((me, index) =>
        postReview(t, { rating: index + 2, product: productCode }, { token: me.token }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201]);
    const product = await productOf(t, productCode);
    expect([product.reviewCount, product.averageRating]).toEqual([3, 3]);
  });

  it('checks the fields: rating 1 to 5 required, title 2..255 when given, comment at most 5000, a product', async () => {
    const { code, productCode } = take();
    const me = await buyer(t, code);
    const as = { token: me.token, locale: 'en_US' };
    const rating = 'rating: Review rating must be between 1 and 5.';
    for (const value of [0, 6, 3.5, -1, '', 'five', null, undefined]) {
      expect(
        expectViolations(await postReview(t, { rating: value, product: productCode }, as)),
        String(value),
      ).toEqual([rating]);
    }
    expect(
      expectViolations(
        await postReview(t, { rating: 9, title: 'x', comment: 'y'.repeat(5001), product: ' ' }, as),
      ),
    ).toEqual([
      rating,
      'title: Field must be at least 2 characters long',
      'comment: Field can be max. 5000 characters long',
      'product: This field is required',
    ]);
    expect(
      expectViolations(await postReview(t, { rating: 4, title: 't'.repeat(256), product: productCode }, as)),
    ).toEqual(['title: Field can be max. 255 characters long']);
    expect(
      expectViolations(await postReview(t, { rating: 7, product: productCode }, { token: me.token })),
    ).toEqual(['rating: შეფასება უნდა იყოს 1-დან 5-მდე.']);
    // The bounds themselves are fine.
    const longest = await postReview(
      t,
      { rating: 1, title: 't'.repeat(255), comment: 'c'.repeat(5000), product: productCode },
      as,
    );
    expect(longest.status, JSON.stringify(longest.body)).toBe(201);
    expect(await storedReviews(t, productCode)).toHaveLength(1);
  });

  it('answers 404 for a product that does not exist or is disabled', async () => {
    const { code, productCode } = take();
    const me = await buyer(t, code);
    expect((await postReview(t, { rating: 5, product: 'NO-SUCH-PRODUCT' }, { token: me.token })).status).toBe(
      404,
    );
    expect(
      (await postReview(t, { rating: 5, product: productIri('NO-SUCH-PRODUCT') }, { token: me.token }))
        .status,
    ).toBe(404);
    await t.database.db.execute(sql`update products set enabled = false where code = ${productCode}`);
    const disabled = await postReview(t, { rating: 5, product: productCode }, { token: me.token });
    expect(disabled.status).toBe(404);
    expect(disabled.body['@type']).toBe('hydra:Error');
  });

  it('an order placed as a guest counts once its e-mail has an account', async () => {
    const { code, productCode } = take();
    const email = uniqueEmail('guest');
    await placeGuestOrder(t, { variant: code, email });
    const tokens = await login(t, await register(t, email));
    expect((await postReview(t, { rating: 4, product: productCode }, { token: tokens.token })).status).toBe(
      201,
    );
  });
});
