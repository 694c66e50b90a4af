import { expect, test } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  acceptCookies,
  addFromListing,
  addThroughForm,
  checkoutThroughApi,
  fillAddress,
  headerCart,
  newShopper,
  openHydrated,
  SHOP_LANGUAGES,
  shownOrderNumber,
  stockedVariants,
  type ShopLanguage,
} from './cart-support';
import { desktopOnly, phoneOnly } from './screens';

/**
 * The storefront's side of customer accounts: the header's login popup (dropdown on desktop, slide-up
 * on phones), Facebook login against the mock provider (e2e/oauth-mock.mjs), a logged-in customer's
 * checkout with a saved address, and fast registration from the thank-you page.
 */

const WORDS = {
  ka: {
    login: 'შესვლა',
    email: 'ელ-ფოსტა',
    password: 'პაროლი',
    passwordConfirmation: 'გაიმეორეთ პაროლი',
    agree: 'ვეთანხმები წესებსა და კონფიდენციალურობის პოლიტიკას',
    facebook: 'Facebook-ით შესვლა',
    savedAddresses: 'თქვენი შენახული მისამართები',
    fastHeading: 'შექმენით ანგარიში ერთი ნაბიჯით',
    createAccount: 'ანგარიშის შექმნა',
    accountCreated: 'თქვენი ანგარიში მზადაა და ეს შეკვეთა მასშია.',
    myOrders: 'ჩემი შეკვეთები',
    details: 'დეტალები',
    buyAgain: 'ხელახლა ყიდვა',
    haveAccount: 'თქვენ უკვე გაქვთ ანგარიში',
    invalidLogin: 'ელ-ფოსტა ან პაროლი არასწორია.',
    tooMany: /^ძალიან ბევრი მცდელობაა, გთხოვთ, სცადოთ \d+ წუთში$/,
    firstName: 'სახელი',
    lastName: 'გვარი',
    phoneNumber: 'ტელეფონის ნომერი',
    register: 'რეგისტრაცია',
    send: 'გაგზავნა',
  },
  en: {
    login: 'Log in',
    email: 'E-mail',
    password: 'Password',
    passwordConfirmation: 'Repeat password',
    agree: 'I agree to the terms and the privacy policy',
    facebook: 'Continue with Facebook',
    savedAddresses: 'Your saved addresses',
    fastHeading: 'Create an account with one step',
    createAccount: 'Create the account',
    accountCreated: 'Your account is ready and this order is in it.',
    myOrders: 'My orders',
    details: 'Details',
    buyAgain: 'Buy again',
    haveAccount: 'You already have an account',
    invalidLogin: 'Invalid e-mail or password.',
    tooMany: /^Too many attempts, please try again in \d+ minutes?$/,
    firstName: 'First name',
    lastName: 'Last name',
    phoneNumber: 'Phone number',
    register: 'Register',
    send: 'Send',
  },
} as const;

const PASSWORD = 'ვარდი-rose-2024';
const API = '/api/v2/shop';
const provider = `http://127.0.0.1:${process.env.E2E_OAUTH_PORT}`;

interface Customer {
  email: string;
  firstName: string;
  street: string;
}

/** A registered customer with one saved address (the default), made through the API. */
async function customerWithAddress(request: APIRequestContext, tag: string): Promise<Customer> {
  const customer = { ...newShopper(`account-${tag}`), firstName: 'მარიამ', street: 'რუსთაველის გამზ. 7' };
  const registered = await request.post(`${API}/customers`, {
    data: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phoneNumber: customer.phone,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      agreeToConditions: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(204);
  const login = await request.post(`${API}/authentication-token`, {
    data: { email: customer.email, password: PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const address = await request.post(`${API}/addresses`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      phoneNumber: customer.phone,
      countryCode: 'GE',
      provinceCode: customer.city,
      street: customer.street,
    },
  });
  expect(address.status(), await address.text()).toBe(201);
  return customer;
}

const greeting = (page: Page) => page.locator('[data-user-greeting]');
const loginTrigger = (page: Page, lang: 'ka' | 'en') =>
  page.getByRole('banner').getByRole('link', { name: WORDS[lang].login, exact: true });

/** Fills the login form inside the popup and waits for it to close on success. */
async function logInInPopup(
  page: Page,
  popup: ReturnType<Page['locator']>,
  lang: 'ka' | 'en',
  email: string,
) {
  const words = WORDS[lang];
  await popup.getByLabel(words.email, { exact: true }).fill(email);
  await popup.getByLabel(words.password, { exact: true }).fill(PASSWORD);
  await popup.getByRole('button', { name: words.login, exact: true }).click();
  await expect(popup).toBeHidden();
}

async function placeCashOrder(page: Page, { prefix, words }: ShopLanguage): Promise<string> {
  await page.getByRole('radio', { name: new RegExp(words.cash) }).check();
  await page.getByRole('button', { name: words.continue }).click();
  await expect(page).toHaveURL(`${prefix}/checkout/complete`);
  await page.getByRole('button', { name: words.placeOrder }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/thank-you/[A-Za-z0-9_-]+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.success);
  return shownOrderNumber(page);
}

test.beforeEach(async ({ page }) => acceptCookies(page));

const DROPDOWN = desktopOnly('the phone logs in from its slide-up panel');
const SLIDE_UP = phoneOnly('the desktop logs in from its dropdown');
const ONE_BROWSER = desktopOnly('one browser is enough for the provider round trip');
const SAME_PAGE = desktopOnly('the thank-you page’s form is the same on a phone');

for (const language of SHOP_LANGUAGES) {
  const { lang, prefix, words: shop } = language;
  const words = WORDS[lang];

  test.describe(`accounts in the shop (${lang})`, () => {
    test(
      'log in from the header dropdown, buy with the saved address, find the order',
      DROPDOWN,
      async ({ page }) => {
        test.setTimeout(120_000);
        const customer = await customerWithAddress(page.request, `buy-${lang}`);
        await openHydrated(page, `${prefix}/shop`);
        await loginTrigger(page, lang).click();
        const dropdown = page.locator('[data-login-popup="dropdown"]');
        await expect(dropdown).toBeVisible();
        await logInInPopup(page, dropdown, lang, customer.email);
        await expect(greeting(page)).toContainText(customer.firstName);
        await expect(page).toHaveURL(`${prefix}/shop`);

        const [bought] = await addFromListing(page, language, 1);
        await headerCart(page).click();
        await page.getByRole('link', { name: shop.proceed }).click();
        await expect(page).toHaveURL(`${prefix}/checkout/addressing`);
        // The account's e-mail, and the default address chosen and filled in.
        const email = page.getByLabel(shop.email);
        await expect(email).toHaveValue(customer.email);
        await expect(email).toHaveAttribute('readonly', '');
        const saved = page.getByRole('region', { name: words.savedAddresses }).getByRole('link');
        await expect(saved).toHaveCount(1);
        await expect(saved).toHaveAttribute('aria-current', 'true');
        await expect(page.getByLabel(shop.street, { exact: true })).toHaveValue(customer.street);
        await expect(page.getByLabel(shop.firstName)).toHaveValue(customer.firstName);
        await page.getByRole('button', { name: shop.continue }).click();
        await expect(page).toHaveURL(`${prefix}/checkout/shipment`);
        await page.getByRole('button', { name: shop.continue }).click();
        await expect(page).toHaveURL(`${prefix}/checkout/payment`);
        const number = await placeCashOrder(page, language);
        // A customer's order is theirs already: no account to make from it.
        await expect(page.getByRole('button', { name: words.createAccount })).toHaveCount(0);

        await page.goto(`${prefix}/user/orders`);
        const order = page.locator(`[data-order="${number}"]`);
        await expect(order).toBeVisible();
        await order.getByRole('link', { name: words.details }).click();
        await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
        await expect(page.getByRole('main')).toContainText(customer.street);
        // The header's account menu counts the order.
        await expect(page.getByRole('banner').locator('a[href$="/user/orders"]')).toHaveText(/\(1\)/);

        // Each line links to its product; "buy again" puts the order's items into a new cart.
        const line = page.getByRole('main').getByRole('link', { name: bought! });
        await expect(line).toHaveAttribute('href', new RegExp(`^${prefix}/shop/product/`));
        await page.getByRole('button', { name: words.buyAgain }).click();
        await expect(page).toHaveURL(`${prefix}/cart`);
        await expect(page.getByRole('main').locator('li[data-item]')).toHaveCount(1);
        await expect(page.getByRole('main').locator('li[data-item]')).toContainText(bought!);
      },
    );

    test(
      'a returning customer who types her e-mail at guest checkout logs in there and goes on',
      DROPDOWN,
      async ({ page }) => {
        const customer = await customerWithAddress(page.request, `returning-${lang}`);
        await addFromListing(page, language, 1);
        await headerCart(page).click();
        await page.getByRole('link', { name: shop.proceed }).click();
        await expect(page).toHaveURL(`${prefix}/checkout/addressing`);
        const typed = { ...newShopper(`returning-${lang}`), email: customer.email, street: 'აბაშიძის ქ. 3' };
        await fillAddress(page, language, typed);
        await page.getByRole('button', { name: shop.continue }).click();

        // Stopped with the spec's message, and offered a login right there, her e-mail already in it.
        const offer = page.getByRole('region', { name: words.haveAccount });
        await expect(offer).toBeVisible();
        await expect(offer.getByLabel(words.email, { exact: true })).toHaveValue(customer.email);
        await offer.getByLabel(words.password, { exact: true }).fill(PASSWORD);
        await offer.getByRole('button', { name: words.login, exact: true }).click();

        // Logged in, the checkout goes on with what she typed.
        await expect(page).toHaveURL(`${prefix}/checkout/shipment`);
        // Back at the address step: the cart is hers now (the e-mail is the account's, read-only) and
        // keeps the street she typed, not her saved address's.
        await page.goto(`${prefix}/checkout/addressing`);
        await expect(page.getByLabel(shop.email)).toHaveAttribute('readonly', '');
        await expect(page.getByLabel(shop.street, { exact: true })).toHaveValue(typed.street);
      },
    );

    test('log in from the slide-up panel on a phone', SLIDE_UP, async ({ page }) => {
      const customer = await customerWithAddress(page.request, `phone-${lang}`);
      await openHydrated(page, `${prefix}/`);
      await loginTrigger(page, lang).click();
      const panel = page.getByRole('dialog', { name: words.login });
      await expect(panel).toHaveAttribute('data-login-popup', 'sheet');
      // The panel sits at the bottom of the screen.
      const height = page.viewportSize()?.height ?? 0;
      await expect
        .poll(async () => {
          const box = await panel.boundingBox();
          return Math.round((box?.y ?? 0) + (box?.height ?? 0));
        })
        .toBe(height);
      await logInInPopup(page, panel, lang, customer.email);
      await expect(greeting(page)).toContainText(customer.firstName);
    });

    test('log in with Facebook and come back to the same page', ONE_BROWSER, async ({ page, context }) => {
      test.skip(Boolean(process.env.E2E_BASE_URL), 'the mock provider runs with the started shop only');
      const email = newShopper(`facebook-${lang}`).email;
      // Logged in at the provider as this person.
      await context.addCookies([
        {
          name: 'mock_provider_user',
          value: encodeURIComponent(JSON.stringify({ email, first_name: 'თამარ', last_name: 'ლომიძე' })),
          url: provider,
        },
      ]);
      await openHydrated(page, `${prefix}/shop`);
      await loginTrigger(page, lang).click();
      await page.locator('[data-login-popup="dropdown"]').getByRole('link', { name: words.facebook }).click();
      await expect(page).toHaveURL(`${prefix}/shop`);
      await expect(greeting(page)).toContainText('თამარ');
    });

    test('a guest makes an account from the thank-you page with a password', SAME_PAGE, async ({ page }) => {
      test.setTimeout(120_000);
      // A guest's cart at the last step, made beforehand: the offer on the thank-you page is the journey.
      const shopper = newShopper(`fast-${lang}`);
      await addThroughForm(page, language, await stockedVariants(page.request, 1));
      await checkoutThroughApi(page, language, shopper, 'CASH_ON_DELIVERY');
      await page.goto(`${prefix}/checkout/complete`);
      await page.getByRole('button', { name: shop.placeOrder }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/thank-you/[A-Za-z0-9_-]+$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.success);
      const number = await shownOrderNumber(page);

      const offer = page.getByRole('region', { name: words.fastHeading });
      await expect(offer).toContainText(shopper.email);
      await offer.getByLabel(words.password, { exact: true }).fill(PASSWORD);
      await offer.getByLabel(words.passwordConfirmation, { exact: true }).fill(PASSWORD);
      await offer.getByLabel(words.agree).check();
      await offer.getByRole('button', { name: words.createAccount }).click();
      await expect(page.getByRole('status').filter({ hasText: words.accountCreated })).toBeVisible();
      await expect(greeting(page)).toContainText(shopper.firstName);

      await page.getByRole('main').getByRole('link', { name: words.myOrders }).click();
      await expect(page.locator(`[data-order="${number}"]`)).toBeVisible();
      // The order's address is the account's first address.
      await page.goto(`${prefix}/user/addresses`);
      await expect(page.locator('[data-default]')).toContainText(shopper.street);
    });
  });
}

test.describe('Facebook login refusals', desktopOnly('the server’s answer, the same on every screen'), () => {
  test('a way back without this browser’s state is refused with the message', async ({ page }) => {
    await page.goto('/auth/facebook/callback?code=forged&state=forged-state-value');
    await expect(page).toHaveURL('/login?oauth=failed');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Facebook-ით შესვლა ვერ მოხერხდა, გთხოვთ, სცადოთ ხელახლა.',
    );
  });
});

test.describe('without JavaScript', desktopOnly('the same markup on every screen'), () => {
  test.use({ javaScriptEnabled: false });

  test('the header’s login trigger is a link to the login page', async ({ page }) => {
    for (const { lang, prefix } of SHOP_LANGUAGES) {
      await page.goto(`${prefix}/shop`);
      await loginTrigger(page, lang).click();
      await expect(page).toHaveURL(`${prefix}/login`);
    }
  });

  test('a refused login keeps the e-mail and says why; too many say how long to wait', async ({ page }) => {
    // The shop under test allows 10 failed logins per e-mail in 15 minutes (playwright.config.ts).
    const LIMIT_PER_EMAIL = 10;
    for (const { lang, prefix } of SHOP_LANGUAGES) {
      const words = WORDS[lang];
      const email = `limited-${lang}-${Date.now()}@example.ge`;
      const logInOnce = async () => {
        await page.goto(`${prefix}/login`);
        const form = page.getByRole('main');
        await form.getByLabel(words.email, { exact: true }).fill(email);
        await form.getByLabel(words.password, { exact: true }).fill('not-the-password-1');
        await form.getByRole('button', { name: words.login, exact: true }).click();
        return form;
      };
      const refused = await logInOnce();
      await expect(refused.getByRole('alert')).toHaveText(words.invalidLogin);
      await expect(refused.getByLabel(words.email, { exact: true })).toHaveValue(email);

      for (let attempt = 1; attempt < LIMIT_PER_EMAIL; attempt += 1) {
        await page.request.post(`${API}/authentication-token`, {
          data: { email, password: 'not-the-password-1' },
        });
      }
      const limited = await logInOnce();
      await expect(limited.getByRole('alert')).toHaveText(words.tooMany);
      await expect(limited.getByLabel(words.email, { exact: true })).toHaveValue(email);
    }
  });

  test('too many registrations or recovery requests keep the form and say how long to wait', async ({
    page,
  }) => {
    // The shop under test keeps the default limits per e-mail (playwright.config.ts): 5 registrations
    // and 3 recovery requests an hour; every attempt counts, an account made or not.
    const REGISTRATIONS_PER_EMAIL = 5;
    const RECOVERIES_PER_EMAIL = 3;
    for (const { lang, prefix } of SHOP_LANGUAGES) {
      const words = WORDS[lang];
      const email = `limited-register-${lang}-${Date.now()}@example.ge`;
      const typed = { firstName: 'ნინო', lastName: 'ბერიძე', phoneNumber: '555 12 34 56' };
      for (let attempt = 0; attempt < REGISTRATIONS_PER_EMAIL; attempt += 1) {
        await page.request.post(`${API}/customers`, {
          data: {
            ...typed,
            email,
            password: PASSWORD,
            passwordConfirmation: PASSWORD,
            agreeToConditions: true,
          },
        });
      }
      await page.goto(`${prefix}/register`);
      const registration = page.getByRole('main');
      await registration.getByLabel(words.firstName, { exact: true }).fill(typed.firstName);
      await registration.getByLabel(words.lastName, { exact: true }).fill(typed.lastName);
      await registration.getByLabel(words.phoneNumber, { exact: true }).fill(typed.phoneNumber);
      await registration.getByLabel(words.email, { exact: true }).fill(email);
      await registration.getByLabel(words.password, { exact: true }).fill(PASSWORD);
      await registration.getByLabel(words.passwordConfirmation, { exact: true }).fill(PASSWORD);
      await registration.getByLabel(words.agree).check();
      const refused = page.waitForResponse((response) => response.request().method() === 'POST');
      await registration.getByRole('button', { name: words.register, exact: true }).click();
      expect((await refused).status()).toBe(429);
      await expect(registration.getByRole('alert')).toHaveText(words.tooMany);
      await expect(registration.getByLabel(words.firstName, { exact: true })).toHaveValue(typed.firstName);
      await expect(registration.getByLabel(words.lastName, { exact: true })).toHaveValue(typed.lastName);
      await expect(registration.getByLabel(words.phoneNumber, { exact: true })).toHaveValue(
        typed.phoneNumber,
      );
      await expect(registration.getByLabel(words.email, { exact: true })).toHaveValue(email);

      for (let attempt = 0; attempt < RECOVERIES_PER_EMAIL; attempt += 1) {
        await page.request.post(`${API}/reset-password-requests`, { data: { email } });
      }
      await page.goto(`${prefix}/password-recovery`);
      const recovery = page.getByRole('main');
      await recovery.getByLabel(words.email, { exact: true }).fill(email);
      await recovery.getByRole('button', { name: words.send, exact: true }).click();
      await expect(recovery.getByRole('alert')).toHaveText(words.tooMany);
      await expect(recovery.getByLabel(words.email, { exact: true })).toHaveValue(email);
    }
  });
});
