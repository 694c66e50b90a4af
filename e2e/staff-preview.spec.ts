import type { APIRequestContext } from '@playwright/test';
import {
  ADMIN_LANGUAGES,
  journeyStaff,
  signIn,
  signInThroughApi,
  totp,
  type StaffCredentials,
} from './admin-support';
import { expect, test } from './fixtures';

/**
 * The under-construction overlay and the staff preview past it (issue 21): switched on in the settings,
 * shoppers see the overlay; a member signed into /admin sees the shop with a thin bar saying so.
 *
 * The overlay is shop-wide: while it is on, every storefront journey running beside this one would meet
 * it. So this file runs alone in the `exclusive` project (playwright.config.ts), after the desktop and
 * phone projects have finished, and switches the setting back off whatever happens.
 */

const ADMIN_API = '/api/v2/admin';

const WORDS = {
  ka: { prefix: '', backend: 'ka_GE', overlay: 'ჩვენი მაღაზია ჯერ მზადდება', bar: 'პერსონალის ხედი' },
  en: { prefix: '/en', backend: 'en_US', overlay: 'Our shop is being built', bar: 'Staff preview' },
} as const;

/** A product of this journey's own, not enabled yet (as staff preview one before shoppers see it). */
async function disabledProduct(request: APIRequestContext, manager: StaffCredentials) {
  const headers = { Authorization: `Bearer ${await signInThroughApi(request, manager)}` };
  const code =
    `E2E-PREVIEW-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  const names = { ka_GE: `ნუშის ზეთი ${code}`, en_US: `Almond oil ${code}` };
  const product = await request.post(`${ADMIN_API}/products`, {
    headers,
    data: {
      code,
      enabled: false,
      translations: { ka_GE: { name: names.ka_GE }, en_US: { name: names.en_US } },
    },
  });
  expect(product.status(), await product.text()).toBe(201);
  const variant = await request.post(`${ADMIN_API}/product-variants`, {
    headers,
    data: { code: `${code}-30`, product: code, price: 1990, onHand: 5 },
  });
  expect(variant.status(), await variant.text()).toBe(201);
  const { translations } = (await product.json()) as {
    translations: Record<'ka_GE' | 'en_US', { slug: string }>;
  };
  return { names, slugs: { ka_GE: translations.ka_GE.slug, en_US: translations.en_US.slug } };
}

/** An owner's token with two-factor on (settings are owners' and owners must enroll before writing). */
async function ownerToken(request: APIRequestContext, owner: StaffCredentials): Promise<string> {
  const signIn = async (code?: string) => {
    const response = await request.post(`${ADMIN_API}/authentication-token`, {
      data: { ...owner, ...(code ? { code } : {}) },
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { token: string }).token;
  };
  const first = await signIn();
  const headers = { Authorization: `Bearer ${first}` };
  const enrollment = await request.post(`${ADMIN_API}/two-factor/enrollment`, { headers });
  expect(enrollment.status(), await enrollment.text()).toBe(200);
  const { secret } = (await enrollment.json()) as { secret: string };
  const confirmed = await request.post(`${ADMIN_API}/two-factor/confirmation`, {
    headers,
    data: { code: await totp(secret) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return signIn(await totp(secret, 1));
}

async function setUnderConstruction(request: APIRequestContext, token: string, on: boolean) {
  const response = await request.put(`${ADMIN_API}/settings`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { underConstruction: on },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe.configure({ mode: 'serial' });

let token: string;

test.beforeAll(async ({ request }) => {
  const staff = await journeyStaff(request);
  token = await ownerToken(request, staff.owners.settings!);
  await setUnderConstruction(request, token, true);
});

// Whatever happened, the shop is open again for whatever runs next.
test.afterAll(async ({ request }) => {
  if (token) await setUnderConstruction(request, token, false);
});

for (const language of ADMIN_LANGUAGES) {
  const { lang } = language;
  const words = WORDS[lang];

  test(`a shopper sees the overlay; a member signed into the back office sees the shop with a thin bar (${lang})`, async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const staff = await journeyStaff(request);

    const shopper = await browser.newContext({ baseURL });
    const shopperPage = await shopper.newPage();
    await shopperPage.goto(`${words.prefix}/`);
    await expect(shopperPage.getByRole('dialog', { name: words.overlay })).toBeVisible();
    await expect(shopperPage.locator('[data-staff-preview]')).toHaveCount(0);
    await shopper.close();

    await signIn(page, language, staff.manager);
    await expect(page.getByRole('heading', { level: 1, name: language.words.dashboard })).toBeVisible();
    await page.goto(`${words.prefix}/`);
    await expect(page.locator('[data-staff-preview]')).toContainText(words.bar);
    await expect(page.getByRole('dialog', { name: words.overlay })).toHaveCount(0);
    await expect(page.getByRole('navigation').first()).toBeVisible();
  });
}

for (const language of ADMIN_LANGUAGES) {
  const { lang } = language;
  const words = WORDS[lang];

  test(`a member previews a product before it is enabled; a shopper gets its 404 (${lang})`, async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const staff = await journeyStaff(request);
    const product = await disabledProduct(request, staff.manager);
    const path = `${words.prefix}/shop/product/${encodeURIComponent(product.slugs[words.backend])}`;

    const shopper = await browser.newContext({ baseURL });
    const shopperPage = await shopper.newPage();
    expect((await shopperPage.goto(path))?.status()).toBe(404);
    await shopper.close();

    // The back office's sign-in gives the member the preview cookie: products-by-slug sends the page on
    // to products/{code}, and both answer them the disabled product.
    await signIn(page, language, staff.manager);
    await expect(page.getByRole('heading', { level: 1, name: language.words.dashboard })).toBeVisible();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.names[words.backend]);
    await expect(page.locator('[data-staff-preview]')).toContainText(words.bar);
  });
}
