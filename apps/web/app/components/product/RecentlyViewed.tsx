import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import type { CardProduct } from '../../lib/catalog/product-card';
import { readRecentlyViewed, RECENT_PRODUCTS_PATH, rememberViewed } from '../../lib/catalog/recently-viewed';
import { useT } from '../../lib/i18n/i18n';
import { useLocalizePath } from '../../lib/i18n/use-locale';
import { ProductCarousel } from '../home/ProductCarousel';

/**
 * "Recently viewed" on the product page and the cart (issue 26, item 9): the products this browser
 * looked at last, newest first, as a carousel of cards. `current` (the product on show) is remembered
 * and left out. Drawn after the page runs: the history is the browser's, and the page's HTML the same for
 * everyone.
 */
export function RecentlyViewed({ current }: { current?: string }) {
  const t = useT();
  const localize = useLocalizePath();
  const fetcher = useFetcher<CardProduct[]>();
  const { load } = fetcher;

  useEffect(() => {
    const codes = readRecentlyViewed(window.localStorage).filter((code) => code !== current);
    if (current) rememberViewed(window.localStorage, current);
    if (codes.length === 0) return;
    const query = new URLSearchParams(codes.map((code) => ['code', code]));
    void load(`${localize(RECENT_PRODUCTS_PATH)}?${query}`);
  }, [current, load, localize]);

  const products = Array.isArray(fetcher.data) ? fetcher.data : [];
  if (products.length === 0) return null;
  return (
    <div data-testid="recently-viewed">
      <ProductCarousel
        carousel={{
          code: 'recently-viewed',
          title: t('recentlyViewed.title'),
          subtitle: '',
          link: null,
          products,
        }}
      />
    </div>
  );
}
