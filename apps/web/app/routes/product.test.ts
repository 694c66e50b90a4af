// @vitest-environment node
import type { ProductItem, ProductReview } from '@sakhe/contract';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fixtureProduct } from '../lib/catalog/product-fixtures';
import { loadReviews } from '../lib/reviews/reviews.server';
import type { Route } from './+types/product';
import { loader, meta } from './product';

const PRODUCT = { ...fixtureProduct(), averageRating: 4.5, reviewCount: 2 } as unknown as ProductItem;

// The API as the page's loader reads it: one product (any other slug is the 404 findProduct throws) without
// attributes, an empty menu, and reviews as each test hands them out.
vi.mock('../lib/catalog/product.server', async () => {
  const { notFound } = await import('../lib/http/route-params');
  return {
    findProduct: async (_lookup: unknown, slug: string) =>
      slug === 'lip-gloss' ? { product: PRODUCT } : notFound(),
    loadAttributes: async () => [],
  };
});
vi.mock('../lib/catalog/menu.server', () => ({ loadMenu: async () => [] }));
vi.mock('../lib/reviews/reviews.server', () => ({ loadReviews: vi.fn(), addReview: vi.fn() }));

const load = (slug: string) =>
  loader({
    params: { lang: 'en', product_slug: slug },
    context: {} as AppLoadContext,
    request: new Request(`http://localhost/en/shop/product/${slug}`),
  } as unknown as Route.LoaderArgs);

/** What the loader answered, as the page gets it (`data()` wraps it with the cache headers). */
const pageOf = (answer: Awaited<ReturnType<typeof load>>) =>
  (answer as unknown as { data: { product: ProductItem; reviews: Promise<ProductReview[] | null> } }).data;

describe('the product page loader', () => {
  it('answers with the product while its reviews are still on the way, and hands them over unawaited', async () => {
    let arrive: (reviews: ProductReview[]) => void = () => undefined;
    vi.mocked(loadReviews).mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    // Awaiting the reviews would hold the loader (and the whole page) until they came: they never do here.
    const page = pageOf(await load('lip-gloss'));
    expect(page.product).toBe(PRODUCT);
    expect(page.reviews).toBeInstanceOf(Promise);
    expect(loadReviews).toHaveBeenCalledWith(expect.anything(), 'en', PRODUCT, expect.any(AbortSignal));
    arrive([]);
    await expect(page.reviews).resolves.toEqual([]);
  });

  it('keeps an unknown product a 404, before any review is asked for', async () => {
    vi.mocked(loadReviews).mockClear();
    const thrown: unknown = await load('no-such-product').catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
    expect(loadReviews).not.toHaveBeenCalled();
  });

  it('gives search engines the rating from the product, not from the streamed reviews', async () => {
    const pending = new Promise<ProductReview[] | null>(() => undefined);
    const descriptors = meta({
      location: { pathname: '/en/shop/product/lip-gloss', search: '', hash: '', state: null, key: '' },
      loaderData: { product: PRODUCT, reviews: pending, trail: [], alternates: [] },
      matches: [],
      params: { lang: 'en', product_slug: 'lip-gloss' },
      error: undefined,
    } as unknown as Route.MetaArgs);
    const structured = descriptors.flatMap((descriptor) =>
      'script:ld+json' in descriptor ? [descriptor['script:ld+json'] as Record<string, unknown>] : [],
    );
    const product = structured.find((data) => data['@type'] === 'Product');
    expect(product?.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.5',
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
  });
});
