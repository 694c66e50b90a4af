import { expect, test } from './fixtures';
import { seriousViolations } from './a11y';
import {
  acceptCookies,
  addFromListing,
  fillAddress,
  headerCart,
  newShopper,
  SHOP_LANGUAGES,
} from './cart-support';

test.beforeEach(async ({ page }) => acceptCookies(page));

for (const language of SHOP_LANGUAGES) {
  const { lang, prefix, words } = language;

  test(`cart and checkout have no serious accessibility violations (${lang})`, async ({ page }) => {
    test.slow();
    await addFromListing(page, language, 2);
    // The add-to-cart popup is up.
    expect(await seriousViolations(page)).toEqual([]);

    await headerCart(page).click();
    await expect(page).toHaveURL(`${prefix}/cart`);
    expect(await seriousViolations(page)).toEqual([]);
    await page
      .getByRole('main')
      .locator('li[data-item]')
      .first()
      .getByRole('button', { name: new RegExp(words.remove) })
      .click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('alertdialog').getByRole('button', { name: words.cancel }).click();

    await page.getByRole('link', { name: words.proceed }).click();
    await expect(page).toHaveURL(`${prefix}/checkout/addressing`);
    expect(await seriousViolations(page)).toEqual([]);
    // With the API's messages next to the fields.
    await page.getByRole('button', { name: words.continue }).click();
    await expect(page.getByText(words.required).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await fillAddress(page, language, newShopper(`a11y-${lang}`));
    await page.getByRole('button', { name: words.continue }).click();
    await expect(page).toHaveURL(`${prefix}/checkout/shipment`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: words.continue }).click();
    await expect(page).toHaveURL(`${prefix}/checkout/payment`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('radio', { name: new RegExp(words.cash) }).check();
    await page.getByRole('button', { name: words.continue }).click();
    await expect(page).toHaveURL(`${prefix}/checkout/complete`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: words.placeOrder }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.success);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
