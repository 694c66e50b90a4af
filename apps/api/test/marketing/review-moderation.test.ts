import { adminReviewCollectionSchema, reviewSettingsSchema } from '@sakhe/contract/admin';
import { productReviewItemSchema } from '@sakhe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_LIMITS, api } from '../auth/support';
import { stockedVariants, type StockedVariant } from '../cart/support';
import { buyer, postReview, productIri, productOf } from '../reviews/support';
import { createTestApp, type TestApp } from '../support/app';
import { adminApi, staffSession } from '../staff/support';

let t: TestApp;
let manager: string;
let variants: StockedVariant[];

beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
  manager = (await staffSession(t, 'manager')).token;
  const seen = new Set<string>();
  variants = (await stockedVariants(t, { minimum: 10 })).filter(
    (variant) => !seen.has(variant.productCode) && seen.add(variant.productCode),
  );
});
afterAll(() => t.close());

const as = () => ({ token: manager, headers: { 'accept-language': 'en_US' } });
const setModeration = (moderation: string) => adminApi(t, 'PUT', 'review-settings', { moderation }, as());

describe('review moderation', () => {
  it('holds new reviews when set to: the queue lists it, accepting shows it with the reply, rejecting hides it', async () => {
    const set = await setModeration('hold');
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(reviewSettingsSchema.parse(set.body).moderation).toBe('hold');
    try {
      const { code, productCode } = variants[0]!;
      const before = await productOf(t, productCode);
      const me = await buyer(t, code);
      const posted = await postReview(
        t,
        { rating: 2, title: 'საშუალო', comment: 'მოლოდინს ვერ გაამართლა', product: productIri(productCode) },
        { token: me.token },
      );
      expect(posted.status, JSON.stringify(posted.body)).toBe(201);
      const review = productReviewItemSchema.parse(posted.body);
      expect(review.status).toBe('new');

      // Not shown, not counted.
      expect((await api(t, 'GET', `product-reviews/${review.id}`)).status).toBe(404);
      expect((await productOf(t, productCode)).reviewCount).toBe(before.reviewCount);

      const queue = adminReviewCollectionSchema.parse(
        (await adminApi(t, 'GET', 'product-reviews?status=new', undefined, as())).body,
      );
      expect(queue['hydra:member'][0]).toMatchObject({
        id: review.id,
        status: 'new',
        rating: 2,
        reply: null,
        author: { email: me.email },
        product: { code: productCode },
      });

      const replied = await adminApi(
        t,
        'PUT',
        `product-reviews/${review.id}/reply`,
        { reply: 'მადლობა, დაგიკავშირდებით.' },
        as(),
      );
      expect(replied.status, JSON.stringify(replied.body)).toBe(200);
      const heard: Array<string | undefined> = [];
      const unsubscribe = t.app.changes.on('catalog', (detail) => heard.push(detail));
      const accepted = await adminApi(t, 'PATCH', `product-reviews/${review.id}/accept`, {}, as());
      unsubscribe();
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
      expect(accepted.body).toMatchObject({ status: 'accepted', reply: 'მადლობა, დაგიკავშირდებით.' });
      expect(heard).toEqual(['review']);

      const shown = await api(t, 'GET', `product-reviews/${review.id}`);
      expect(shown.status).toBe(200);
      expect(shown.body.reply).toBe('მადლობა, დაგიკავშირდებით.');
      expect(shown.body.status).toBe('accepted');
      const rated = await productOf(t, productCode);
      expect(rated.reviewCount).toBe(before.reviewCount + 1);
      expect(rated.reviews).toContain(review['@id']);

      const rejected = await adminApi(t, 'PATCH', `product-reviews/${review.id}/reject`, {}, as());
      expect(rejected.body.status).toBe('rejected');
      expect((await api(t, 'GET', `product-reviews/${review.id}`)).status).toBe(404);
      const after = await productOf(t, productCode);
      expect(after.reviewCount).toBe(before.reviewCount);
      expect(after.averageRating).toBe(before.averageRating);
    } finally {
      await setModeration('publish');
    }
  });

  it('publishes at once by default, refuses an unknown setting, and 404s an unknown review', async () => {
    const read = await adminApi(t, 'GET', 'review-settings', undefined, as());
    expect(read.body.moderation).toBe('publish');
    const { code, productCode } = variants[1]!;
    const me = await buyer(t, code);
    const posted = await postReview(t, { rating: 5, product: productIri(productCode) }, { token: me.token });
    expect(posted.status).toBe(201);
    expect(posted.body.status).toBe('accepted');
    expect((await setModeration('sometimes')).status).toBe(422);
    expect((await adminApi(t, 'PATCH', 'product-reviews/2147483647/accept', {}, as())).status).toBe(404);
    expect((await adminApi(t, 'PATCH', 'product-reviews/nope/reject', {}, as())).status).toBe(404);
  });
});
