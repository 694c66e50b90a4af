import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from './a11y';
import { ADMIN_LANGUAGES, journeyStaff, openFromNav, signIn, type StaffCredentials } from './admin-support';
import { expect, test } from './fixtures';

const ADMIN_API = '/api/v2/admin';
const SHOP_API = '/api/v2/shop';

/** The back office's words these journeys read (apps/admin/app/locales, `promotions`). */
const WORDS = {
  ka: {
    promotions: 'აქციები',
    newCatalog: 'ახალი კატალოგის აქცია',
    code: 'კოდი',
    percent: 'ფასდაკლება (%)',
    taxons: 'კატეგორიები ან ბრენდები (კოდები)',
    labelKa: 'იარლიყი ქართულად',
    labelEn: 'იარლიყი ინგლისურად',
    create: 'შექმნა',
    saved: 'აქცია შეინახა',
  },
  en: {
    promotions: 'Promotions',
    newCatalog: 'New catalog promotion',
    code: 'Code',
    percent: 'Discount (%)',
    taxons: 'Categories or brands (codes)',
    labelKa: 'Label in Georgian',
    labelEn: 'Label in English',
    create: 'Create',
    saved: 'Promotion saved',
  },
} as const;

/** Brands other journeys read prices of (search, cart promotions): this one leaves them alone. */
const TAKEN_BRANDS = ['celestine', 'botanica-vera'];

async function managerToken(request: APIRequestContext, manager: StaffCredentials): Promise<string> {
  const response = await request.post(`${ADMIN_API}/authentication-token`, { data: manager });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A brand no other journey relies on for prices: the last of the brands, by code, with products. */
async function quietBrand(request: APIRequestContext, skip: number): Promise<string> {
  const brands = await request.get(`${SHOP_API}/taxons/brendebi`);
  expect(brands.status()).toBe(200);
  const codes = ((await brands.json()) as { children: string[] }).children
    .map((iri) => decodeURIComponent(iri.split('/').pop() ?? ''))
    .filter((code) => !TAKEN_BRANDS.includes(code))
    .sort()
    .reverse();
  const withProducts: string[] = [];
  for (const code of codes) {
    const listing = await request.get(`${SHOP_API}/products?productTaxons.taxon.code=${code}&itemsPerPage=1`);
    if (((await listing.json()) as { 'hydra:totalItems': number })['hydra:totalItems'] > 0)
      withProducts.push(code);
    if (withProducts.length > skip) break;
  }
  return withProducts[skip]!;
}

for (const [index, language] of ADMIN_LANGUAGES.entries()) {
  const { lang } = language;
  const w = WORDS[lang];
  const shopPrefix = lang === 'ka' ? '' : '/en';

  test(`a manager puts 10% off a brand and the listing shows the discount and the label (${lang}) @desktop-only`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const staff = await journeyStaff(page.request);
    const token = await managerToken(page.request, staff.manager);
    // Each language its own brand: the two journeys may run at once.
    const brand = await quietBrand(page.request, index);
    const tag = `${lang}${Date.now().toString(36)}`;
    const code = `e2e-brand-week-${tag}`;
    const label = { ka: `ბრენდის კვირა ${tag}`, en: `Brand week ${tag}` };
    const shopper = await (await browser.newContext({ baseURL })).newPage();
    try {
      await signIn(page, language, staff.manager);
      await openFromNav(page, language, w.promotions);
      const form = page.getByRole('form', { name: w.newCatalog });
      await form.getByLabel(w.code, { exact: true }).fill(code);
      await form.getByLabel(w.percent).fill('10');
      await form.getByLabel(w.taxons).fill(brand);
      await form.getByLabel(w.labelKa).fill(label.ka);
      await form.getByLabel(w.labelEn).fill(label.en);
      await form.getByRole('button', { name: w.create }).click();
      await expect(page.getByRole('status').filter({ hasText: w.saved })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(`(${code})`)).toBeVisible();
      await expectAccessible(page);

      // The brand's listing shows the label and the 10% off at once.
      await shopper.goto(`${shopPrefix}/shop/${brand}`);
      await expect(shopper.getByText(label[lang]).first()).toBeVisible();
      await expect(shopper.getByText(/[−-]10\s?%/).first()).toBeVisible();
    } finally {
      await page.request.delete(`${ADMIN_API}/catalog-promotions/${code}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      await shopper.close();
    }
  });
}
