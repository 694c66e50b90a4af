import { expectAccessible } from './a11y';
import { ADMIN_LANGUAGES, journeyStaff, openFromNav, signIn } from './admin-support';
import { expect, test } from './fixtures';

/**
 * Bulk work in the back office (issue 22): a manager imports two new products from a CSV file
 * (checked first, then imported), shoppers find them by name, and one bulk disable on everything the
 * product list's search matches takes both out of the shop's search. The products are the journey's
 * own (a made-up word in their names); nothing else is touched.
 */

const WORDS = {
  ka: {
    products: 'პროდუქტები',
    importTitle: 'პროდუქტების იმპორტი',
    file: 'ფაილი (CSV ან JSON, მაქსიმუმ 20 მბ)',
    check: 'ფაილის შემოწმება',
    checkedOk: 'ფაილი სწორია. იმპორტი:',
    importNow: 'იმპორტი',
    imported: 'იმპორტირებულია:',
    newProducts: 'პროდუქტები: 2 ახალი, 0 შეცვლილი',
    problems: 'არაფერი შეცვლილა',
    allMatching: 'ფილტრების შესაბამის ყველა 2 პროდუქტზე',
    action: 'მოქმედება',
    disable: 'გამორთვა',
    apply: 'გამოყენება',
    confirm: '2 პროდუქტზე გამოყენება',
    done: 'მზადაა: შეიცვალა 2-დან 2 პროდუქტი.',
  },
  en: {
    products: 'Products',
    importTitle: 'Import products',
    file: 'File (CSV or JSON, at most 20 MB)',
    check: 'Check the file',
    checkedOk: 'The file is correct. Importing it will:',
    importNow: 'Import',
    imported: 'Imported:',
    newProducts: 'products: 2 new, 0 changed',
    problems: 'nothing was changed',
    allMatching: 'Apply to all 2 products the filters match',
    action: 'Action',
    disable: 'Disable',
    apply: 'Apply',
    confirm: 'Apply to 2 products',
    done: 'Done: 2 of 2 products changed.',
  },
} as const;

const COLUMNS =
  'product_code,product_enabled,main_taxon,taxons,name_ka,name_en,slug_ka,slug_en,short_description_ka,short_description_en,description_ka,description_en,variant_code,variant_enabled,tracked,on_hand,price_gel,original_price_gel,variant_name_ka,variant_name_en';

/** A made-up word no other product has, in Latin letters (Georgian names carry it too, as brand names do). */
function uniqueWord(): string {
  const letters = 'bdfgklmnprstvz';
  const vowels = 'aeiou';
  let word = 'vel';
  for (let i = 0; i < 4; i++) {
    word +=
      letters[Math.floor(Math.random() * letters.length)]! +
      vowels[Math.floor(Math.random() * vowels.length)]!;
  }
  return word;
}

test.describe('bulk work @desktop-only', () => {
  for (const language of ADMIN_LANGUAGES) {
    const { lang } = language;
    const words = WORDS[lang];
    const prefix = lang === 'ka' ? '' : '/en';

    test(`a manager imports two products and one bulk disable takes them out of search (${lang})`, async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(240_000);
      const staff = await journeyStaff(request);
      const word = uniqueWord();
      const code = `E2E-BULK-${word.toUpperCase()}`;
      const menu = await request.get('/api/v2/shop/taxons/menu');
      const categories = ((await menu.json()) as { 'hydra:member': Array<{ code: string }> })['hydra:member'];
      const category = categories[0]!.code;
      const row = (n: number) =>
        [
          `${code}-${n}`,
          'true',
          category,
          category,
          `ველმორა ${word} ${n}`,
          `Velmora ${word} ${n}`,
          '',
          '',
          '',
          '',
          '',
          '',
          `${code}-${n}-30ML`,
          'true',
          'true',
          '5',
          '19.90',
          '',
          '30 მლ',
          '30 ml',
        ].join(',');
      const csv = [COLUMNS, row(1), row(2), ''].join('\n');

      await signIn(page, language, staff.manager);
      await expect(page.getByRole('heading', { level: 1, name: language.words.dashboard })).toBeVisible();
      await openFromNav(page, language, words.products);
      await page.getByRole('link', { name: words.importNow, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: words.importTitle })).toBeVisible();
      await expectAccessible(page);

      // A file with a bad price is refused row by row, and nothing is written.
      await page.getByLabel(words.file).setInputFiles({
        name: 'broken.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv.replace('19.90', 'cheap')),
      });
      await page.getByRole('button', { name: words.check }).click();
      await expect(page.getByRole('alert')).toContainText(words.problems);
      await expect(page.getByRole('table')).toContainText('price_gel');
      await expectAccessible(page);

      await page.getByLabel(words.file).setInputFiles({
        name: 'products.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      });
      await page.getByRole('button', { name: words.check }).click();
      await expect(page.getByRole('status').filter({ hasText: words.checkedOk })).toContainText(
        words.newProducts,
      );
      await page.getByRole('button', { name: words.importNow, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: words.imported })).toContainText(
        words.newProducts,
      );

      // A shopper (a browser of their own, whose cache has seen nothing) finds both.
      const shopperFinds = async (count: number) => {
        const shopper = await browser.newContext();
        const shop = await shopper.newPage();
        await shop.goto(`${prefix}/search?q=${word}`);
        await expect(shop.getByRole('main').locator('article').filter({ hasText: word })).toHaveCount(count);
        await shopper.close();
      };
      await shopperFinds(2);

      // The list's search matches exactly the two; one action on all it matches disables them.
      await page.goto(`/admin/products?search=${word}`);
      await page.getByLabel(words.allMatching).check();
      await page.getByLabel(words.action, { exact: true }).selectOption({ label: words.disable });
      await page.getByRole('button', { name: words.apply }).click();
      await expectAccessible(page);
      await page.getByRole('alertdialog').getByRole('button', { name: words.confirm }).click();
      await expect(page.getByRole('status').filter({ hasText: words.done })).toBeVisible();

      await shopperFinds(0);
    });
  }
});
