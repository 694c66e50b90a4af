import { expectAccessible } from './a11y';
import { ADMIN_LANGUAGES, journeyStaff, openFromNav, signIn } from './admin-support';
import {
  acceptCookies,
  addThroughForm,
  checkoutThroughApi,
  newShopper,
  SHOP_LANGUAGES,
  shownOrderNumber,
  stockedVariants,
} from './cart-support';
import { expect, test } from './fixtures';
import { desktopOnly } from './screens';

/** The sandbox bank's approve button, in the order's language. */
const APPROVE = { ka: 'გადახდის დადასტურება', en: 'Approve payment' } as const;
const REFUNDED = { ka: 'ნაწილობრივ დაბრუნებული', en: 'Partially refunded' } as const;

const ONE_SCREEN = desktopOnly(
  'the refund form is the same on a phone; the phone ships an order in admin-orders',
);

for (const language of ADMIN_LANGUAGES) {
  const { lang, words } = language;
  const shop = SHOP_LANGUAGES.find((candidate) => candidate.lang === lang)!;

  test(`a manager refunds part of a card order (${lang})`, ONE_SCREEN, async ({ page, browser, baseURL }) => {
    test.setTimeout(150_000);
    const staff = await journeyStaff(page.request);

    // A shopper pays by card at the sandbox bank.
    const shopperContext = await browser.newContext({ baseURL });
    const shopper = await shopperContext.newPage();
    await acceptCookies(shopper);
    const buyer = newShopper(`admin-refund-${lang}`);
    await addThroughForm(shopper, shop, await stockedVariants(shopper.request, 1, 'face-care'));
    await checkoutThroughApi(shopper, shop, buyer, 'CARD');
    await shopper.goto(`${shop.prefix}/checkout/complete`);
    await shopper.getByRole('button', { name: shop.words.placeOrder }).click();
    await expect(shopper).toHaveURL(/\/payment-sandbox\//);
    await shopper.getByRole('button', { name: APPROVE[lang], exact: true }).click();
    await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(shop.words.success);
    const number = await shownOrderNumber(shopper);
    await shopperContext.close();

    // The manager finds it by the shopper's e-mail and gives 5 lari back.
    await signIn(page, language, staff.manager);
    await openFromNav(page, language, words.orders);
    await page.getByRole('searchbox', { name: words.search }).fill(buyer.email);
    await page.getByRole('button', { name: words.find }).click();
    await page
      .getByRole('link', { name: new RegExp(`#${number}`) })
      .filter({ visible: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: words.orderTitle(number) })).toBeVisible();
    await expect(page.getByRole('button', { name: words.markPaid })).toHaveCount(0);

    await page.getByLabel(words.refundAmount).fill(lang === 'ka' ? '5,00' : '5.00');
    await page.getByRole('button', { name: words.refund, exact: true }).click();
    // A refund asks first.
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: words.refund, exact: true }).click();
    const amount = lang === 'ka' ? '5,00\u00a0₾' : '₾5.00';
    await expect(page.getByRole('status').filter({ hasText: words.refundDone(amount) })).toBeVisible();
    await expect(page.getByRole('main').getByText(REFUNDED[lang]).first()).toBeVisible();
  });
}

test('a fulfilment member cannot open the settings', async ({ page }) => {
  const staff = await journeyStaff(page.request);
  const language = ADMIN_LANGUAGES[0];
  const { words } = language;
  await signIn(page, language, staff.fulfilment);
  await expect(page.getByRole('heading', { level: 1, name: words.dashboard })).toBeVisible();
  // The navigation does not offer them...
  const menu = page.getByRole('button', { name: words.menu });
  if (await menu.isVisible()) {
    await menu.click();
    await expect(page.getByRole('menuitem', { name: words.orders })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: words.settings })).toHaveCount(0);
    await page.keyboard.press('Escape');
  } else {
    await expect(page.getByRole('navigation').getByRole('link', { name: words.settings })).toHaveCount(0);
  }
  // ...and their address is refused (the API answers 403).
  await page.goto('/admin/settings');
  await expect(page.getByText(words.forbidden)).toBeVisible();
  const refused = await page.request.get('/api/v2/admin/settings');
  expect(refused.status()).toBe(403);
  await expectAccessible(page);
});
