import type { Page } from '@playwright/test';
import { addThroughForm, registerThroughApi, stockedVariants } from './cart-support';
import { expect, test } from './fixtures';
import { desktopOnly } from './screens';

// The storefront's security promises as a shopper's browser meets them (docs/security-storefront.md);
// the storefront fuzz suite (apps/api/src/storefront/security.fuzz.test.ts) walks the hostile lists.

const SAME_MARKUP = desktopOnly('the same server answers on every screen');
const EVIL = 'http://evil.localhost';

/** A page of another site whose plain form posts to this shop, as an attacker's page would. */
async function openAttackerPage(page: Page, baseURL: string, action: string, fields: Record<string, string>) {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join('');
  await page.route(`${EVIL}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Win a prize</title><form method="post" action="${baseURL}${action}">${inputs}<button>Claim</button></form>`,
    }),
  );
  await page.goto(`${EVIL}/prize`);
}

const cartCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'sakhe_cart')?.value;

test.describe('cross-site requests', SAME_MARKUP, () => {
  test('a page of another site cannot log a guest out and empty their cart', async ({ page, baseURL }) => {
    const [variant] = await stockedVariants(page.request, 1);
    await addThroughForm(page, { prefix: '/en' } as never, [variant!]);
    const cart = await cartCookie(page);
    expect(cart).toBeTruthy();

    await openAttackerPage(page, baseURL!, '/en/logout', {});
    const refused = page.waitForResponse((response) => response.url().endsWith('/en/logout'));
    await page.getByRole('button', { name: 'Claim' }).click();
    expect((await refused).status()).toBe(403);
    expect(await cartCookie(page)).toBe(cart);
    await page.goto('/en/cart');
    await expect(page.getByRole('main').getByRole('link', { name: /./ }).first()).toBeVisible();
    expect(await cartCookie(page)).toBe(cart);
  });

  test('a page of another site cannot add to the cart or wish a product', async ({ page, baseURL }) => {
    const [variant] = await stockedVariants(page.request, 1);
    for (const [action, fields] of [
      ['/en/cart', { intent: 'add', variant: variant!, quantity: '1', returnTo: '/en/cart' }],
      ['/en/wishlist/toggle', { productId: '1', returnTo: '/en' }],
    ] as const) {
      await openAttackerPage(page, baseURL!, action, fields);
      const refused = page.waitForResponse((response) => response.url().endsWith(action));
      await page.getByRole('button', { name: 'Claim' }).click();
      expect((await refused).status(), action).toBe(403);
      expect(await cartCookie(page), action).toBeUndefined();
    }
  });
});

test.describe('without JavaScript', SAME_MARKUP, () => {
  test.use({ javaScriptEnabled: false });

  test('the login form logs in and goes back to the page it came from', async ({ page, request }) => {
    const email = `nojs-${Date.now()}-${Math.floor(Math.random() * 1e6)}@sakhe.test`;
    await registerThroughApi(request, email, 'Secret-Pass-123');
    await page.goto(`/en/login?returnTo=${encodeURIComponent('/en/user/profile')}`);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Secret-Pass-123');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/en/user/profile');
    const names = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(names).toEqual(expect.arrayContaining(['sakhe_at', 'sakhe_rt']));
  });

  test('a login page never sends the shopper to another site', async ({ page, request }) => {
    const email = `nojs-${Date.now()}-${Math.floor(Math.random() * 1e6)}@sakhe.test`;
    await registerThroughApi(request, email, 'Secret-Pass-123');
    await page.goto(`/en/login?returnTo=${encodeURIComponent('/.//evil.localhost')}`);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Secret-Pass-123');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/en');
  });
});

test.describe('sessions', SAME_MARKUP, () => {
  test('a login ended on another device is a logged-out shopper here, not an error', async ({
    page,
    browser,
    request,
  }) => {
    const email = `ended-${Date.now()}-${Math.floor(Math.random() * 1e6)}@sakhe.test`;
    await registerThroughApi(request, email, 'Secret-Pass-123');
    await page.goto('/en/login');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Secret-Pass-123');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/en');
    const state = await page.context().storageState();

    // The same login, logged out on another device.
    const other = await browser.newContext({ storageState: state });
    const elsewhere = await other.request.post('/en/logout', { maxRedirects: 0 });
    expect(elsewhere.status()).toBe(302);
    await other.close();

    for (const path of ['/en/user/profile', '/en/user/orders', '/en/user/addresses']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBeLessThan(400);
      await expect(page, path).toHaveURL('/en/register');
    }
    const summary = await page.request.get('/en/user/summary');
    expect(await summary.json()).toEqual({ loggedIn: false });
    const names = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('sakhe_at');
    expect(names).not.toContain('sakhe_rt');
  });
});

test.describe('Content-Security-Policy', SAME_MARKUP, () => {
  test('every page carries the strict policy with a fresh nonce', async ({ page }) => {
    const nonces = new Set<string>();
    for (const path of ['/', '/en', '/en/cart', '/en/login', '/en/shop/brands-a-z']) {
      const response = await page.goto(path);
      const policy = response!.headers()['content-security-policy'] ?? '';
      expect(policy, path).toContain("object-src 'none'");
      expect(policy, path).toContain("base-uri 'self'");
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).not.toMatch(/script-src[^;]*unsafe/);
      nonces.add(/'nonce-([^']+)'/.exec(policy)?.[1] ?? '');
    }
    expect(nonces.size).toBe(5);
  });
});
