import { expectAccessible } from './a11y';
import { ADMIN_LANGUAGES, journeyStaff, openSignIn, signIn, signOut, totp } from './admin-support';
import { expect, test } from './fixtures';

for (const language of ADMIN_LANGUAGES) {
  const { lang, words } = language;

  test(`an owner enrolls in two-factor sign-in and signs in with a code (${lang})`, async ({
    page,
  }, testInfo) => {
    const staff = await journeyStaff(page.request);
    const owner = staff.owners[`${lang}-${testInfo.project.name}`]!;

    await openSignIn(page, language);
    await expectAccessible(page);

    // An owner without two-factor is led to enroll before anything else.
    await signIn(page, language, owner);
    await expect(page).toHaveURL(/\/admin\/two-factor$/);
    await expect(page.getByRole('heading', { level: 1, name: words.twoFactorTitle })).toBeVisible();
    await expect(page.getByText(words.twoFactorRequired)).toBeVisible();
    // Another screen leads back here until enrolled.
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/admin\/two-factor$/);

    await page.getByRole('button', { name: words.startEnrollment }).click();
    await expect(page.getByRole('img', { name: words.qr })).toBeVisible();
    const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const recoveryCodes = await page
      .getByRole('list', { name: words.recoveryCodes })
      .getByRole('listitem')
      .allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await expectAccessible(page);

    await page.getByLabel(words.authenticatorCode).fill(await totp(secret));
    await page.getByLabel(words.saved).check();
    await page.getByRole('button', { name: words.confirmEnrollment }).click();
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByRole('status').filter({ hasText: words.enabled })).toBeVisible();

    // Signed out, signing in again asks for the code (the next one: each code works once).
    await signOut(page, language);
    await signIn(page, language, owner, () => totp(secret, 1));
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: words.dashboard })).toBeVisible();

    // A recovery code signs in once, instead of the authenticator's code.
    await signOut(page, language);
    await openSignIn(page, language);
    await page.getByLabel(words.email).fill(owner.email);
    await page.getByLabel(words.password).fill(owner.password);
    await page.getByRole('button', { name: words.signIn }).click();
    await page.getByRole('button', { name: words.useRecovery }).click();
    await page.getByLabel(words.recoveryCode).fill(recoveryCodes[0]!);
    await expectAccessible(page);
    await page.getByRole('button', { name: words.verify }).click();
    await expect(page.getByRole('heading', { level: 1, name: words.dashboard })).toBeVisible();
  });
}
