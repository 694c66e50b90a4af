import type { APIRequestContext, Page } from '@playwright/test';
import { journeyStaff, signInThroughApi } from './admin-support';
import { acceptCookies, headerCart, openHydrated } from './cart-support';
import { expect, test } from './fixtures';
import { writtenMails } from './mail-support';
import { desktopOnly, phoneOnly } from './screens';

/**
 * Issue 26, items 3, 5, 6 and 20: the product page's first screen and sticky buy bar on a phone, the
 * quantity menu and the spec's stock message, "notify me when it is back" (one e-mail when the stock
 * returns), and an add to cart without JavaScript that says so and shows the count; no page scrolls
 * sideways at 320 px. Each journey makes its own product through the Admin API (nothing of the demo
 * catalog changes) and switches it off at the end.
 */

const LANGUAGES = [
  {
    lang: 'ka',
    prefix: '',
    backend: 'ka_GE',
    words: {
      add: 'კალათაში დამატება',
      added: 'დაემატა კალათაში',
      keepShopping: 'გაგრძელება',
      quantity: 'რაოდენობა',
      notInStock: 'პროდუქტის ეს რაოდენობა მარაგში არ არის',
      notifyTitle: 'შემატყობინეთ, როცა დაბრუნდება',
      notifyEmail: 'ელ-ფოსტა',
      notifySubmit: 'შემატყობინეთ',
      notifyDone: 'გმადლობთ!',
      backSubject: 'ისევ მარაგშია',
      addedNotice: (name: string) => `${name} კალათაში დაემატა`,
      addedCount: (count: number) => `კალათაში ახლა ${count} ნივთია.`,
      viewCart: 'კალათის ნახვა',
      forgetButton: 'ჩემი ელ-ფოსტის წაშლა',
      forgotten: 'მზადაა: თქვენი ელ-ფოსტა წაიშალა და ამ პროდუქტზე აღარ მოგწერთ.',
    },
  },
  {
    lang: 'en',
    prefix: '/en',
    backend: 'en_US',
    words: {
      add: 'Add to cart',
      added: 'Added to cart',
      keepShopping: 'Continue',
      quantity: 'Quantity',
      notInStock: 'This quantity of the product is not in stock',
      notifyTitle: 'Notify me when it is back',
      notifyEmail: 'E-mail',
      notifySubmit: 'Notify me',
      notifyDone: 'Thank you!',
      backSubject: 'is back in stock',
      addedNotice: (name: string) => `${name} was added to your cart`,
      addedCount: (count: number) => `Your cart now holds ${count} ${count === 1 ? 'item' : 'items'}.`,
      viewCart: 'View cart',
      forgetButton: 'Forget my e-mail',
      forgotten: 'Done: your e-mail address is forgotten, and we will not write to you about this product.',
    },
  },
] as const;

const ADMIN_API = '/api/v2/admin';

/** A manager's Admin API token (the journeys' staff, e2e/admin-support.ts). */
async function managerToken(request: APIRequestContext): Promise<string> {
  return signInThroughApi(request, (await journeyStaff(request)).manager);
}

interface OwnProduct {
  code: string;
  variant: string;
  names: { ka_GE: string; en_US: string };
  slugs: { ka_GE: string; en_US: string };
  token: string;
}

/** A product of this journey's own, enabled, with one variant of `onHand` pieces. */
async function ownProduct(request: APIRequestContext, tag: string, onHand: number): Promise<OwnProduct> {
  const token = await managerToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const code = `E2E-POLISH-${tag}-${Date.now().toString(36)}`.toUpperCase();
  const names = { ka_GE: `ვარდის კრემი ${code}`, en_US: `Rose cream ${code}` };
  const product = await request.post(`${ADMIN_API}/products`, {
    headers,
    data: {
      code,
      enabled: true,
      translations: { ka_GE: { name: names.ka_GE }, en_US: { name: names.en_US } },
    },
  });
  expect(product.status(), await product.text()).toBe(201);
  const variant = `${code}-50`;
  const created = await request.post(`${ADMIN_API}/product-variants`, {
    headers,
    data: { code: variant, product: code, price: 2590, onHand },
  });
  expect(created.status(), await created.text()).toBe(201);
  const shop = await request.get(`/api/v2/shop/products/${code}`);
  expect(shop.status(), await shop.text()).toBe(200);
  const { translations } = (await shop.json()) as {
    translations: Record<'ka_GE' | 'en_US', { slug: string }>;
  };
  return {
    code,
    variant,
    names,
    slugs: { ka_GE: translations.ka_GE.slug, en_US: translations.en_US.slug },
    token,
  };
}

async function adjustStock(request: APIRequestContext, product: OwnProduct, delta: number) {
  const response = await request.post(
    `${ADMIN_API}/product-variants/${encodeURIComponent(product.variant)}/stock-adjustments`,
    { headers: { Authorization: `Bearer ${product.token}` }, data: { delta, reason: 'e2e: back in stock' } },
  );
  expect(response.status(), await response.text()).toBe(201);
}

async function switchOff(request: APIRequestContext, product: OwnProduct) {
  await request.patch(`${ADMIN_API}/products/${encodeURIComponent(product.code)}`, {
    headers: { Authorization: `Bearer ${product.token}`, 'Content-Type': 'application/merge-patch+json' },
    data: { enabled: false },
  });
}

const productPath = (prefix: string, product: OwnProduct, backend: 'ka_GE' | 'en_US') =>
  `${prefix}/shop/product/${encodeURIComponent(product.slugs[backend])}`;

/** Whether the element is entirely inside the window. */
async function onFirstScreen(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  });
}

async function scrollsSideways(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

test.describe('shopper polish 2: the product page, notify me, adding without JavaScript (issue 26)', () => {
  // Each makes its product through the Admin API; the e-mails wait for the stock-alert sweep.
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ page }) => acceptCookies(page));

  for (const { lang, prefix, backend, words } of LANGUAGES) {
    test(
      `${lang}: at 390×844 the price and a buy button are on the first screen, the sticky bar follows the scroll`,
      phoneOnly('the sticky buy bar is the phone layout of the product page'),
      async ({ page, request }) => {
        const product = await ownProduct(request, `BAR${lang}`, 20);
        try {
          await page.setViewportSize({ width: 390, height: 844 });
          await openHydrated(page, productPath(prefix, product, backend));
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.names[backend]);
          expect(await onFirstScreen(page, 'main [data-price]')).toBe(true);
          const bar = page.getByTestId('sticky-buy-bar');
          const form = page.locator('#product-buy');
          // The page's own button, or the bar's while that one is below the fold.
          const formShown = await onFirstScreen(page, '#product-buy button[type=submit]');
          if (!formShown) {
            await expect(bar).toHaveAttribute('data-shown', 'true');
            expect(await onFirstScreen(page, '[data-testid=sticky-buy-bar] button')).toBe(true);
          }
          await form.scrollIntoViewIfNeeded();
          await expect(bar).toHaveAttribute('data-shown', 'false');
          // Scrolled past the button: the bar comes, with the price, and adds to the cart.
          await page.mouse.wheel(0, 1200);
          await expect(bar).toHaveAttribute('data-shown', 'true');
          await expect(bar).toContainText(product.names[backend]);
          await bar.getByRole('button', { name: words.add }).click();
          await expect(page.getByRole('dialog', { name: words.added })).toContainText(product.names[backend]);
          await expect(headerCart(page).locator('[data-cart-count]')).toHaveAttribute('data-cart-count', '1');
          expect(await scrollsSideways(page)).toBe(false);
        } finally {
          await switchOff(request, product);
        }
      },
    );

    test(`${lang}: a quantity beside add to cart; more than the stock gets the spec's message`, async ({
      page,
      request,
    }) => {
      const product = await ownProduct(request, `QTY${lang}`, 4);
      try {
        await openHydrated(page, productPath(prefix, product, backend));
        const form = page.locator('#product-buy');
        await form.getByLabel(words.quantity).selectOption('3');
        await form.getByRole('button', { name: words.add }).click();
        const popup = page.getByRole('dialog', { name: words.added });
        await expect(popup).toContainText(product.names[backend]);
        await expect(headerCart(page).locator('[data-cart-count]')).toHaveAttribute('data-cart-count', '3');
        // Back to the page (on a phone the popup covers the button).
        await popup.getByRole('button', { name: words.keepShopping }).click();
        await expect(popup).toBeHidden();
        // 3 in the cart and 4 in stock: 2 more is one too many.
        await form.getByLabel(words.quantity).selectOption('2');
        await form.getByRole('button', { name: words.add }).click();
        await expect(form.getByRole('status')).toHaveText(words.notInStock);
        await expect(headerCart(page).locator('[data-cart-count]')).toHaveAttribute('data-cart-count', '3');
      } finally {
        await switchOff(request, product);
      }
    });

    test(`${lang}: out of stock, "notify me" sends one e-mail when the stock returns`, async ({
      page,
      request,
    }) => {
      const product = await ownProduct(request, `BACK${lang}`, 0);
      const email = `polish-back-${lang}-${Date.now().toString(36)}@sakhe.test`;
      const dataDir = process.env.E2E_DATA_DIR ?? '';
      const mailsToShopper = async () => (await writtenMails(dataDir)).filter((mail) => mail.to === email);
      try {
        await openHydrated(page, productPath(prefix, product, backend));
        const form = page.getByTestId('stock-alert-form');
        await expect(form.getByRole('heading', { name: words.notifyTitle })).toBeVisible();
        await form.getByLabel(words.notifyEmail).fill(email);
        await form.getByRole('button', { name: words.notifySubmit }).click();
        await expect(page.getByTestId('stock-alert-done')).toContainText(words.notifyDone);
        await expect(page.getByTestId('stock-alert-done')).toContainText(email);
        // Asking twice changes nothing.
        await page.reload();
        await page.getByTestId('stock-alert-form').getByLabel(words.notifyEmail).fill(email);
        await page.getByTestId('stock-alert-form').getByRole('button', { name: words.notifySubmit }).click();
        await expect(page.getByTestId('stock-alert-done')).toBeVisible();

        expect(await mailsToShopper()).toHaveLength(0);
        await adjustStock(request, product, 5);
        await expect.poll(async () => (await mailsToShopper()).length, { timeout: 90_000 }).toBe(1);
        const [mail] = await mailsToShopper();
        expect(mail!.subject).toContain(words.backSubject);
        expect(mail!.subject).toContain(product.names[backend]);
        const link = `${prefix}/shop/product/${encodeURIComponent(product.slugs[backend])}?variant=${encodeURIComponent(product.variant)}`;
        expect(mail!.text).toContain(link);

        // Once: more stock, and another sweep a minute later, send nothing more.
        await adjustStock(request, product, 1);
        await page.waitForTimeout(5_000);
        expect(await mailsToShopper()).toHaveLength(1);

        // The product link of the e-mail shows the product in stock.
        await page.goto(link);
        await expect(page.locator('#product-buy').getByRole('button', { name: words.add })).toBeEnabled();
      } finally {
        await switchOff(request, product);
      }
    });

    test(
      `${lang}: without JavaScript an add comes back to the page with a notice and the cart's count`,
      desktopOnly('a plain form without JavaScript; the page is the same on a phone'),
      async ({ browser, request, baseURL }) => {
        const product = await ownProduct(request, `NOJS${lang}`, 10);
        const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
        try {
          const page = await context.newPage();
          const path = productPath(prefix, product, backend);
          await page.goto(path);
          const form = page.locator('#product-buy');
          await form.getByLabel(words.quantity).selectOption('2');
          await form.getByRole('button', { name: words.add }).click();
          await expect(page).toHaveURL(new RegExp(`added=${product.variant}`));
          const notice = page.getByTestId('added-notice');
          await expect(notice).toContainText(words.addedNotice(product.names[backend]));
          await expect(notice).toContainText(words.addedCount(2));
          await expect(headerCart(page).locator('[data-cart-count]')).toHaveAttribute('data-cart-count', '2');
          // The page was rendered for this shopper only, and the shared copy has no notice.
          const marked = await context.request.get(`${path}?added=${product.variant}`);
          expect(marked.headers()['cache-control']).toContain('no-store');
          expect(marked.headers()['x-page-cache']).toBeUndefined();
          const shared = await request.get(path);
          expect(await shared.text()).not.toContain('data-testid="added-notice"');
          await notice.getByRole('link', { name: words.viewCart }).click();
          await expect(page.getByRole('main')).toContainText(product.names[backend]);
        } finally {
          await context.close();
          await switchOff(request, product);
        }
      },
    );

    test(`${lang}: no page scrolls sideways at 320 px`, async ({ page, request }) => {
      const product = await ownProduct(request, `W${lang}`, 3);
      try {
        await page.setViewportSize({ width: 320, height: 640 });
        for (const path of ['', '/shop', productPath('', product, backend), '/cart', '/search?q=cream']) {
          await page.goto(`${prefix}${path}` || '/');
          expect(await scrollsSideways(page), `${prefix}${path}`).toBe(false);
        }
      } finally {
        await switchOff(request, product);
      }
    });
  }

  test("the e-mail's link forgets the shopper's e-mail address, in either language", async ({
    page,
    request,
  }) => {
    const product = await ownProduct(request, 'FORGET', 0);
    const dataDir = process.env.E2E_DATA_DIR ?? '';
    try {
      for (const { prefix, backend, words } of LANGUAGES) {
        const email = `polish-forget-${backend}-${Date.now().toString(36)}@sakhe.test`.toLowerCase();
        const asked = await request.post('/api/v2/shop/stock-alerts', {
          data: { productVariant: product.variant, email, localeCode: backend },
        });
        expect(asked.status()).toBe(202);
        await adjustStock(request, product, 1);
        await expect
          .poll(async () => (await writtenMails(dataDir)).filter((mail) => mail.to === email).length, {
            timeout: 90_000,
          })
          .toBe(1);
        const [mail] = (await writtenMails(dataDir)).filter((candidate) => candidate.to === email);
        const forget = new RegExp(`${prefix}/stock-alerts/[\\w-]+`).exec(mail!.text)?.[0];
        expect(forget, mail!.text).toBeTruthy();
        await page.goto(forget!);
        await page.getByRole('button', { name: words.forgetButton }).click();
        await expect(page.getByRole('main').getByRole('status')).toHaveText(words.forgotten);
        await page.goto(forget!);
        await expect(page.getByRole('button', { name: words.forgetButton })).toHaveCount(0);
        await adjustStock(request, product, -1);
      }
    } finally {
      await switchOff(request, product);
    }
  });
});
