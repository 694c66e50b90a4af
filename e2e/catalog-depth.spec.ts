import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { acceptCookies, LANGUAGES, openWith, type Language } from './browse-support';

/**
 * Issue 25's journeys: the search page filters like a listing (counts follow the filters), a shade is
 * picked and its URL shared, a similar product opens, a brand and a synonym are found, and a search that
 * finds nothing offers what it might have meant.
 */

test.beforeEach(async ({ page }) => acceptCookies(page));

interface Facets {
  totalItems: number;
  attributes: Array<{ code: string; values: Array<{ code: string; name: string; count: number }> }>;
}

async function api<T>(request: APIRequestContext, path: string, backend: string): Promise<T> {
  const response = await request.get(`/api/v2/shop/${path}`, { headers: { 'Accept-Language': backend } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

function countOf(facets: Facets, attribute: string, value: string): number {
  return (
    facets.attributes.find((a) => a.code === attribute)?.values.find((v) => v.code === value)?.count ?? 0
  );
}

async function filterForm(page: Page, isMobile: boolean, words: Language['words']) {
  if (!isMobile) return page.getByRole('complementary', { name: words.filters });
  const sheet = page.getByRole('dialog', { name: words.filters });
  await openWith(page.getByRole('button', { name: words.filters }), sheet);
  return sheet;
}

/** An enabled product with several in-stock shades, and its variants' codes. */
async function shadeProduct(request: APIRequestContext, backend: string) {
  const page = await api<{
    'hydra:member': Array<{
      slug: string;
      productOptions: Array<{ code: string }>;
      productVariants: Array<{ code: string; inStock: boolean; name: string }>;
      images: Array<{ path: string; productVariants: string[] }>;
    }>;
  }>(request, 'products?taxon=makeup&itemsPerPage=60', backend);
  const product = page['hydra:member'].find(
    (candidate) =>
      candidate.productOptions[0]?.code === 'shade' &&
      candidate.productVariants.filter((variant) => variant.inStock).length >= 2,
  );
  expect(product).toBeDefined();
  return product!;
}

for (const { lang, prefix, backend, words } of LANGUAGES) {
  const ka = lang === 'ka';
  test.describe(`catalog depth (${lang})`, () => {
    test('filtering cream search results by dry skin and vegan changes the counts', async ({
      page,
      request,
      isMobile,
    }) => {
      const query = ka ? 'კრემი' : 'cream';
      const term = encodeURIComponent(query);
      const before = await api<Facets>(request, `product-facets?translations.name=${term}`, backend);
      const dry = await api<Facets>(
        request,
        `product-facets?translations.name=${term}&attribute[skin_type][]=dry`,
        backend,
      );
      expect(countOf(dry, 'vegan', 'true')).toBeLessThan(countOf(before, 'vegan', 'true'));

      await page.goto(`${prefix}/search?q=${term}`);
      let form = await filterForm(page, isMobile, words);
      const dryName = ka ? 'მშრალი' : 'Dry';
      const veganName = ka ? 'ვეგანური' : 'Vegan';
      await expect(
        form.getByRole('checkbox', { name: `${veganName} (${countOf(before, 'vegan', 'true')})` }),
      ).toBeVisible();
      await form.getByRole('checkbox', { name: new RegExp(`^${dryName} \\(\\d+\\)$`) }).check();
      await form.getByRole('button', { name: words.apply }).click();
      await expect(page).toHaveURL(`${prefix}/search?q=${term}&attr.skin_type=dry`);

      form = await filterForm(page, isMobile, words);
      const vegan = form.getByRole('checkbox', { name: `${veganName} (${countOf(dry, 'vegan', 'true')})` });
      await expect(vegan).toBeVisible();
      await vegan.check();
      await form.getByRole('button', { name: words.apply }).click();
      await expect(page).toHaveURL(`${prefix}/search?q=${term}&attr.skin_type=dry&attr.vegan=true`);
      await expect(
        page.getByRole('status').filter({ hasText: String(countOf(dry, 'vegan', 'true')) }),
      ).toBeVisible();
    });

    test('a shade is picked as a swatch, and its shared URL opens that shade', async ({ page, request }) => {
      const product = await shadeProduct(request, backend);
      const [first, second] = product.productVariants.filter((variant) => variant.inStock);
      await page.goto(`${prefix}/shop/product/${encodeURIComponent(product.slug)}`);
      const shades = page.getByRole('list', { name: new RegExp(ka ? '^ფერი' : '^Shade') });
      await expect(shades.locator('[data-swatch]').first()).toBeVisible();
      await shades.getByRole('link', { name: second!.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`\\?variant=${encodeURIComponent(second!.code)}$`));
      await expect(page.getByTestId('chosen-variant')).toHaveText(second!.name);
      // The main picture is the chosen shade's own.
      const own = product.images.find((image) =>
        image.productVariants.some((iri) => iri.endsWith(`/${second!.code}`)),
      );
      expect(own).toBeDefined();
      const file = own!.path.slice(own!.path.lastIndexOf('/') + 1);
      await expect(page.locator('img[fetchpriority="high"]').first()).toHaveAttribute(
        'src',
        new RegExp(file),
      );

      // Shared: the URL alone opens that shade.
      const shared = page.url();
      const other = await page.context().newPage();
      await other.goto(shared);
      await expect(other.getByTestId('chosen-variant')).toHaveText(second!.name);
      await expect(other.getByRole('link', { name: second!.name, exact: true })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await other.close();
      expect(first!.code).not.toBe(second!.code);
    });

    test('a similar product opens from the product page', async ({ page, request }) => {
      const product = await shadeProduct(request, backend);
      await page.goto(`${prefix}/shop/product/${encodeURIComponent(product.slug)}`);
      const similar = page.getByTestId('related-similar');
      await similar.scrollIntoViewIfNeeded();
      const card = similar.getByRole('article').first();
      await expect(card).toBeVisible();
      const name = (await card.getByRole('heading').textContent())!.trim();
      await card.getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    });

    test('a brand and a synonym are found', async ({ page }) => {
      await page.goto(`${prefix}/search?q=Celestine`);
      await expect(page.getByRole('article').first()).toContainText('Celestine Paris');
      await page.goto(`${prefix}/search?q=${encodeURIComponent(ka ? 'სუნამო' : 'perfume')}`);
      // No product is named "perfume": what it finds is named by the trade's words of its synonym group.
      await expect(page.getByRole('article').first()).toContainText(
        ka ? /პარფიუმერული წყალი|ტუალეტის წყალი/ : /Eau de (Parfum|Toilette)/,
      );
    });

    test('a search that finds nothing offers what it may have meant and the popular categories', async ({
      page,
    }) => {
      // A brand's name misspelt past what search forgives, typed in either script.
      await page.goto(`${prefix}/search?q=${encodeURIComponent(ka ? 'სელესტინნა' : 'Selestinna')}`);
      const meant = page.getByTestId('did-you-mean');
      await expect(meant).toContainText('Celestine Paris');
      await expect(
        page.getByRole('heading', { name: ka ? 'პოპულარული კატეგორიები' : 'Popular categories' }),
      ).toBeVisible();
      await meant.getByRole('link').click();
      await expect(page.getByRole('article').first()).toBeVisible();
    });
  });
}
