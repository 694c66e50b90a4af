import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from './a11y';
import { ADMIN_LANGUAGES, journeyStaff, signIn, signInThroughApi } from './admin-support';
import { acceptCookies } from './cart-support';
import { expect as baseExpect, test } from './fixtures';

// The editor's code loads after the form, on a shared and busy machine: each step may wait longer.
const expect = baseExpect.configure({ timeout: 15_000 });

const ADMIN_API = '/api/v2/admin';

/** What the product editor and its rich-text toolbar say (apps/admin/app/locales: products, richText). */
const WORDS = {
  ka: {
    georgian: 'ქართულად',
    description: 'აღწერა',
    toolbar: 'ფორმატირება',
    bold: 'მუქი',
    bulletList: 'მარკირებული სია',
    save: 'შენახვა',
    saved: 'ცვლილებები შენახულია.',
  },
  en: {
    georgian: 'Georgian',
    description: 'Description',
    toolbar: 'Formatting',
    bold: 'Bold',
    bulletList: 'Bulleted list',
    save: 'Save',
    saved: 'Changes saved.',
  },
} as const;

/**
 * An enabled product of the journey's own, with a priced variant in stock (so the shop shows its page)
 * and a plain description: no other journey reads it, and it goes again at the end.
 */
async function createProduct(request: APIRequestContext, token: string, code: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post(`${ADMIN_API}/products`, {
    headers,
    data: {
      code,
      enabled: true,
      translations: {
        ka_GE: { name: `ნიაცინის შრატი ${code}`, description: '<p>ძველი აღწერა</p>' },
        en_US: { name: `Niacinamide serum ${code}` },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { translations: Record<'ka_GE' | 'en_US', { slug: string }> };
  const variant = await request.post(`${ADMIN_API}/product-variants`, {
    headers,
    data: { code: `${code}-v`, product: code, price: 4500, onHand: 5 },
  });
  expect(variant.status(), await variant.text()).toBe(201);
  return product.translations.ka_GE.slug;
}

for (const language of ADMIN_LANGUAGES) {
  const { lang } = language;
  const words = WORDS[lang];

  test(`a manager makes a word bold and adds a bulleted list in a product's Georgian description; the shop shows both (${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const staff = await journeyStaff(page.request);
    const token = await signInThroughApi(page.request, staff.manager);
    const code = `e2e-rich-${Date.now().toString(36)}-${lang}`;
    const slug = await createProduct(page.request, token, code);

    try {
      await signIn(page, language, staff.manager);
      await expect(page).not.toHaveURL(/\/admin\/sign-in/);
      await page.goto(`/admin/products/${code}`);
      const georgian = page.getByRole('region', { name: words.georgian });
      const description = georgian.getByRole('textbox', { name: words.description, exact: true });
      await expect(description).toHaveText('ძველი აღწერა');
      const toolbar = georgian.getByRole('toolbar', { name: words.toolbar });
      const bold = toolbar.getByRole('button', { name: words.bold });
      const bullets = toolbar.getByRole('button', { name: words.bulletList });
      await expectAccessible(page);

      // A new first line, its last word selected from the keyboard and made bold.
      await description.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('ყოველდღიური მოვლა ნიაცინამიდით');
      await page.keyboard.press('Shift+ControlOrMeta+ArrowLeft');
      await bold.click();
      await expect(bold).toHaveAttribute('aria-pressed', 'true');
      await expect(description.locator('strong')).toHaveText('ნიაცინამიდით');

      // Two points as a bulleted list under it, in plain type.
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await bullets.click();
      await expect(bullets).toHaveAttribute('aria-pressed', 'true');
      // A new line goes on in the type it started in: bold is switched off for the list.
      if ((await bold.getAttribute('aria-pressed')) === 'true') await bold.click();
      await expect(bold).toHaveAttribute('aria-pressed', 'false');
      await page.keyboard.type('ავიწროებს ფორებს');
      await page.keyboard.press('Enter');
      await page.keyboard.type('ათანაბრებს კანის ტონს');
      await expect(description.getByRole('listitem')).toHaveText([
        'ავიწროებს ფორებს',
        'ათანაბრებს კანის ტონს',
      ]);
      await expectAccessible(page);

      await page.getByRole('button', { name: words.save, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: words.saved })).toBeVisible();

      // Opened again, the editor shows what was stored.
      await page.reload();
      await expect(description.locator('strong')).toHaveText('ნიაცინამიდით');
      await expect(description.getByRole('listitem')).toHaveCount(2);

      // The shopper's Georgian product page: the bold word and the list, as the manager saw them.
      const shopperContext = await browser.newContext({ baseURL });
      const shopper = await shopperContext.newPage();
      await acceptCookies(shopper);
      await shopper.goto(`/shop/product/${encodeURIComponent(slug)}`);
      const shown = shopper.getByRole('region', { name: 'აღწერა' });
      await expect(shown.locator('p strong')).toHaveText('ნიაცინამიდით');
      await expect(shown.locator('p').first()).toHaveText('ყოველდღიური მოვლა ნიაცინამიდით');
      await expect(shown.locator('ul > li')).toHaveText(['ავიწროებს ფორებს', 'ათანაბრებს კანის ტონს']);
      await expect(shown).not.toContainText('ძველი აღწერა');
      await shopperContext.close();
    } finally {
      await page.request.delete(`${ADMIN_API}/products/${code}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
    }
  });
}
