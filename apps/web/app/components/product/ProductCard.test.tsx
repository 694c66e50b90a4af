import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getI18n } from '../../lib/i18n/i18n';
import type { Locale } from '../../lib/i18n/locale';
import { toCardProduct } from '../../lib/catalog/product-card.server';
import { fixtureProduct, fixtureVariant } from '../../lib/catalog/product-fixtures';
import { ProductCard } from './ProductCard';

afterEach(cleanup);

function renderCard(product = fixtureProduct(), locale: Locale = 'en') {
  return render(
    <I18nextProvider i18n={getI18n(locale)}>
      <MemoryRouter>
        <ProductCard product={toCardProduct(product, locale)} locale={locale} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const saleLabel = {
  '@id': '/api/v2/shop/catalog-promotions/sale-25',
  '@type': 'CatalogPromotion' as const,
  code: 'sale-25',
  label: '<p><strong>-25%</strong></p>',
  translations: {},
};
const newLabel = { ...saleLabel, code: 'new', label: '<p><strong onclick="x()">New</strong></p>' };

describe('ProductCard', () => {
  it('links to the product by its slug in the page language', () => {
    renderCard(fixtureProduct(), 'en');
    expect(screen.getByRole('link', { name: 'Lip Gloss' }).getAttribute('href')).toBe(
      '/en/shop/product/lip-gloss',
    );
    cleanup();
    renderCard(fixtureProduct(), 'ka');
    const href = screen.getByRole('link').getAttribute('href');
    expect(decodeURIComponent(href ?? '')).toBe('/shop/product/ტუჩის-პრიალა');
  });

  it('shows the first untyped image as a lazy 300×300 thumbnail, never the banner', () => {
    const { container } = renderCard();
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/media/cache/sylius_shop_product_thumbnail/72/0d/gloss.png');
    expect(img?.getAttribute('width')).toBe('300');
    expect(img?.getAttribute('height')).toBe('300');
    expect(img?.getAttribute('loading')).toBe('lazy');
  });

  it('shows a placeholder when the product has no image', () => {
    const { container } = renderCard(fixtureProduct({ images: [] }));
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('No image yet')).toBeTruthy();
  });

  it('shows the brand, the default price and no discount when there is none', () => {
    renderCard();
    expect(screen.getByText('Maison Velour')).toBeTruthy();
    expect(screen.getByText('₾46.90')).toBeTruthy();
    expect(screen.queryByText(/% off/)).toBeNull();
    expect(screen.queryByText('Out of stock')).toBeNull();
  });

  it('strikes the original price through and shows the rounded discount', () => {
    const variant = fixtureVariant('P-1-01', { price: 1940, originalPrice: 2590 });
    const { container } = renderCard(
      fixtureProduct({ productVariants: [variant], defaultVariant: variant['@id'] }),
    );
    expect(container.querySelector('s')?.textContent).toBe('₾25.90');
    expect(screen.getByText('₾19.40')).toBeTruthy();
    expect(screen.getByText('25% off')).toBeTruthy(); // (2590 − 1940) / 2590 = 25.1%
  });

  it('uses the default variant, not simply the first', () => {
    const first = fixtureVariant('P-1-01', { price: 1000, originalPrice: 1000 });
    const second = fixtureVariant('P-1-02', { price: 2000, originalPrice: 2000 });
    renderCard(fixtureProduct({ productVariants: [first, second], defaultVariant: second['@id'] }));
    expect(screen.getByText('₾20.00')).toBeTruthy();
  });

  it('greys out a product that is out of stock and says so', () => {
    const variant = fixtureVariant('P-1-01', { inStock: false });
    const { container } = renderCard(fixtureProduct({ productVariants: [variant] }));
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(container.querySelector('img')?.className).toContain('grayscale');
  });

  it('shows labels as sanitized pills, without one repeating the discount badge', () => {
    const variant = fixtureVariant('P-1-01', { price: 1940, originalPrice: 2590 });
    const { container } = renderCard(
      fixtureProduct({ productVariants: [variant], labels: [saleLabel, newLabel] }),
    );
    const pills = [...container.querySelectorAll('li')];
    expect(pills.map((pill) => pill.innerHTML)).toEqual(['<strong>New</strong>']);
  });

  it('says "Out of stock" in Georgian on the Georgian site', () => {
    renderCard(fixtureProduct({ productVariants: [fixtureVariant('P-1-01', { inStock: false })] }), 'ka');
    expect(screen.getByText('ამოიწურა')).toBeTruthy();
  });
});
