import { expect, test } from '@playwright/test';

test('the home page renders in Georgian with the menu from the API', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
  await expect(page.locator('a[href^="/shop/"]').first()).toBeAttached();
});

test('the English home page lives under /en', async ({ page }) => {
  const response = await page.goto('/en');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('a[href^="/en/shop/"]').first()).toBeAttached();
});

test('an unknown page answers 404 with the not-found message', async ({ page }) => {
  const response = await page.goto('/en/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
});
