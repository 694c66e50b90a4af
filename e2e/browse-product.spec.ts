import { expect, test } from './fixtures';
import { acceptCookies, apiProducts, LANGUAGES, shownProducts, type ApiProduct } from './browse-support';
import { desktopOnly } from './screens';

test.beforeEach(async ({ page }) => acceptCookies(page));

const SERVER_ANSWER = desktopOnly('the server’s answer, the same on every screen');

const pathOf = (prefix: string, slug: string) => `${prefix}/shop/product/${encodeURIComponent(slug)}`;

for (const { lang, prefix, backend, words } of LANGUAGES) {
  test.describe(`product page (${lang})`, () => {
    test('opens from a listing card', async ({ page }) => {
      await page.goto(`${prefix}/shop/makeup`);
      const { names } = await shownProducts(page);
      await page.getByRole('main').locator('article').first().getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[0]!);
      await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/shop/product/[^/?]+$`));
    });

    test('a variant is chosen in the URL and changes the price; the other language is the same product', async ({
      page,
      request,
    }) => {
      const { 'hydra:member': products } = await apiProducts(request, 'itemsPerPage=100', backend);
      const product = products.find(
        (candidate) => new Set(candidate.productVariants.map((variant) => variant.price)).size > 1,
      ) as ApiProduct;
      expect(product, 'a demo product whose variants cost differently').toBeTruthy();
      const [first, second] = product.productVariants.filter(
        (variant, index, all) => all.findIndex((other) => other.price === variant.price) === index,
      );

      await page.goto(`${pathOf(prefix, product.slug)}?variant=${first!.code}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
      const price = page.getByRole('main').locator('[data-price]').first();
      await expect(price).toHaveAttribute('data-price', String(first!.price));

      await page
        .getByRole('link', { name: second!.translations[backend]!.name, exact: false })
        .first()
        .click();
      await expect(page).toHaveURL(`${pathOf(prefix, product.slug)}?variant=${second!.code}`);
      await expect(price).toHaveAttribute('data-price', String(second!.price));
      await expect(
        page.getByRole('link', { name: second!.translations[backend]!.name }).first(),
      ).toHaveAttribute('aria-current', 'true');

      // The locale switcher lands on the same product (and variant) in the other language.
      const other = lang === 'ka' ? { prefix: '/en', backend: 'en_US' } : { prefix: '', backend: 'ka_GE' };
      await page.getByRole('link', { name: words.otherLanguage }).first().click();
      const translation = product.translations[other.backend]!;
      await expect(page).toHaveURL(`${pathOf(other.prefix, translation.slug)}?variant=${second!.code}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation.name);
    });

    test('states the size by the price, the price per 100 ml, and the product’s details', async ({
      page,
      request,
    }) => {
      const { 'hydra:member': products } = await apiProducts(
        request,
        'taxon=day-creams&itemsPerPage=30',
        backend,
      );
      const product = products.find((candidate) => candidate.productVariants.length === 1)!;
      const variant = product.productVariants[0]! as (typeof product.productVariants)[number] & {
        content?: { amount: number; unit: string };
      };
      expect(variant.content?.unit).toBe('ml');
      await page.goto(pathOf(prefix, product.slug));
      const size = page.getByTestId('product-size');
      const ml = lang === 'ka' ? 'მლ' : 'ml';
      await expect(size).toContainText(`${variant.content!.amount} ${ml}`);
      await expect(size).toContainText(lang === 'ka' ? `100 ${ml}-ზე` : `per 100 ${ml}`);
      const details = page.getByRole('region', { name: lang === 'ka' ? 'დეტალები' : 'Details' });
      await expect(details).toBeVisible();
      await expect(details.getByText(lang === 'ka' ? 'კანის ტიპი' : 'Skin type')).toBeVisible();
      await expect(details.getByText(/^Aqua, Glycerin/)).toBeVisible();
    });

    test(
      'a slug of the other language redirects to this language’s page',
      SERVER_ANSWER,
      async ({ page, request }) => {
        const otherBackend = backend === 'ka_GE' ? 'en_US' : 'ka_GE';
        const {
          'hydra:member': [product],
        } = await apiProducts(request, 'itemsPerPage=1', otherBackend);
        const response = await page.goto(pathOf(prefix, product!.slug));
        expect(response?.status()).toBe(200);
        await expect(page).toHaveURL(pathOf(prefix, product!.translations[backend]!.slug));
      },
    );

    test('an unknown product is "Product not found" with status 404', SERVER_ANSWER, async ({ page }) => {
      const response = await page.goto(`${prefix}/shop/product/no-such-product-anywhere`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.productNotFound);
    });
  });
}
