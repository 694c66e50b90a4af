import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import {
  acceptCookies,
  addFromListing,
  checkoutToPayment,
  headerCart,
  newShopper,
  SHOP_LANGUAGES,
  shownOrderNumber,
} from './cart-support';
import { writtenMails } from './mail-support';

/**
 * Order notifications as a shopper meets them (issues 20 and 26): the phone number written as
 * Georgians write it on the last step, the SMS box there, and then the order e-mail (from the job
 * queue, through the local SMTP capture) and the SMS (the file the shop writes without a provider).
 */

test.beforeEach(async ({ page }) => acceptCookies(page));

const SMS_BOX = {
  ka: 'მომწერეთ SMS, როცა შეკვეთას მიიღებთ და როცა გამოგზავნით',
  en: 'Text me when my order is received and when it is on its way',
} as const;

const dataDir = process.env.E2E_DATA_DIR as string;

async function smsLines(): Promise<Array<{ to: string; content: string }>> {
  const text = await readFile(join(dataDir, 'sms', 'outbox.jsonl'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; content: string });
}

for (const language of SHOP_LANGUAGES) {
  const { lang, prefix, words } = language;

  test(`a cash order with SMS agreed gets its e-mail and SMS (${lang})`, async ({ page }) => {
    test.skip(Boolean(process.env.E2E_BASE_URL) && !existsSync(dataDir), 'the shop data folder is not here');
    await addFromListing(page, language, 1);
    await headerCart(page).click();
    await expect(page).toHaveURL(`${prefix}/cart`);
    const shopper = newShopper(`notify-${lang}`);
    await checkoutToPayment(page, language, shopper);
    await page.getByRole('radio', { name: new RegExp(words.cash) }).check();
    await page.getByRole('button', { name: words.continue }).click();
    await expect(page).toHaveURL(`${prefix}/checkout/complete`);

    // Typed `555 12 34 56`, shown as Georgians write it.
    const main = page.getByRole('main');
    await expect(main.getByText('+995 555 12 34 56')).toBeVisible();
    const box = page.getByLabel(SMS_BOX[lang]);
    await expect(box).not.toBeChecked();
    await box.check();
    await page.getByRole('button', { name: words.placeOrder }).click();

    await expect(page).toHaveURL(new RegExp(`${prefix}/thank-you/[A-Za-z0-9_-]+$`));
    const number = await shownOrderNumber(page);

    const ours = async () =>
      (await writtenMails(dataDir)).find((found) => found.subject.includes(`#${number}`));
    await expect
      .poll(ours, { timeout: 15_000 })
      .toMatchObject({ to: expect.stringContaining(shopper.email) });
    const mail = await ours();
    expect(mail?.text).toContain('+995 555 12 34 56');
    // Amounts as the site prints them: `12,50 ₾` in Georgian, `₾12.50` in English.
    expect(mail?.text).toMatch(lang === 'ka' ? /\d+,\d\d\s₾/ : /₾\d+\.\d\d/);
    // Branded (issue 26 item 26): the logo and the product's picture travel with the message and the
    // HTML shows them, in the shop's colours.
    const pictures = mail?.inlineImages ?? [];
    expect(pictures.map((picture) => picture.contentId)).toContain('logo@sakhe');
    expect(pictures.length).toBeGreaterThanOrEqual(2);
    for (const { contentId } of pictures) expect(mail?.html).toContain(`cid:${contentId}`);
    expect(mail?.html.toLowerCase()).toContain('#8b3c5d');

    await expect
      .poll(async () => (await smsLines()).find((sms) => sms.content.includes(`#${number}`)), {
        timeout: 15_000,
      })
      .toMatchObject({ to: '995555123456' });
  });
}
