import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { registerThroughApi } from './cart-support';
import { writtenMails } from './mail-support';
import { desktopOnly } from './screens';

const LANGUAGES = [
  {
    lang: 'ka',
    prefix: '',
    words: {
      email: 'ელ-ფოსტა',
      password: 'პაროლი',
      login: 'შესვლა',
      forgot: 'დაგავიწყდათ პაროლი?',
      send: 'გაგზავნა',
      sent: 'პაროლის აღდგენის ინსტრუქცია გამოგზავნილია მითითებულ ელ-ფოსტაზე',
      newPassword: 'ახალი პაროლი',
      confirmNewPassword: 'გაიმეორეთ ახალი პაროლი',
      saveNewPassword: 'ახალი პაროლის შენახვა',
      resetDone: 'პაროლი წარმატებით შეიცვალა!',
      resetFailed: 'პაროლის აღდგენა ვერ მოხერხდა',
      invalidLogin: 'ელ-ფოსტა ან პაროლი არასწორია.',
    },
  },
  {
    lang: 'en',
    prefix: '/en',
    words: {
      email: 'E-mail',
      password: 'Password',
      login: 'Log in',
      forgot: 'Forgot your password?',
      send: 'Send',
      sent: 'Password recovery instructions sent to given e-mail',
      newPassword: 'New password',
      confirmNewPassword: 'Repeat new password',
      saveNewPassword: 'Save the new password',
      resetDone: 'Password reset successfully!',
      resetFailed: 'Could not reset password',
      invalidLogin: 'Invalid e-mail or password.',
    },
  },
] as const;

const OLD_PASSWORD = 'ძველი-old-2024';
const NEW_PASSWORD = 'ახალი-new-2025';

/** The shop's data folder: the Playwright config starts the shop there and hands it to the workers. */
const dataDir = process.env.E2E_DATA_DIR;

const main = (page: Page) => page.getByRole('main');

/** The recovery link of the newest e-mail the shop sent to `email`. */
async function recoveryPath(email: string): Promise<string | null> {
  const mails = (await writtenMails(dataDir as string)).filter((mail) => mail.to === email);
  const match = /https?:\/\/[^/\s]+((?:\/en)?\/password-recovery\/[0-9a-f]{64})/.exec(
    mails.at(-1)?.text ?? '',
  );
  return match?.[1] ?? null;
}

const SAME_FORMS = desktopOnly('the recovery pages are the same forms on a phone');

for (const { lang, prefix, words } of LANGUAGES) {
  test(`password recovery through the e-mailed link (${lang})`, SAME_FORMS, async ({ page }) => {
    test.skip(!dataDir, 'the shop’s mail folder is known only when the Playwright config starts the shop');
    test.setTimeout(120_000);
    await page.addInitScript(() => window.localStorage.setItem('sakhe.cookie-consent', 'accepted'));
    const email = `e2e-recovery-${lang}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

    await registerThroughApi(page.request, email, OLD_PASSWORD);

    // From the login page's link to the request form.
    await page.goto(`${prefix}/login`);
    await main(page).getByRole('link', { name: words.forgot }).click();
    await page.waitForURL((url) => url.pathname === `${prefix}/password-recovery`);
    // The address changes before the page does, and the login form has an e-mail field too.
    await main(page).getByRole('button', { name: words.send }).waitFor();
    await main(page).getByLabel(words.email, { exact: true }).fill(email);
    await main(page).getByRole('button', { name: words.send }).click();
    await expect(main(page).getByRole('status')).toHaveText(words.sent);

    await expect.poll(() => recoveryPath(email), { timeout: 10_000 }).not.toBeNull();
    const link = (await recoveryPath(email)) as string;
    expect(link.startsWith(`${prefix}/password-recovery/`)).toBe(true);

    await page.goto(link);
    await main(page).getByLabel(words.newPassword, { exact: true }).fill(NEW_PASSWORD);
    await main(page).getByLabel(words.confirmNewPassword, { exact: true }).fill(NEW_PASSWORD);
    await main(page).getByRole('button', { name: words.saveNewPassword }).click();
    await expect(main(page).getByRole('status')).toHaveText(words.resetDone);

    // The link works once.
    await page.goto(link);
    await main(page).getByLabel(words.newPassword, { exact: true }).fill(NEW_PASSWORD);
    await main(page).getByLabel(words.confirmNewPassword, { exact: true }).fill(NEW_PASSWORD);
    await main(page).getByRole('button', { name: words.saveNewPassword }).click();
    await expect(main(page).getByRole('alert')).toHaveText(words.resetFailed);

    await page.goto(`${prefix}/login`);
    await main(page).getByRole('link', { name: words.forgot }).waitFor();
    await main(page).getByLabel(words.email, { exact: true }).fill(email);
    await main(page).getByLabel(words.password, { exact: true }).fill(NEW_PASSWORD);
    await main(page).getByRole('button', { name: words.login, exact: true }).click();
    await page.waitForURL((url) => url.pathname === (prefix || '/'));
    await page.goto(`${prefix}/user/profile`);
    expect(new URL(page.url()).pathname).toBe(`${prefix}/user/profile`);
  });
}
