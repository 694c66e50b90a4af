import type { ProductReview } from '@sakhe/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../lib/i18n/i18n';
import type { Locale } from '../../lib/i18n/locale';
import type { ReviewResult } from '../../lib/reviews/reviews';
import { ProductReviews } from './ProductReviews';

afterEach(cleanup);

const WAIT = { timeout: 10_000 };

const PRODUCT = { code: 'P-00001', name: 'Lip Gloss', averageRating: 4.5, reviewCount: 2 };

const review = (id: number, overrides: Partial<ProductReview> = {}): ProductReview => ({
  '@id': `/api/v2/shop/product-reviews/${id}`,
  '@type': 'ProductReview',
  id,
  title: 'Lovely',
  rating: 5,
  comment: null,
  author: '/api/v2/shop/customers/7',
  status: 'accepted',
  reviewSubject: '/api/v2/shop/products/P-00001',
  createdAt: '2024-05-02 10:00:00',
  updatedAt: '2024-05-02 10:00:00',
  authorFirstName: 'Nino',
  ...overrides,
});

/** Renders the section; reviews given as a list have already arrived (the loader streams a promise). */
function renderReviews(
  reviews: ProductReview[] | Promise<ProductReview[] | null>,
  {
    locale = 'en',
    product = PRODUCT,
    action = async (): Promise<ReviewResult> => ({ product: PRODUCT.code, ok: false, reason: 'failed' }),
  }: {
    locale?: Locale;
    product?: typeof PRODUCT;
    action?: (form: FormData) => Promise<ReviewResult>;
  } = {},
) {
  const streamed = Array.isArray(reviews) ? Promise.resolve(reviews) : reviews;
  const Stub = createRoutesStub([
    {
      path: '/en/shop/product/:slug',
      Component: () => <ProductReviews product={product} reviews={streamed} locale={locale} />,
      action: async ({ request }) => action(await request.formData()),
    },
  ]);
  return render(
    <I18nextProvider i18n={getI18n(locale)}>
      <Stub initialEntries={['/en/shop/product/lip-gloss?variant=A']} />
    </I18nextProvider>,
  );
}

const openDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Write a review' }, WAIT));
  return screen.findByRole('dialog', { name: 'Write a review' }, WAIT);
};

// The dialog's round trips through the router take a while on a busy machine.
describe('ProductReviews', { timeout: 30_000 }, () => {
  it('shows each review as text: stars and rating, title, comment, date and author or guest user', async () => {
    renderReviews([
      review(2, { comment: '<img src=x onerror="alert(1)">\nsecond line', rating: 4 }),
      review(1, { author: null, authorFirstName: null, title: null }),
    ]);
    const slides = await screen.findAllByRole('group', undefined, WAIT);
    expect(slides).toHaveLength(2);
    const first = within(slides[0] as HTMLElement);
    expect(first.getByText('Rated 4.0 out of 5')).toBeTruthy();
    expect(first.getByRole('heading', { name: 'Lovely' })).toBeTruthy();
    // Markup a customer typed is text, never HTML.
    expect(first.getByText(/<img src=x onerror="alert\(1\)">/)).toBeTruthy();
    expect((slides[0] as HTMLElement).querySelector('img')).toBeNull();
    expect(first.getByText('Nino')).toBeTruthy();
    expect(first.getByText('May 2, 2024')).toBeTruthy();
    expect(within(slides[1] as HTMLElement).getByText('guest user')).toBeTruthy();
    // The product's rating with one decimal, and the count.
    expect(screen.getByText('4.5')).toBeTruthy();
    expect(screen.getByText('2 reviews')).toBeTruthy();
  });

  it('holds the slider’s place while the reviews stream in, with the rating and the form already there', async () => {
    let arrive: (reviews: ProductReview[]) => void = () => undefined;
    const { container } = renderReviews(new Promise((resolve) => (arrive = resolve)));
    expect(await screen.findByRole('button', { name: 'Write a review' }, WAIT)).toBeTruthy();
    expect(screen.getByText('2 reviews')).toBeTruthy();
    // As many cards as the product has reviews (two), never the "no reviews" line.
    expect(container.querySelectorAll('[data-reviews-loading] > div')).toHaveLength(2);
    expect(screen.queryByText('Product has no reviews')).toBeNull();

    arrive([review(2), review(1)]);
    expect(await screen.findAllByRole('group', undefined, WAIT)).toHaveLength(2);
    expect(container.querySelector('[data-reviews-loading]')).toBeNull();
  });

  it('leaves the slider out when the reviews could not be loaded, or never came', async () => {
    // Null from the API; a rejection when the response's stream timed out before they came.
    const failures = [() => Promise.resolve(null), () => Promise.reject(new Error('stream timed out'))];
    for (const failed of failures) {
      const { container, unmount } = renderReviews(failed());
      expect(await screen.findByRole('button', { name: 'Write a review' }, WAIT)).toBeTruthy();
      await waitFor(() => expect(container.querySelector('[data-reviews-loading]')).toBeNull(), WAIT);
      expect(screen.queryByRole('group')).toBeNull();
      expect(screen.queryByText('Product has no reviews')).toBeNull();
      expect(screen.getByText('2 reviews')).toBeTruthy();
      unmount();
    }
  });

  it('says when the product has no reviews', async () => {
    renderReviews([], { product: { ...PRODUCT, averageRating: 0, reviewCount: 0 } });
    expect(await screen.findByText('Product has no reviews', undefined, WAIT)).toBeTruthy();
    expect(screen.getByText('0 reviews')).toBeTruthy();
  });

  it('offers five stars as a radio group and checks the rating before sending', async () => {
    const action = vi.fn(async (): Promise<ReviewResult> => ({
      product: PRODUCT.code,
      ok: false,
      reason: 'failed',
    }));
    renderReviews([review(1)], { action });
    const dialog = within(await openDialog());
    const group = dialog.getByRole('group', { name: 'Rating' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(dialog.getByRole('radio', { name: '1 star' })).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Submit review' }));
    expect(await dialog.findByText('Choose a rating: one to five stars.', undefined, WAIT)).toBeTruthy();
    expect(action).not.toHaveBeenCalled();

    fireEvent.click(dialog.getByRole('radio', { name: '3 stars' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Submit review' }));
    expect(
      await dialog.findByText('Something went wrong while adding your review', undefined, WAIT),
    ).toBeTruthy();
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('shows the API refusals in the form', async () => {
    renderReviews([review(1)], {
      action: async (form) => ({
        product: PRODUCT.code,
        ok: false,
        reason: 'invalid',
        violations: [
          { propertyPath: 'product', message: 'You have already reviewed this product' },
          { propertyPath: 'title', message: 'Field must be at least 2 characters long' },
        ],
        values: { rating: String(form.get('rating')), title: 'ab', comment: '' },
      }),
    });
    const dialog = within(await openDialog());
    fireEvent.click(dialog.getByRole('radio', { name: '5 stars' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Submit review' }));
    expect(await dialog.findByText('You have already reviewed this product', undefined, WAIT)).toBeTruthy();
    expect(dialog.getByText('Field must be at least 2 characters long')).toBeTruthy();
  });

  it('adds the review to the slider, updates the rating and says so', async () => {
    const added = review(9, {
      title: 'Brand new',
      rating: 3,
      author: '/api/v2/shop/customers/9',
      authorFirstName: 'Eka',
    });
    renderReviews([review(1)], {
      product: { ...PRODUCT, averageRating: 5, reviewCount: 1 },
      action: async () => ({
        product: PRODUCT.code,
        ok: true,
        review: added,
        averageRating: 4,
        reviewCount: 2,
      }),
    });
    const dialog = within(await openDialog());
    fireEvent.click(dialog.getByRole('radio', { name: '3 stars' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('status', undefined, WAIT)).toHaveProperty(
      'textContent',
      'Your review has been added!',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    const slides = screen.getAllByRole('group');
    expect(within(slides[0] as HTMLElement).getByText('Brand new')).toBeTruthy();
    expect(screen.getByText('4.0')).toBeTruthy();
    expect(screen.getByText('2 reviews')).toBeTruthy();
  });

  it('tells a guest to log in, with a login link that comes back to the product', async () => {
    renderReviews([], {
      product: { ...PRODUCT, averageRating: 0, reviewCount: 0 },
      action: async () => ({ product: PRODUCT.code, ok: false, reason: 'login' }),
    });
    const dialog = within(await openDialog());
    fireEvent.click(dialog.getByRole('radio', { name: '4 stars' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Submit review' }));
    expect(await dialog.findByText('You must be logged in to leave a review', undefined, WAIT)).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/en/login?returnTo=${encodeURIComponent('/en/shop/product/lip-gloss?variant=A')}`,
    );
  });
});
