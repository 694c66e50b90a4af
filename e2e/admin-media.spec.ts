import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from './a11y';
import { ADMIN_LANGUAGES, journeyStaff, signIn, signInThroughApi } from './admin-support';
import { acceptCookies, SHOP_LANGUAGES } from './cart-support';
import { expect, test } from './fixtures';

const ADMIN_API = '/api/v2/admin';

/** What the images card says, in each language (apps/admin/app/locales, namespace media). */
const WORDS = {
  ka: {
    images: 'სურათები',
    add: 'სურათების დამატება',
    added: 'დაემატა სურათები: 1.',
    notAnImage: 'ეს ფაილი დასაშვები სურათი არ არის. ატვირთეთ JPEG, PNG, WebP ან AVIF ფორმატის სურათი.',
    altKa: 'ალტერნატიული ტექსტი (ქართული)',
    altEn: 'ალტერნატიული ტექსტი (ინგლისური)',
    language: 'ენა',
    save: 'შენახვა',
    saved: 'შენახულია.',
  },
  en: {
    images: 'Images',
    add: 'Add images',
    added: '1 image(s) added.',
    notAnImage: 'This file is not a valid image. Allowed types are JPEG, PNG, WebP and AVIF.',
    altKa: 'Alt text (Georgian)',
    altEn: 'Alt text (English)',
    language: 'Language',
    save: 'Save',
    saved: 'Saved.',
  },
} as const;

const SVG_WITH_SCRIPT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>alert(document.domain)</script><rect width="40" height="40"/></svg>';

/** An enabled product of this journey's own (code and names unique), with one priced variant in stock. */
async function createProduct(request: APIRequestContext, token: string, code: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post(`${ADMIN_API}/products`, {
    headers,
    data: {
      code,
      enabled: true,
      translations: {
        ka_GE: { name: `ფოტო-სერუმი ${code}` },
        en_US: { name: `Photo serum ${code}` },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as {
    translations: Record<'ka_GE' | 'en_US', { slug: string; name: string }>;
  };
  const variant = await request.post(`${ADMIN_API}/product-variants`, {
    headers,
    data: { code: `${code}-v`, product: code, price: 3900, onHand: 5 },
  });
  expect(variant.status(), await variant.text()).toBe(201);
  return product.translations;
}

for (const [index, language] of ADMIN_LANGUAGES.entries()) {
  const { lang } = language;
  const words = WORDS[lang];
  const shop = SHOP_LANGUAGES[index]!;

  test(`a manager uploads a product photo and the shop shows it; an SVG is refused with the message (${lang}) @desktop-only`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const staff = await journeyStaff(page.request);
    const token = await signInThroughApi(page.request, staff.manager);
    const code = `e2e-media-${Date.now().toString(36)}-${lang}`;
    const translations = await createProduct(page.request, token, code);

    try {
      await signIn(page, language, staff.manager);
      await expect(page).not.toHaveURL(/\/admin\/sign-in/);
      await page.goto(`/admin/products/${code}`);
      const card = page.getByRole('region', { name: words.images });
      await expect(card).toBeVisible();
      const picker = card.getByLabel(words.add);

      // An SVG with a script, named like a photo: refused by its content, in the member's language.
      await picker.setInputFiles({
        name: 'photo.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from(SVG_WITH_SCRIPT),
      });
      await expect(card.getByRole('alert')).toHaveText(`photo.jpg: ${words.notAnImage}`);
      await expect(card.getByTestId('product-image')).toHaveCount(0);

      // A real photo: uploaded, listed, described in both languages, given a language.
      // A JPEG drawn by the browser itself (the journeys have no image library of their own).
      const photo = Buffer.from(
        await page.evaluate(() => {
          const canvas = document.createElement('canvas');
          canvas.width = canvas.height = 800;
          const context = canvas.getContext('2d')!;
          context.fillStyle = '#c4788c';
          context.fillRect(0, 0, 800, 800);
          return canvas.toDataURL('image/jpeg', 0.9).split(',')[1]!;
        }),
        'base64',
      );
      await picker.setInputFiles({ name: 'serum.jpg', mimeType: 'image/jpeg', buffer: photo });
      await expect(card.getByRole('status').filter({ hasText: words.added })).toBeVisible();
      const row = card.getByTestId('product-image');
      await expect(row).toHaveCount(1);
      await row.getByLabel(words.altKa).fill('ვარდისფერი სერუმის ბოთლი');
      await row.getByLabel(words.altEn).fill('A pink serum bottle');
      // For this journey's language only (as a banner with words on it would be): its shop page shows it.
      await row.getByLabel(words.language).selectOption(lang === 'ka' ? 'ka_GE' : 'en_US');
      await row.getByRole('button', { name: words.save, exact: true }).click();
      await expect(card.getByRole('status').filter({ hasText: words.saved })).toBeVisible();
      await expectAccessible(page);
      const thumbnail = (await row.getByRole('img').getAttribute('src')) ?? '';
      const stored = /uploads\/product\/[^/]+\/([0-9a-f-]{36})\.jpg/.exec(thumbnail)?.[1];
      expect(stored, thumbnail).toBeTruthy();

      // The shopper sees it on the product page at once.
      const shopperContext = await browser.newContext({ baseURL });
      const shopper = await shopperContext.newPage();
      await acceptCookies(shopper);
      const slug = translations[lang === 'ka' ? 'ka_GE' : 'en_US'].slug;
      await shopper.goto(`${shop.prefix}/shop/product/${encodeURIComponent(slug)}`);
      const picture = shopper.getByRole('main').locator(`img[src*="${stored}"]`).first();
      await expect(picture).toBeVisible();
      // Described in the page's language, as staff wrote it.
      await expect(picture).toHaveAttribute(
        'alt',
        lang === 'ka' ? 'ვარდისფერი სერუმის ბოთლი' : 'A pink serum bottle',
      );
      expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      await shopperContext.close();
    } finally {
      // The journey's own product goes again (its images with it).
      await page.request.delete(`${ADMIN_API}/products/${code}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
    }
  });
}
