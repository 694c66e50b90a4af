import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import type { RelatedCarousel } from '../../lib/catalog/related.server';
import { useT } from '../../lib/i18n/i18n';
import { useLocalizePath } from '../../lib/i18n/use-locale';
import { ProductCarousel } from '../home/ProductCarousel';

/** Where the carousels come from (routes/products-related.ts). */
const RELATED_PATH = '/products/related';

/**
 * Related products as carousels: on the product page ("similar", "goes well with", else the same
 * category and brand), in the cart suggestions for its products. Drawn after the page runs, like
 * "recently viewed": the page's own HTML stays what it was, and a cart is personal.
 */
export function RelatedProducts({ codes, forCart = false }: { codes: string[]; forCart?: boolean }) {
  const t = useT();
  const localize = useLocalizePath();
  const fetcher = useFetcher<RelatedCarousel[]>();
  const { load } = fetcher;
  const key = codes.join(',');

  useEffect(() => {
    if (key === '') return;
    const query = new URLSearchParams(key.split(',').map((code) => ['code', code]));
    if (forCart) query.set('for', 'cart');
    void load(`${localize(RELATED_PATH)}?${query}`);
  }, [key, forCart, load, localize]);

  const carousels = Array.isArray(fetcher.data) ? fetcher.data : [];
  return (
    <>
      {carousels.map((carousel) => (
        <div key={carousel.code} data-testid={`related-${carousel.code}`}>
          <ProductCarousel
            carousel={{
              code: `related-${carousel.code}`,
              title: carousel.title ?? t('catalogDepth.youMayLike'),
              subtitle: '',
              link: null,
              products: carousel.products,
            }}
          />
        </div>
      ))}
    </>
  );
}
