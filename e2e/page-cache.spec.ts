import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { acceptCookies, addThroughForm, openHydrated, stockedVariants, SHOP_LANGUAGES } from './cart-support';
import { desktopOnly } from './screens';

const english = SHOP_LANGUAGES.find((language) => language.lang === 'en')!;
const PASSWORD = 'ვარდი-rose-2024';

interface CachedShopper {
  page: Page;
  firstName: string;
  email: string;
}

/** A customer with a name of their own, logged in through the login page in a browser of their own. */
async function loggedInShopper(browser: Browser, firstName: string): Promise<CachedShopper> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await acceptCookies(page);
  const email = `e2e-page-cache-${firstName.toLowerCase()}-${Date.now()}@example.com`;
  await register(page.request, firstName, email);
  await page.goto('/en/login');
  const main = page.getByRole('main');
  await main.getByLabel('E-mail', { exact: true }).fill(email);
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return { page, firstName, email };
}

async function register(request: APIRequestContext, firstName: string, email: string) {
  const registered = await request.post('/api/v2/shop/customers', {
    data: {
      firstName,
      lastName: 'Cachetesti',
      email,
      phoneNumber: '555 12 34 56',
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      agreeToConditions: true,
      gender: 'female',
    },
  });
  expect(registered.status(), await registered.text()).toBe(204);
}

/** The product page of a variant's product, in English (its slug asked of the Shop API). */
async function productPath(request: APIRequestContext, variant: string): Promise<string> {
  const response = await request.get(`/api/v2/shop/product-variants/${variant}`, {
    headers: { 'accept-language': 'en_US' },
  });
  expect(response.status()).toBe(200);
  const { product } = (await response.json()) as { product: string };
  const found = await request.get(product, { headers: { 'accept-language': 'en_US' } });
  const { slug } = (await found.json()) as { slug: string };
  return `/en/shop/product/${slug}`;
}

test.describe('page cache', desktopOnly('the HTML is the same on every screen'), () => {
  test('two logged-in shoppers get the same cached HTML, with neither one’s cart, name nor hearts in it, and each sees their own after load', async ({
    browser,
    page: guest,
  }) => {
    test.setTimeout(120_000);
    const nino = await loggedInShopper(browser, 'Ninocache');
    const giorgi = await loggedInShopper(browser, 'Giorgicache');
    const [first, second] = await stockedVariants(nino.page.request, 2);
    // Nino's cart holds two products and her heart is on the first; Giorgi's cart holds one.
    await addThroughForm(nino.page, english, [first!, second!]);
    await addThroughForm(giorgi.page, english, [second!]);
    const product = await productPath(guest.request, first!);
    await openHydrated(nino.page, product);
    const heart = nino.page
      .getByRole('main')
      .getByRole('button', { name: /^Save to wishlist/ })
      .first();
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).not.toHaveAttribute('aria-busy', 'true');

    for (const path of ['/en', '/en/shop', '/en/shop?price=asc&utm_source=mail', product]) {
      const asNino = await nino.page.request.get(path);
      const asGiorgi = await giorgi.page.request.get(path);
      const asGuest = await guest.request.get(path);
      for (const response of [asNino, asGiorgi, asGuest]) {
        expect(response.status(), path).toBe(200);
        expect(['hit', 'miss', 'stale'], path).toContain(response.headers()['x-page-cache']);
        expect(response.headers()['set-cookie'], path).toBeUndefined();
        expect(response.headers()['cache-control'], path).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
        expect(response.headers()['vary'], path).toBe('Accept-Encoding');
      }
      // One render for everyone: the same page, byte for byte, and the same ETag.
      const html = await asNino.text();
      expect(await asGiorgi.text(), path).toBe(html);
      expect(await asGuest.text(), path).toBe(html);
      expect(asGiorgi.headers()['etag'], path).toBe(asNino.headers()['etag']);
      for (const shopper of [nino, giorgi]) {
        expect(html, path).not.toContain(shopper.firstName);
        expect(html, path).not.toContain(shopper.email);
      }
      expect(html, path).not.toMatch(/data-cart-count="[1-9]/);
      // No heart filled in (a gallery's pressed thumbnail is not a heart).
      expect(html, path).toContain('data-wished="false"');
      expect(html, path).not.toContain('data-wished="true"');
      // A browser that has the page is told so.
      const again = await guest.request.get(path, {
        headers: { 'if-none-match': asNino.headers()['etag']! },
      });
      expect(again.status(), path).toBe(304);
    }

    // After load each sees their own name, cart and hearts, asked of the small JSON routes.
    await openHydrated(giorgi.page, product);
    await openHydrated(nino.page, product);
    await expect(nino.page.locator('[data-user-greeting]')).toContainText(nino.firstName);
    await expect(giorgi.page.locator('[data-user-greeting]')).toContainText(giorgi.firstName);
    await expect(nino.page.getByRole('banner').locator('[data-cart-count]')).toHaveAttribute(
      'data-cart-count',
      '2',
    );
    await expect(giorgi.page.getByRole('banner').locator('[data-cart-count]')).toHaveAttribute(
      'data-cart-count',
      '1',
    );
    const heartOf = (shopper: CachedShopper) =>
      shopper.page
        .getByRole('main')
        .getByRole('button', { name: /^Save to wishlist/ })
        .first();
    await expect(heartOf(nino)).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
    await expect(heartOf(giorgi)).toHaveAttribute('aria-pressed', 'false');

    // Personal pages are never taken from the cache.
    const cart = await nino.page.request.get('/en/cart');
    expect(cart.headers()['x-page-cache']).toBeUndefined();
    expect(cart.headers()['cache-control']).toMatch(/private|no-store/);
    await nino.page.context().close();
    await giorgi.page.context().close();
  });
});

test.describe('canonical listing URLs', desktopOnly('the server’s answer, the same on every screen'), () => {
  test.use({ javaScriptEnabled: false });

  test('a filter form sent without JavaScript lands on the URL the scripted form writes', async ({
    page,
  }) => {
    for (const { prefix } of SHOP_LANGUAGES) {
      const answer = await page.request.get(`${prefix}/shop/makeup?categories=&from=&to=&utm_source=mail`, {
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(301);
      expect(answer.headers()['location']).toBe(`${prefix}/shop/makeup?utm_source=mail`);

      // The listing's own filter form, sent as a browser without JavaScript sends it.
      await page.goto(`${prefix}/shop/makeup`);
      await page
        .getByRole('main')
        .locator('form:has(input[name="from"])')
        .first()
        .evaluate((form) => (form as HTMLFormElement).submit());
      await expect(page).toHaveURL(`${prefix}/shop/makeup`);
    }
  });
});
