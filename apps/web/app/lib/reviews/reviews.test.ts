import type { ProductReview } from '@sakhe/contract';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../i18n/i18n';
import {
  formatRating,
  readReviewForm,
  reviewAuthor,
  reviewDate,
  reviewFormErrors,
  reviewViolations,
  shownReviews,
} from './reviews';

const review = (id: number, overrides: Partial<ProductReview> = {}): ProductReview => ({
  '@id': `/api/v2/shop/product-reviews/${id}`,
  '@type': 'ProductReview',
  id,
  title: null,
  rating: 4,
  comment: null,
  author: '/api/v2/shop/customers/7',
  status: 'accepted',
  reviewSubject: '/api/v2/shop/products/P-00001',
  createdAt: '2024-05-02 21:30:00',
  updatedAt: '2024-05-02 21:30:00',
  authorFirstName: 'ნინო',
  ...overrides,
});

describe('reviews', () => {
  const en = getI18n('en').t;
  const ka = getI18n('ka').t;

  it('signs a review with the first name, or as a guest user in the page language', () => {
    expect(reviewAuthor(en, review(1))).toBe('ნინო');
    expect(reviewAuthor(en, review(1, { author: null, authorFirstName: null }))).toBe('guest user');
    expect(reviewAuthor(ka, review(1, { author: null, authorFirstName: null }))).toBe('სტუმარი მომხმარებელი');
    expect(reviewAuthor(en, review(1, { authorFirstName: '  ' }))).toBe('guest user');
  });

  it("dates a review by Tbilisi's calendar, in words of the page language", () => {
    // 21:30 UTC is already the next day in Tbilisi (UTC+4).
    expect(reviewDate(en, '2024-05-02 21:30:00')).toBe('May 3, 2024');
    expect(reviewDate(ka, '2024-12-31 10:00:00')).toBe('31 დეკემბერი, 2024');
    expect(reviewDate(en, 'not a date')).toBe('');
  });

  it('shows ratings with one decimal, a comma in Georgian', () => {
    expect(formatRating(4, 'en')).toBe('4.0');
    expect(formatRating(3.666, 'en')).toBe('3.7');
    expect(formatRating(4.25, 'ka')).toBe('4,3');
    expect(formatRating(0, 'ka')).toBe('0,0');
  });

  it('puts a review just added first, once', () => {
    const listed = [review(3), review(2)];
    expect(shownReviews(listed, null).map((r) => r.id)).toEqual([3, 2]);
    expect(shownReviews(listed, review(4)).map((r) => r.id)).toEqual([4, 3, 2]);
    // The page caught up and lists it already.
    expect(shownReviews([review(4), ...listed], review(4)).map((r) => r.id)).toEqual([4, 3, 2]);
  });

  it('checks the form before sending: a rating of 1 to 5, a title of 2 to 255 when given', () => {
    const form = (entries: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(entries)) data.set(name, value);
      return readReviewForm(data);
    };
    expect(reviewFormErrors(en, form({}))).toEqual({
      fields: { rating: 'Choose a rating: one to five stars.' },
      form: [],
    });
    expect(reviewFormErrors(en, form({ rating: '5', title: 'x' })).fields).toEqual({
      title: 'Field must be at least 2 characters long',
    });
    expect(reviewFormErrors(ka, form({ rating: '6' })).fields.rating).toBe(
      'აირჩიეთ შეფასება: ერთიდან ხუთ ვარსკვლავამდე.',
    );
    expect(reviewFormErrors(en, form({ rating: '3', title: '', comment: '' }))).toEqual({
      fields: {},
      form: [],
    });
  });

  it("puts the API's refusals next to the fields, the rest above the form", () => {
    expect(
      reviewViolations([
        { propertyPath: 'title', message: 'Field must be at least 2 characters long' },
        { propertyPath: 'product', message: 'You have not purchased this product' },
      ]),
    ).toEqual({
      fields: { title: 'Field must be at least 2 characters long' },
      form: ['You have not purchased this product'],
    });
  });
});
