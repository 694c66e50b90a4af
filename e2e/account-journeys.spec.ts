import { expect, holdPageCode, hydrated, test } from './fixtures';
import { seriousViolations } from './a11y';
import type { Page } from '@playwright/test';
import { chooseCity, registerThroughApi, SHOP_LANGUAGES } from './cart-support';
import { desktopOnly } from './screens';

/** What the account journeys read and click, in each language (the spec's words in English). */
const LANGUAGES = [
  {
    lang: 'ka',
    prefix: '',
    words: {
      firstName: 'სახელი',
      lastName: 'გვარი',
      phone: 'ტელეფონის ნომერი',
      email: 'ელ-ფოსტა',
      password: 'პაროლი',
      passwordConfirmation: 'გაიმეორეთ პაროლი',
      agree: 'ვეთანხმები წესებსა და კონფიდენციალურობის პოლიტიკას',
      register: 'რეგისტრაცია',
      login: 'შესვლა',
      logout: 'გასვლა',
      profile: 'პროფილი',
      save: 'შენახვა',
      profileUpdated: 'პროფილი წარმატებით განახლდა!',
      city: 'ქალაქი',
      street: 'მისამართი',
      addresses: 'მისამართები',
      noAddresses: 'შენახული მისამართები არ გაქვთ',
      addAddress: 'მისამართის დამატება',
      saveAddress: 'მისამართის შენახვა',
      saved: 'მისამართი შენახულია!',
      makeDefault: 'ძირითადად მონიშვნა',
      defaultUpdated: 'ძირითადი მისამართი განახლდა!',
      delete: 'წაშლა',
      confirmDelete: 'ნამდვილად გსურთ ამ მისამართის წაშლა?',
      yes: 'დიახ',
      deleted: 'მისამართი წაიშალა!',
      forgot: 'დაგავიწყდათ პაროლი?',
      send: 'გაგზავნა',
      sent: 'პაროლის აღდგენის ინსტრუქცია გამოგზავნილია მითითებულ ელ-ფოსტაზე',
      newPassword: 'ახალი პაროლი',
      confirmNewPassword: 'გაიმეორეთ ახალი პაროლი',
      saveNewPassword: 'ახალი პაროლის შენახვა',
      resetDone: 'პაროლი წარმატებით შეიცვალა!',
      resetFailed: 'პაროლის აღდგენა ვერ მოხერხდა',
    },
  },
  {
    lang: 'en',
    prefix: '/en',
    words: {
      firstName: 'First name',
      lastName: 'Last name',
      phone: 'Phone number',
      email: 'E-mail',
      password: 'Password',
      passwordConfirmation: 'Repeat password',
      agree: 'I agree to the terms and the privacy policy',
      register: 'Register',
      login: 'Log in',
      logout: 'Log out',
      profile: 'Profile',
      save: 'Save',
      profileUpdated: 'Profile updated successfully!',
      city: 'City',
      street: 'Address',
      addresses: 'Addresses',
      noAddresses: 'You have no saved addresses',
      addAddress: 'Add an address',
      saveAddress: 'Save the address',
      saved: 'Address saved!',
      makeDefault: 'Make default',
      defaultUpdated: 'Default address updated!',
      delete: 'Delete',
      confirmDelete: 'Are you sure you want to delete this address?',
      yes: 'Yes',
      deleted: 'Address deleted successfully!',
      forgot: 'Forgot your password?',
      send: 'Send',
      sent: 'Password recovery instructions sent to given e-mail',
      newPassword: 'New password',
      confirmNewPassword: 'Repeat new password',
      saveNewPassword: 'Save the new password',
      resetDone: 'Password reset successfully!',
      resetFailed: 'Could not reset password',
    },
  },
] as const;

type Language = (typeof LANGUAGES)[number];

const PASSWORD = 'ვარდი-rose-2024';

function uniqueEmail(tag: string): string {
  return `e2e-account-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

function pagePath(page: Page): string {
  return new URL(page.url()).pathname;
}

/** The page's own content (the header has its own login and register links). */
const main = (page: Page) => page.getByRole('main');

async function register(page: Page, { prefix, words }: Language, email: string) {
  await page.goto(`${prefix}/register`);
  const form = main(page);
  await form.getByLabel(words.firstName, { exact: true }).fill('ნინო');
  await form.getByLabel(words.lastName, { exact: true }).fill('ბერიძე');
  await form.getByLabel(words.phone, { exact: true }).fill('555 12 34 56');
  await form.getByLabel(words.email, { exact: true }).fill(email);
  await form.getByLabel(words.password, { exact: true }).fill(PASSWORD);
  await form.getByLabel(words.passwordConfirmation, { exact: true }).fill(PASSWORD);
  await form.getByLabel(words.agree).check();
  await form.getByRole('button', { name: words.register, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/user/profile$`));
}

async function logIn(page: Page, { prefix, words }: Language, email: string, password: string) {
  await page.goto(`${prefix}/login`);
  const form = main(page);
  await form.getByLabel(words.email, { exact: true }).fill(email);
  await form.getByLabel(words.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: words.login, exact: true }).click();
  await page.waitForURL((url) => url.pathname === (prefix || '/'));
}

/** Logs out with the account area's button: home, and the account area is closed again. */
async function logOut(page: Page, { prefix, words }: Language) {
  await page.goto(`${prefix}/user/profile`);
  await page.getByRole('button', { name: words.logout, exact: true }).click();
  await page.waitForURL((url) => url.pathname === (prefix || '/'));
}

async function addAddress(page: Page, { words }: Language, street: string, city: string) {
  await main(page).getByRole('link', { name: words.addAddress }).click();
  const form = page.locator('form').filter({ has: page.getByLabel(words.city, { exact: true }) });
  await form.getByLabel(words.firstName, { exact: true }).fill('ნინო');
  await form.getByLabel(words.lastName, { exact: true }).fill('ბერიძე');
  await form.getByLabel(words.phone, { exact: true }).fill('555 12 34 56');
  await chooseCity(form.getByLabel(words.city, { exact: true }), city);
  await form.getByLabel(words.street, { exact: true }).fill(street);
  await form.getByRole('button', { name: words.saveAddress }).click();
  await expect(main(page).getByRole('status')).toHaveText(words.saved);
}

const SAME_FORMS = desktopOnly(
  'the account pages are the same forms on a phone, and a guest’s redirects are the server’s',
);

for (const language of LANGUAGES) {
  const { lang, prefix, words } = language;

  test.describe(`account (${lang})`, SAME_FORMS, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem('sakhe.cookie-consent', 'accepted'));
    });

    test('what is typed into the login form before the page hydrates logs in', async ({ page }) => {
      const email = uniqueEmail(`${lang}-early`);
      await registerThroughApi(page.request, email, PASSWORD);
      // The page's code waits at the door until the shopper (or the browser's autofill) has typed.
      const letIn = await holdPageCode(page);
      await page.goto(`${prefix}/login`, { waitUntil: 'domcontentloaded' });
      const form = main(page);
      await form.getByLabel(words.email, { exact: true }).fill(email);
      await form.getByLabel(words.password, { exact: true }).fill(PASSWORD);
      letIn();
      await hydrated(page);
      await form.getByRole('button', { name: words.login, exact: true }).click();
      await page.waitForURL((url) => url.pathname === (prefix || '/'));
    });

    test('a guest opening the account area is sent to register', async ({ page }) => {
      const response = await page.goto(`${prefix}/user/profile`);
      expect(pagePath(page)).toBe(`${prefix}/register`);
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      await page.goto(`${prefix}/user/addresses`);
      expect(pagePath(page)).toBe(`${prefix}/register`);
      await page.goto(`${prefix}/user`);
      expect(pagePath(page)).toBe(`${prefix}/register`);

      // A field left empty is said to be required in the checkout's very words (issue 26 item 25).
      const checkoutWords = SHOP_LANGUAGES.find((shop) => shop.lang === lang)!.words;
      await hydrated(page);
      await main(page).getByRole('button', { name: words.register, exact: true }).click();
      await expect(main(page).getByText(checkoutWords.required).first()).toBeVisible();
    });

    test('register, log out, log in, edit the profile, keep two addresses', async ({ page }) => {
      test.setTimeout(120_000);
      const email = uniqueEmail(lang);
      await register(page, language, email);

      // A logged-in customer has no business on the guest pages.
      await page.goto(`${prefix}/login`);
      expect(pagePath(page)).toBe(prefix || '/');
      await page.goto(`${prefix}/password-recovery`);
      expect(pagePath(page)).toBe(prefix || '/');

      await logOut(page, language);
      await page.goto(`${prefix}/user/profile`);
      expect(pagePath(page)).toBe(`${prefix}/register`);

      await logIn(page, language, email, PASSWORD);
      // The header greets the customer by first name.
      await expect(page.locator('[data-user-greeting]')).toContainText('ნინო');
      const response = await page.goto(`${prefix}/user`);
      await page.goto(`${prefix}/user/profile`);
      expect(pagePath(page)).toBe(`${prefix}/user/profile`);
      expect(response?.headers()['cache-control']).toBe('private, no-store');

      const profile = page.locator('form').filter({ has: page.getByRole('radio').first() });
      await profile.getByLabel(words.firstName, { exact: true }).fill('თამარ');
      await profile.getByLabel(words.phone, { exact: true }).fill('599 11 22 33');
      await profile.getByRole('button', { name: words.save, exact: true }).click();
      await expect(main(page).getByRole('status')).toHaveText(words.profileUpdated);
      await page.reload();
      await expect(profile.getByLabel(words.firstName, { exact: true })).toHaveValue('თამარ');
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(`${prefix}/user/addresses`);
      await expect(main(page).getByText(words.noAddresses)).toBeVisible();
      await addAddress(page, language, 'ჭავჭავაძის გამზ. 12', 'GE-TBS');
      await addAddress(page, language, 'რუსთაველის ქ. 5', 'GE-BUS');
      const cards = page.locator('[data-address]');
      await expect(cards).toHaveCount(2);
      // The first address became the default.
      await expect(page.locator('[data-default]')).toContainText('ჭავჭავაძის გამზ. 12');

      const second = cards.filter({ hasText: 'რუსთაველის ქ. 5' });
      await second.getByRole('button', { name: words.makeDefault }).click();
      await expect(main(page).getByRole('status')).toHaveText(words.defaultUpdated);
      await expect(page.locator('[data-default]')).toContainText('რუსთაველის ქ. 5');

      const first = cards.filter({ hasText: 'ჭავჭავაძის გამზ. 12' });
      await first.getByRole('button', { name: words.delete }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText(words.confirmDelete);
      await dialog.getByRole('button', { name: words.yes }).click();
      await expect(main(page).getByRole('status')).toHaveText(words.deleted);
      await expect(cards).toHaveCount(1);
      await expect(page.locator('[data-default]')).toContainText('რუსთაველის ქ. 5');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
