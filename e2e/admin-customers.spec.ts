import { readFileSync } from 'node:fs';
import { expectAccessible } from './a11y';
import {
  ADMIN_LANGUAGES,
  journeyStaff,
  openFromNav,
  placeCashOrder,
  signIn,
  stockedVariant,
} from './admin-support';
import { expect, test } from './fixtures';

/** What the customers screens say, in each language (apps/admin/app/locales, namespace customers). */
const WORDS = {
  ka: {
    customers: 'მომხმარებლები',
    search: 'ძებნა',
    find: 'ძიება',
    customerPage: 'მომხმარებლის გვერდი',
    export: 'მონაცემების ჩამოტვირთვა (JSON)',
    exported: 'მონაცემების ფაილი ჩამოიტვირთა.',
    disable: 'ანგარიშის გამორთვა',
    disabledDone: 'ანგარიში გამოირთო, სესიები დასრულდა.',
    disabled: 'გამორთული',
  },
  en: {
    customers: 'Customers',
    search: 'Search',
    find: 'Find',
    customerPage: 'Customer page',
    export: 'Download their data (JSON)',
    exported: 'The data file was downloaded.',
    disable: 'Disable account',
    disabledDone: 'The account is disabled and its sessions ended.',
    disabled: 'Disabled',
  },
} as const;

for (const [index, language] of ADMIN_LANGUAGES.entries()) {
  const { lang, words } = language;
  const own = WORDS[lang];

  test(`a manager finds a customer by phone, sees their order, downloads their data and disables the account (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const staff = await journeyStaff(page.request);
    // A customer of this journey's own: registered, with one order placed.
    const order = await placeCashOrder(page.request, lang, await stockedVariant(page.request, index));
    const login = () =>
      page.request.post('/api/v2/shop/authentication-token', {
        data: { email: order.customer.email, password: order.customer.password },
      });
    expect((await login()).status()).toBe(200);

    await signIn(page, language, staff.manager);
    await expect(page.getByRole('heading', { level: 1, name: words.dashboard })).toBeVisible();
    await openFromNav(page, language, own.customers);
    await expect(page.getByRole('heading', { level: 1, name: own.customers })).toBeVisible();

    // The phone typed another way than the customer wrote it (555 12 34 56 → +995 555123456).
    await page
      .getByLabel(own.search, { exact: true })
      .fill(`+995 ${order.customer.phone.replace(/\s/g, '')}`);
    await page.getByRole('button', { name: own.find }).click();
    await expect(page).toHaveURL(/[?&]search=/);
    const name = `${order.customer.firstName} კაპანაძე`;
    const found = page.getByRole('link', { name }).filter({ visible: true });
    await expect(found).toHaveCount(1);
    await expectAccessible(page);
    await found.click();

    // Their page: the order they placed, and from the order back to them.
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(order.customer.email);
    await page.getByRole('link', { name: `#${order.number}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: words.orderTitle(order.number) })).toBeVisible();
    await page.getByTitle(own.customerPage).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectAccessible(page);

    // Their data, as the JSON file they may ask for.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: own.export }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^customer-\d+-personal-data\.json$/);
    const data = JSON.parse(readFileSync(await file.path(), 'utf8')) as {
      customer: { email: string };
      orders: Array<{ number: string }>;
    };
    expect(data.customer.email).toBe(order.customer.email);
    expect(data.orders.map((placed) => placed.number)).toEqual([order.number]);
    await expect(page.getByRole('status').filter({ hasText: own.exported })).toBeVisible();

    // Disabled after confirming: the badge says so and the customer can no longer log in.
    await page.getByRole('button', { name: own.disable }).click();
    const dialog = page.getByRole('alertdialog');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: own.disable }).click();
    await expect(page.getByRole('status').filter({ hasText: own.disabledDone })).toBeVisible();
    await expect(page.getByRole('main').getByText(own.disabled, { exact: true }).first()).toBeVisible();
    expect((await login()).status()).toBe(401);
  });
}
