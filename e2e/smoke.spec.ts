import { expect, test } from './fixtures';
import { desktopOnly } from './screens';

// The home pages at phone size are home-page's journeys.
const SMOKE = desktopOnly('a first look at the server’s pages; the phone layout is home-page’s');

test('the home page renders in Georgian with the menu from the API', SMOKE, async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
  await expect(page.locator('a[href^="/shop/"]').first()).toBeAttached();
});

test('the English home page lives under /en', SMOKE, async ({ page }) => {
  const response = await page.goto('/en');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('a[href^="/en/shop/"]').first()).toBeAttached();
});

test('an unknown page answers 404 with the not-found message', SMOKE, async ({ page }) => {
  const response = await page.goto('/en/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
});
