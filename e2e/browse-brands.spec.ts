import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';
import { acceptCookies, apiTaxon, LANGUAGES, openWith } from './browse-support';

test.beforeEach(async ({ page }) => acceptCookies(page));

for (const { lang, prefix, backend, words } of LANGUAGES) {
  test.describe(`brands A–Z (${lang})`, () => {
    test('groups brands by first letter and leads to a brand listing', async ({ page, request }) => {
      const brands = (await apiTaxon(request, 'brendebi', backend)).childTaxons;
      await page.goto(`${prefix}/shop/brands-a-z`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.brandsTitle);

      const letters = page.getByRole('navigation', {
        name: lang === 'ka' ? 'ბრენდები პირველი ასოს მიხედვით' : 'Brands by first letter',
      });
      const characters = (await letters.getByRole('link').allTextContents()).map((text) => text.trim());
      // The page's own script first: Georgian ა–ჰ on the Georgian site, Latin A–Z on the English one.
      const georgian = (text: string) => /\p{Script=Georgian}/u.test(text);
      if (characters.some(georgian)) expect(georgian(characters[0]!)).toBe(lang === 'ka');
      expect(
        characters.every((character) => georgian(character) || character === character.toUpperCase()),
      ).toBe(true);

      // Every brand once, under its initial.
      const listed = page.getByRole('main').locator('section[id^="brands-"] a');
      await expect(listed).toHaveCount(brands.length);

      // Accents fold when grouping (issue 26 item 13): Éclat Nord is under E, and there is no É.
      const eclat = brands.find((brand) => brand.name === 'Éclat Nord');
      expect(eclat, 'the demo has the brand Éclat Nord').toBeDefined();
      await expect(page.locator('[id="brands-E"]').getByRole('link', { name: 'Éclat Nord' })).toBeVisible();
      expect(characters).not.toContain('É');

      // A letter link jumps to its group; a brand there opens its listing.
      const brand = brands[0]!;
      const name = brand.name ?? brand.code;
      const initial = /\p{Script=Georgian}/u.test(name[0]!) ? name[0]! : name[0]!.toUpperCase();
      await letters.getByRole('link', { name: initial, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#brands-${encodeURIComponent(initial)}$|#brands-${initial}$`));
      const group = page.locator(`[id="brands-${initial}"]`);
      await expect(group).toBeInViewport();
      await group.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(`${prefix}/shop/${brand.code}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    });

    test('the brands page has no serious accessibility violation', async ({ page }) => {
      await page.goto(`${prefix}/shop/brands-a-z`);
      await expectAccessible(page);
    });

    test('a listing has no serious accessibility violation, nor its filter sheet', async ({
      page,
      isMobile,
    }) => {
      await page.goto(`${prefix}/shop/makeup`);
      await expectAccessible(page);
      if (!isMobile) return;
      await openWith(
        page.getByRole('button', { name: words.filters }),
        page.getByRole('dialog', { name: words.filters }),
      );
      await expectAccessible(page);
    });

    test('a product page has no serious accessibility violation', async ({ page }) => {
      await page.goto(`${prefix}/shop/makeup`);
      await page.getByRole('main').locator('article').first().getByRole('link').click();
      await expect(page).toHaveURL(/\/shop\/product\//);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
    });
  });
}
