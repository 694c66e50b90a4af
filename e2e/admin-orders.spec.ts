import { expectAccessible } from './a11y';
import {
  ADMIN_LANGUAGES,
  journeyStaff,
  openFromNav,
  placeCashOrder,
  signIn,
  stockedVariant,
} from './admin-support';
import { acceptCookies } from './cart-support';
import { expect, test } from './fixtures';
import { writtenMails } from './mail-support';

/** What the customer reads in the shop (the storefront's own words). */
const SHOP = {
  ka: { prefix: '', email: 'ელ-ფოსტა', password: 'პაროლი', login: 'შესვლა', shipped: 'გაგზავნილია' },
  en: { prefix: '/en', email: 'E-mail', password: 'Password', login: 'Log in', shipped: 'Shipped' },
} as const;

for (const [index, language] of ADMIN_LANGUAGES.entries()) {
  const { lang, words } = language;

  test(`staff find an order by the customer's phone, mark it paid and ship it; the customer sees it shipped and gets the e-mail (${lang})`, async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(150_000);
    const staff = await journeyStaff(page.request);
    // On a phone whoever packs the parcels does it: the fulfilment member; on a desktop a manager.
    const onPhone = testInfo.project.name === 'phone';
    const member = onPhone ? staff.fulfilment : staff.manager;
    const order = await placeCashOrder(page.request, lang, await stockedVariant(page.request, index));

    await signIn(page, language, member);
    await expect(page.getByRole('heading', { level: 1, name: words.dashboard })).toBeVisible();
    await openFromNav(page, language, words.orders);
    await expect(page.getByRole('heading', { level: 1, name: words.orders })).toBeVisible();

    // The phone typed another way than the customer wrote it (555 12 34 56 → +995555123456).
    const typed = `+995${order.customer.phone.replace(/\s/g, '')}`;
    await page.getByLabel(words.search, { exact: true }).fill(typed);
    await page.getByRole('button', { name: words.find }).click();
    await expect(page).toHaveURL(/[?&]search=%2B995555/);
    const found = page.getByRole('link', { name: new RegExp(`#${order.number}`) }).filter({ visible: true });
    await expect(found).toHaveCount(1);
    await expectAccessible(page);
    await found.click();

    await expect(page.getByRole('heading', { level: 1, name: words.orderTitle(order.number) })).toBeVisible();
    await expectAccessible(page);

    // Cash collected on delivery: recorded as paid.
    await page.getByRole('button', { name: words.markPaid }).click();
    await expect(page.getByRole('status').filter({ hasText: words.markedPaid })).toBeVisible();
    await expect(page.getByRole('button', { name: words.markPaid })).toHaveCount(0);

    // Shipped with the carrier and the tracking number.
    const tracking = `GE${order.number}TB`;
    await page.getByLabel(words.carrier).selectOption('Georgian Post');
    await page.getByLabel(words.tracking).fill(tracking);
    await page.getByRole('button', { name: words.ship, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: words.shipped })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(tracking);
    await expectAccessible(page);

    // The customer sees it shipped in their account...
    const shop = SHOP[lang];
    const customerContext = await browser.newContext({ baseURL });
    const customerPage = await customerContext.newPage();
    await acceptCookies(customerPage);
    await customerPage.goto(`${shop.prefix}/login`);
    const form = customerPage.getByRole('main');
    await form.getByLabel(shop.email, { exact: true }).fill(order.customer.email);
    await form.getByLabel(shop.password, { exact: true }).fill(order.customer.password);
    await form.getByRole('button', { name: shop.login, exact: true }).click();
    await expect(customerPage).not.toHaveURL(/\/login/);
    await customerPage.goto(`${shop.prefix}/user/orders`);
    await expect(customerPage.locator(`[data-order="${order.number}"]`)).toContainText(shop.shipped);
    await customerContext.close();

    // ...and gets the e-mail with the tracking number.
    await expect
      .poll(
        async () =>
          (await writtenMails(process.env.E2E_DATA_DIR!)).some(
            (mail) => mail.to.includes(order.customer.email) && mail.text.includes(tracking),
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
  });
}
