import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from './a11y';
import { ADMIN_LANGUAGES, journeyStaff, openFromNav, signIn, signInThroughApi } from './admin-support';
import { acceptCookies, addThroughForm, registerThroughApi, SHOP_LANGUAGES } from './cart-support';
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
    newCart: 'ახალი კალათის აქცია',
    general: 'ძირითადი',
    codeTaken: 'აქცია კოდით SAKHE10 უკვე არსებობს.',
    inGeorgian: 'ქართულად',
    inEnglish: 'ინგლისურად',
    label: 'იარლიყი',
    couponOnly: 'მხოლოდ კუპონით',
    conditions: 'პირობები',
    addCondition: 'პირობის დამატება',
    condition: 'პირობა',
    minimum: 'თანხა (₾)',
    discounts: 'ფასდაკლებები',
    percentage: 'პროცენტი (%)',
    amount: 'თანხა (₾)',
    createCart: 'აქციის შექმნა',
    created: 'აქცია შეიქმნა',
    fillIn: 'შეავსეთ ეს ველი.',
    edit: (code: string) => `აქციის ${code} რედაქტირება`,
    referralIntro: 'ეს აქცია მეგობრის მოწვევის პროგრამას ეკუთვნის',
    save: 'შენახვა',
    savedCart: 'შენახულია',
    deletePromotion: 'აქციის წაშლა',
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
    newCart: 'New cart promotion',
    general: 'General',
    codeTaken: 'A promotion with the code SAKHE10 already exists.',
    inGeorgian: 'In Georgian',
    inEnglish: 'In English',
    label: 'Label',
    couponOnly: 'Coupon only',
    conditions: 'Conditions',
    addCondition: 'Add a condition',
    condition: 'Condition',
    minimum: 'Amount (₾)',
    discounts: 'Discounts',
    percentage: 'Percentage (%)',
    amount: 'Amount (₾)',
    createCart: 'Create promotion',
    created: 'Promotion created',
    fillIn: 'Fill this in.',
    edit: (code: string) => `Edit promotion ${code}`,
    referralIntro: 'This promotion belongs to the invite-a-friend programme',
    save: 'Save',
    savedCart: 'Saved',
    deletePromotion: 'Delete promotion',
  },
} as const;

/** Brands other journeys read prices of (search, cart promotions): this one leaves them alone. */
const TAKEN_BRANDS = ['celestine', 'botanica-vera'];

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
    const token = await signInThroughApi(page.request, staff.manager);
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

/** In-stock variants of the demo catalog whose prices come to at least `minimum` tetri, from the Shop API. */
async function variantsWorth(request: APIRequestContext, minimum: number): Promise<string[]> {
  // The demo brand promotion takes its own 15% off Botanica Vera: the cart's discount is then this one's alone.
  const excluded = await request.get(
    `${SHOP_API}/products?productTaxons.taxon.code=botanica-vera&itemsPerPage=100`,
  );
  const skip = new Set(
    ((await excluded.json()) as { 'hydra:member': Array<{ code: string }> })['hydra:member'].map(
      (p) => p.code,
    ),
  );
  const listing = await request.get(`${SHOP_API}/products?itemsPerPage=60`);
  expect(listing.status()).toBe(200);
  const variants = (
    (await listing.json()) as {
      'hydra:member': Array<{
        code: string;
        defaultVariant: string | null;
        productVariants: Array<{ '@id': string; code: string; inStock: boolean; price: number }>;
      }>;
    }
  )['hydra:member']
    .filter((product) => !skip.has(product.code))
    .map((product) => product.productVariants.find((variant) => variant['@id'] === product.defaultVariant))
    .filter((variant) => variant?.inStock && !/^e2e/i.test(variant.code))
    // Random order: journeys that buy take care not to sell one product out; a cart holds no stock, but
    // spreading the picks keeps to the suite's habit.
    .sort(() => Math.random() - 0.5);
  const chosen: string[] = [];
  let total = 0;
  for (const variant of variants) {
    if (total >= minimum) break;
    chosen.push(variant!.code);
    total += variant!.price;
  }
  expect(total, 'in-stock products worth the minimum').toBeGreaterThanOrEqual(minimum);
  return chosen;
}

const PASSWORD = 'ვარდი-rose-2024';

/** Tetri shown as money in either language (`50,50 ₾`, `₾50.50`, `-5,05 ₾`): its digits. */
const tetriShown = (text: string) => Number(text.replace(/[^\d]/g, ''));

for (const language of ADMIN_LANGUAGES) {
  const { lang } = language;
  const w = WORDS[lang];
  const shop = SHOP_LANGUAGES.find((candidate) => candidate.lang === lang)!;

  test(`a manager makes "10% off orders of at least 50 GEL" and a shopper's cart shows it (${lang}) @desktop-only`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const staff = await journeyStaff(page.request);
    const token = await signInThroughApi(page.request, staff.manager);
    const tag = `${lang}${Date.now().toString(36)}`;
    const code = `e2e-ten-over-50-${tag}`;
    const coupon = `E2E-TEN-${tag}`.toUpperCase();
    const label = { ka: `-10% 50 ₾-დან ${tag}`, en: `10% off from 50 GEL ${tag}` };
    const context = await browser.newContext({ baseURL });
    const shopper = await context.newPage();
    try {
      await signIn(page, language, staff.manager);
      await openFromNav(page, language, w.promotions);
      await page.getByRole('link', { name: w.newCart }).click();
      // The list has a code field of its own (catalog promotions): the form is typed into once it shows.
      await expect(page.getByRole('heading', { level: 1, name: w.newCart })).toBeVisible();
      // The demo shop's own code first: only the API knows it is taken.
      const codeField = page.getByLabel(w.code, { exact: true });
      await codeField.fill('SAKHE10');
      await page.getByRole('group', { name: w.inGeorgian }).getByLabel(w.label).fill(label.ka);
      await page.getByRole('group', { name: w.inEnglish }).getByLabel(w.label).fill(label.en);
      // Coupon only: a promotion for every cart would change the totals other journeys check while it lasts.
      await page.getByLabel(w.couponOnly).check();
      const conditions = page.getByRole('region', { name: w.conditions });
      await conditions.getByRole('button', { name: w.addCondition }).click();
      // The first kind offered is the items total; nothing typed yet is refused beside the field.
      await page.getByRole('button', { name: w.createCart }).click();
      await expect(conditions.getByText(w.fillIn)).toBeVisible();
      await conditions.getByLabel(w.minimum).fill('50');
      await page.getByRole('region', { name: w.discounts }).getByLabel(w.percentage).fill('10');
      await page.getByRole('button', { name: w.createCart }).click();
      // The API's 422 beside the field it names, in the app's language, and the field focused.
      await expect(page.getByRole('region', { name: w.general }).getByText(w.codeTaken)).toBeVisible({
        timeout: 20_000,
      });
      await expect(codeField).toBeFocused();
      await codeField.fill(code);
      await page.getByRole('button', { name: w.createCart }).click();
      await expect(page.getByRole('status').filter({ hasText: w.created })).toBeVisible({ timeout: 20_000 });
      await expect(page).toHaveURL(new RegExp(`/admin/promotions/${code}$`));
      await expectAccessible(page);

      const stored = await page.request.get(`${ADMIN_API}/promotions/${code}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(await stored.json()).toMatchObject({
        couponBased: true,
        rules: [{ type: 'item_total', configuration: { amount: 5000 } }],
        actions: [{ type: 'order_percentage_discount', configuration: { percentage: 10 } }],
      });
      // Its coupon (the generator makes them in bulk; one typed code is the shopper's here).
      const made = await page.request.post(`${ADMIN_API}/promotion-coupons`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { promotion: code, code: coupon },
      });
      expect(made.status(), await made.text()).toBe(201);

      // A shopper's cart of 50 GEL or more: the code takes 10% off its items.
      await acceptCookies(shopper);
      await addThroughForm(shopper, shop, await variantsWorth(shopper.request, 5000));
      await shopper.goto(`${shop.prefix}/cart`);
      await shopper.getByLabel(shop.words.promoLabel).fill(coupon);
      await shopper.getByRole('button', { name: shop.words.apply }).click();
      const discount = shopper.locator('[data-total="discounts"]');
      await expect(discount).toBeVisible();
      const items = tetriShown(await shopper.locator('[data-total="items"]').innerText());
      expect(items).toBeGreaterThanOrEqual(5000);
      expect(Math.abs(tetriShown(await discount.innerText()) - Math.round(items / 10))).toBeLessThanOrEqual(
        1,
      );
      await expect(shopper.getByText(`(${coupon})`)).toBeVisible();
    } finally {
      await context.close();
      await page.request.delete(`${ADMIN_API}/promotions/${code}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
    }
  });
}

// Both languages change the same promotion: one after the other, each putting it back.
test.describe('the invite-a-friend reward', () => {
  test.describe.configure({ mode: 'serial' });
  for (const [index, language] of ADMIN_LANGUAGES.entries()) {
    const { lang } = language;
    const w = WORDS[lang];

    test(`a manager changes the invite-a-friend reward and the programme offers the new amount (${lang}) @desktop-only`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const staff = await journeyStaff(page.request);
      const token = await signInThroughApi(page.request, staff.manager);
      const auth = { Authorization: `Bearer ${token}` };
      const before = (await (
        await page.request.get(`${ADMIN_API}/promotions/referral_reward`, { headers: auth })
      ).json()) as Record<string, unknown>;
      const lari = index === 0 ? '15' : '12.50';
      const tetri = index === 0 ? 1500 : 1250;
      try {
        await signIn(page, language, staff.manager);
        await openFromNav(page, language, w.promotions);
        await page.getByRole('link', { name: w.edit('referral_reward') }).click();
        await expect(page.getByRole('status').filter({ hasText: w.referralIntro })).toBeVisible();
        // The programme's own: its kinds stay and it cannot be deleted, only changed.
        await expect(page.getByRole('button', { name: w.deletePromotion })).toHaveCount(0);
        await expect(page.getByLabel(w.couponOnly)).toHaveCount(0);
        const amount = page.getByRole('region', { name: w.discounts }).getByLabel(w.amount);
        await expect(amount).toHaveValue('10.00');
        await amount.fill(lari);
        await page
          .getByRole('group', { name: w.inGeorgian })
          .getByLabel(w.label)
          .fill(`-${lari} ₾ მეგობრის მოწვევისთვის`);
        await page
          .getByRole('group', { name: w.inEnglish })
          .getByLabel(w.label)
          .fill(`${lari} GEL off for inviting a friend`);
        await page.getByRole('button', { name: w.save, exact: true }).click();
        await expect(page.getByRole('status').filter({ hasText: w.savedCart })).toBeVisible({
          timeout: 20_000,
        });
        await expectAccessible(page);

        const after = await page.request.get(`${ADMIN_API}/promotions/referral_reward`, { headers: auth });
        expect(await after.json()).toMatchObject({
          system: true,
          couponBased: true,
          rules: [{ type: 'item_total', configuration: { amount: 5000 } }],
          actions: [{ type: 'order_fixed_discount', configuration: { amount: tetri } }],
        });
        // The list says it in words; opened again, the form shows what was kept.
        await page.goto('/admin/promotions');
        const row = page.locator('[data-promotion="referral_reward"]');
        const shown = Number(lari).toFixed(2);
        await expect(row).toContainText(lang === 'ka' ? shown.replace('.', ',') : `₾${shown}`);
        await row.getByRole('link', { name: w.edit('referral_reward') }).click();
        await expect(page.getByRole('region', { name: w.discounts }).getByLabel(w.amount)).toHaveValue(shown);

        // What the programme now offers a customer on their invite-a-friend page.
        const email = `e2e-referrer-${lang}-${Date.now().toString(36)}@sakhe.test`;
        await registerThroughApi(page.request, email, PASSWORD);
        const login = await page.request.post(`${SHOP_API}/authentication-token`, {
          data: { email, password: PASSWORD },
        });
        const customer = (await login.json()) as { token: string; customer: string };
        await expect
          .poll(async () => {
            const programme = await page.request.get(`${customer.customer}/referral`, {
              headers: { Authorization: `Bearer ${customer.token}`, 'Accept-Language': 'en_US' },
            });
            const { reward } = (await programme.json()) as {
              reward: { label: string; benefits: Array<{ amount: number | null }> } | null;
            };
            return reward && { label: reward.label, amount: reward.benefits[0]?.amount };
          })
          .toEqual({ label: `${lari} GEL off for inviting a friend`, amount: tetri });
      } finally {
        const {
          '@context': _c,
          '@id': _i,
          '@type': _t,
          id: _id,
          code: _code,
          used: _u,
          couponCount: _n,
          system: _s,
          ...body
        } = before;
        const restored = await page.request.put(`${ADMIN_API}/promotions/referral_reward`, {
          headers: auth,
          data: body,
        });
        expect(restored.status(), await restored.text()).toBe(200);
      }
    });
  }
});
