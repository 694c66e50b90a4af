import { expect, test } from './fixtures';
import { seriousViolations } from './a11y';
import type { Locator, Page } from '@playwright/test';
import {
  acceptCookies,
  checkoutToPayment,
  headerCart,
  newShopper,
  openHydrated,
  registerThroughApi,
  SHOP_LANGUAGES,
  type ShopLanguage,
  stockedCards,
} from './cart-support';
import { desktopOnly, phoneOnly } from './screens';

/** What the wishlist journeys read and click beyond the cart's words, per language. */
const WISHLIST_WORDS = {
  ka: {
    heart: (name: string) => `სურვილების სიაში შენახვა: ${name}`,
    email: 'ელ-ფოსტა',
    password: 'პაროლი',
    login: 'შესვლა',
    loginToWish: 'შედით ანგარიშზე, რომ პროდუქტი სურვილების სიაში შეინახოთ.',
    wishlist: 'სურვილების სია',
    title: 'ჩემი სურვილების სია',
    empty: 'თქვენი სურვილების სია ცარიელია',
  },
  en: {
    heart: (name: string) => `Save to wishlist: ${name}`,
    email: 'E-mail',
    password: 'Password',
    login: 'Log in',
    loginToWish: 'Log in to save this product to your wishlist.',
    wishlist: 'Wishlist',
    title: 'My wishlist',
    empty: 'Your wishlist is empty',
  },
} as const;

const PASSWORD = 'ვარდი-rose-2024';

/** A registered customer (through the API: the journeys are about the wishlist, not registration). */
async function registeredEmail(page: Page, tag: string): Promise<string> {
  const email = `e2e-wishlist-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await registerThroughApi(page.request, email, PASSWORD);
  return email;
}

async function cardName(card: Locator): Promise<string> {
  return (await card.getByRole('heading').innerText()).trim();
}

/** Fills the login page's form (the page the heart sent a guest to) and sends it. */
async function logInHere(page: Page, lang: ShopLanguage['lang'], email: string) {
  const words = WISHLIST_WORDS[lang];
  const main = page.getByRole('main');
  await main.getByLabel(words.email, { exact: true }).fill(email);
  await main.getByLabel(words.password, { exact: true }).fill(PASSWORD);
  await main.getByRole('button', { name: words.login, exact: true }).click();
}

test.beforeEach(async ({ page }) => acceptCookies(page));

const ON_DESKTOP = desktopOnly('one journey per language; the phone has its own below');
const PHONE_GRID = phoneOnly('the phone’s two-column grid and narrow wishlist');
const PLAIN_FORMS = desktopOnly('plain forms without JavaScript, the same on every screen');

for (const language of SHOP_LANGUAGES) {
  const { lang, prefix, words } = language;
  const wishWords = WISHLIST_WORDS[lang];

  test.describe(`wishlist (${lang})`, ON_DESKTOP, () => {
    test('a guest’s heart leads to login and back; the customer wishes, buys from the wishlist and pays cash', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const email = await registeredEmail(page, lang);

      // A guest's heart on a listing card: the login page, then back to the listing with it filled.
      await openHydrated(page, `${prefix}/shop`);
      const first = stockedCards(page).first();
      const firstName = await cardName(first);
      const firstHeart = first.getByRole('button', { name: wishWords.heart(firstName) });
      await expect(firstHeart).toHaveAttribute('aria-pressed', 'false');
      await firstHeart.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?returnTo=`));
      await expect(page.getByText(wishWords.loginToWish)).toBeVisible();
      await logInHere(page, lang, email);
      await expect(page).toHaveURL(`${prefix}/shop`);
      // The hearts ask for the customer's wishlist once the page is back.
      await expect(firstHeart).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });

      // The heart on a product page: on, off and on again; the filled state survives a reload.
      const second = stockedCards(page).nth(1);
      const secondName = await cardName(second);
      await second.getByRole('link', { name: secondName }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(secondName);
      const pageHeart = page
        .getByRole('main')
        .getByRole('button', { name: wishWords.heart(secondName) })
        .first();
      await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
      await pageHeart.click();
      await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
      await expect(pageHeart).not.toHaveAttribute('aria-busy', 'true');
      await pageHeart.click();
      await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
      await expect(pageHeart).not.toHaveAttribute('aria-busy', 'true');
      await pageHeart.click();
      await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
      await expect(pageHeart).not.toHaveAttribute('aria-busy', 'true');
      await page.reload();
      await expect(pageHeart).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });

      // The account menu leads to the wishlist: both products, each with price and add to cart.
      await page.locator('[data-user-greeting]').click();
      await page.getByRole('link', { name: wishWords.wishlist, exact: true }).click();
      await expect(page).toHaveURL(`${prefix}/user/wishlist`);
      // The pointer rests where the menu was, over the navigation: away, so no category menu opens.
      await page.mouse.move(5, 700);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(wishWords.title);
      const rows = page.getByRole('main').locator('li[data-wished-product]');
      await expect(rows).toHaveCount(2);
      await expect(rows.filter({ hasText: firstName })).toHaveCount(1);
      const wanted = rows.filter({ hasText: secondName });
      await expect(wanted.locator('[data-price]')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await wanted.getByRole('button', { name: new RegExp(words.add) }).click();
      const popup = page.getByRole('dialog', { name: words.added });
      await expect(popup).toContainText(secondName);
      await expect(headerCart(page).locator('[data-cart-count]')).toHaveAttribute('data-cart-count', '1');
      await rows
        .filter({ hasText: firstName })
        .getByRole('button', { name: new RegExp(words.remove) })
        .click();
      await expect(rows).toHaveCount(1);

      // Cash on delivery, as the account's customer.
      await headerCart(page).click();
      await expect(page).toHaveURL(`${prefix}/cart`);
      await expect(page.getByRole('main').locator('li[data-item]')).toContainText(secondName);
      await checkoutToPayment(page, language, { ...newShopper(`wish-${lang}`), email });
      await page.getByRole('radio', { name: new RegExp(words.cash) }).check();
      await page.getByRole('button', { name: words.continue }).click();
      await expect(page).toHaveURL(`${prefix}/checkout/complete`);
      await page.getByRole('button', { name: words.placeOrder }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/thank-you/[A-Za-z0-9_-]+$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.success);

      // What was bought stays wished until taken off.
      await page.goto(`${prefix}/user/wishlist`);
      await expect(rows).toHaveCount(1);
      await rows.getByRole('button', { name: new RegExp(words.remove) }).click();
      await expect(page.getByText(wishWords.empty)).toBeVisible();
    });
  });
}

test.describe('wishlist on a phone (ka)', PHONE_GRID, () => {
  test('the heart works on the two-column grid and the wishlist fits the screen', async ({ page }) => {
    const language = SHOP_LANGUAGES[0];
    const email = await registeredEmail(page, 'phone');
    await openHydrated(page, '/login');
    await logInHere(page, language.lang, email);
    await expect(page).toHaveURL('/');

    await openHydrated(page, '/shop');
    const card = stockedCards(page).first();
    const name = await cardName(card);
    const heart = card.getByRole('button', { name: WISHLIST_WORDS.ka.heart(name) });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    // The heart fills at once; leaving the page before the shop has the wish would cancel it.
    await expect(heart).not.toHaveAttribute('aria-busy', 'true');

    await page.goto('/user/wishlist');
    await expect(page.getByRole('main').locator('li[data-wished-product]')).toContainText(name);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('wishlist without JavaScript (ka)', PLAIN_FORMS, () => {
  test('hearts are forms: a guest goes to login; a customer wishes and removes on the wishlist page', async ({
    page,
    browser,
  }) => {
    const words = WISHLIST_WORDS.ka;
    const email = await registeredEmail(page, 'nojs');
    // Logging in takes JavaScript; the customer's cookies then go to a browser without it.
    await openHydrated(page, '/login');
    await logInHere(page, 'ka', email);
    await expect(page).toHaveURL('/');
    const storageState = await page.context().storageState();

    const guest = await browser.newPage({ javaScriptEnabled: false });
    await guest.goto('/shop');
    const guestCard = stockedCards(guest).first();
    await guestCard.getByRole('button', { name: words.heart(await cardName(guestCard)) }).click();
    await expect(guest).toHaveURL(/\/login\?returnTo=%2Fshop&wish=\d+$/);
    await guest.close();

    const customer = await browser.newPage({ javaScriptEnabled: false, storageState });
    await customer.goto('/shop');
    const card = stockedCards(customer).first();
    const name = await cardName(card);
    await card.getByRole('button', { name: words.heart(name) }).click();
    await expect(customer).toHaveURL('/shop');
    await customer.goto('/user/wishlist');
    const rows = customer.getByRole('main').locator('li[data-wished-product]');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(name);
    await rows.getByRole('button', { name: new RegExp(SHOP_LANGUAGES[0].words.remove) }).click();
    await expect(customer).toHaveURL('/user/wishlist');
    await expect(customer.getByText(words.empty)).toBeVisible();
    await customer.close();
  });
});
