import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  acceptCookies,
  addThroughForm,
  checkoutThroughApi,
  newShopper,
  SHOP_LANGUAGES,
  shownOrderNumber,
  stockedVariants,
  type ShopLanguage,
} from './cart-support';

/**
 * Card payments through the banks: the shop under test is configured for Bank of Georgia and TBC
 * Checkout, both pointed at their test doubles (e2e/bank-mocks.mjs, started by playwright.config.ts),
 * whose hosted pages the shopper pays on. The bank calls the shop back server to server (BOG signed,
 * TBC with a bare PaymentId the shop checks with TBC) and sends the browser to the thank-you page.
 */
test.beforeEach(async ({ page }) => acceptCookies(page));

type Bank = 'bog' | 'tbc';

/** The banks' card methods as the checkout lists them, and their hosted pages' buttons. */
const BANKS = {
  bog: {
    method: { ka: 'ბარათით გადახდა — საქართველოს ბანკი', en: 'Pay by card — Bank of Georgia' },
    page: new RegExp(`^http://127\\.0\\.0\\.1:${process.env.E2E_BOG_PORT}/payment\\?`),
    pay: { ka: 'გადახდა', en: 'Pay' },
    decline: { ka: 'ბარათი უარყოფილია', en: 'Card declined' },
  },
  tbc: {
    method: { ka: 'ბარათით გადახდა — თიბისი', en: 'Pay by card — TBC Bank' },
    page: new RegExp(`^http://127\\.0\\.0\\.1:${process.env.E2E_TBC_PORT}/checkout/`),
    pay: { ka: 'გადახდა', en: 'Pay' },
    decline: { ka: 'ბარათი უარყოფილია', en: 'Card declined' },
  },
} as const;

/** What the failure page says besides its heading (issue 26 item 19). */
const FAILURE = {
  ka: {
    detail: 'ბანკმა გადახდა უარყო',
    help: 'დახმარება გჭირდებათ?',
    account: 'შექმენით ანგარიში ერთი ნაბიჯით',
  },
  en: {
    detail: 'The bank declined the payment',
    help: 'Need help?',
    account: 'Create an account with one step',
  },
} as const;

/**
 * A cart with one product, addressed and with its delivery chosen (the Shop API, as the other
 * journeys after the cart do), then the payment step on the page: the bank's method, on to the last
 * step, and the order placed — which sends the shopper to the bank's page.
 */
async function payWith(page: Page, language: ShopLanguage, bank: Bank, tag: string) {
  const { lang, prefix, words } = language;
  await addThroughForm(page, language, await stockedVariants(page.request, 1, 'face-care'));
  await checkoutThroughApi(page, language, newShopper(tag), 'CASH_ON_DELIVERY');
  await page.goto(`${prefix}/checkout/payment`);
  await page.getByRole('radio', { name: new RegExp(BANKS[bank].method[lang]) }).check();
  await page.getByRole('button', { name: words.continue }).click();
  await expect(page).toHaveURL(`${prefix}/checkout/complete`);
  await expect(page.getByRole('main').getByText(BANKS[bank].method[lang])).toBeVisible();
  await page.getByRole('button', { name: words.placeOrder }).click();
  await expect(page).toHaveURL(BANKS[bank].page);
}

const bankButton = (page: Page, bank: Bank, lang: 'ka' | 'en', choice: 'pay' | 'decline') =>
  page.getByRole('button', { name: BANKS[bank][choice][lang], exact: true });

for (const language of SHOP_LANGUAGES) {
  const { lang, prefix, words } = language;
  // The shop's own thank-you page in this language (":3120/thank-you/…" is not ":3120/en/thank-you/…").
  const thankYou = new RegExp(`:\\d+${prefix}/thank-you/[A-Za-z0-9_-]+$`);

  test.describe(`paying through the banks (${lang})`, () => {
    for (const bank of ['bog', 'tbc'] as const) {
      test(`${bank}: paid on the bank's page, the thank-you page says so`, async ({ page }) => {
        await payWith(page, language, bank, `${bank}-ok-${lang}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await bankButton(page, bank, lang, 'pay').click();
        await expect(page).toHaveURL(thankYou);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.success);
        await shownOrderNumber(page);
      });
    }

    test('tbc: declined, the failure page with the order and help first, and paying again succeeds', async ({
      page,
    }) => {
      await payWith(page, language, 'tbc', `tbc-declined-${lang}`);
      await bankButton(page, 'tbc', lang, 'decline').click();
      await expect(page).toHaveURL(thankYou);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.failure);
      const number = await shownOrderNumber(page);
      const main = page.getByRole('main');
      await expect(main.getByText(FAILURE[lang].detail)).toBeVisible();
      // How to reach the shop, quoting the order, comes before the offer of an account.
      const help = main.getByRole('region', { name: FAILURE[lang].help });
      await expect(help).toBeVisible();
      await expect(help).toContainText(`#${number}`);
      await expect(help.getByRole('link', { name: /\+995/ })).toHaveAttribute('href', /^tel:/);
      // A guest is offered an account, below.
      const account = main.getByRole('heading', { name: FAILURE[lang].account });
      await expect(account).toBeVisible();
      const [helpBox, accountBox] = await Promise.all([help.boundingBox(), account.boundingBox()]);
      expect(helpBox!.y).toBeLessThan(accountBox!.y);

      await page.getByRole('link', { name: words.retry }).click();
      await expect(page).toHaveURL(BANKS.tbc.page);
      await bankButton(page, 'tbc', lang, 'pay').click();
      await expect(page).toHaveURL(thankYou);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.success);
      expect(await shownOrderNumber(page)).toBe(number);
    });

    test('bog: declined, then paid through the retry', async ({ page }) => {
      await payWith(page, language, 'bog', `bog-declined-${lang}`);
      await bankButton(page, 'bog', lang, 'decline').click();
      await expect(page).toHaveURL(thankYou);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.failure);
      const number = await shownOrderNumber(page);
      await page.getByRole('link', { name: words.retry }).click();
      await expect(page).toHaveURL(BANKS.bog.page);
      await bankButton(page, 'bog', lang, 'pay').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.success);
      expect(await shownOrderNumber(page)).toBe(number);
    });
  });
}

test.describe('paying through a bank without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // The checkout's form is answered with a redirect to the bank, which the page's CSP (form-action)
  // must allow: the configured banks' pages are.
  test('tbc: the order form goes on to the bank, which pays', async ({ page }) => {
    const [language] = SHOP_LANGUAGES;
    await payWith(page, language, 'tbc', 'tbc-nojs');
    await bankButton(page, 'tbc', language.lang, 'pay').click();
    await expect(page).toHaveURL(/:\d+\/thank-you\/[A-Za-z0-9_-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.words.success);
  });
});
