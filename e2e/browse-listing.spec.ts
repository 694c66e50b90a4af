import { expect, holdPageCode, hydrated, test } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  acceptCookies,
  apiProducts,
  apiTaxon,
  isSorted,
  LANGUAGES,
  openWith,
  shownProducts,
  type Language,
} from './browse-support';
import { desktopOnly, phoneOnly } from './screens';

const CATEGORY = 'makeup';

test.beforeEach(async ({ page }) => acceptCookies(page));

interface Facets {
  totalItems: number;
  brands: Array<{ code: string; name: string; count: number }>;
  attributes: Array<{ code: string; values: Array<{ code: string; name: string; count: number }> }>;
}

async function apiFacets(request: APIRequestContext, query: string, backend: string): Promise<Facets> {
  const response = await request.get(`/api/v2/shop/product-facets?${query}`, {
    headers: { 'Accept-Language': backend },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Facets;
}

function valueOf(facets: Facets, attribute: string, value: string) {
  const found = facets.attributes.find((a) => a.code === attribute)?.values.find((v) => v.code === value);
  if (!found) throw new Error(`no ${attribute}=${value} facet`);
  return found;
}

const SERVER_ANSWER = desktopOnly('the server’s answer, the same on every screen');

/** The filter form in use: the sidebar on desktop, the sheet on a phone (opened here). */
async function filterForm(page: Page, isMobile: boolean, words: Language['words']) {
  if (!isMobile) return page.getByRole('complementary', { name: words.filters });
  const sheet = page.getByRole('dialog', { name: words.filters });
  await openWith(page.getByRole('button', { name: words.filters }), sheet);
  return sheet;
}

for (const { lang, prefix, backend, words } of LANGUAGES) {
  test.describe(`product listing (${lang})`, () => {
    test('a category opens from the menu with its products and count', async ({
      page,
      request,
      isMobile,
    }) => {
      const taxon = await apiTaxon(request, CATEGORY, backend);
      const name = taxon.name ?? CATEGORY;
      await page.goto(prefix || '/');
      if (isMobile) {
        // The bottom menu's Shop opens the category drawer.
        const drawer = page.getByRole('dialog');
        await openWith(page.getByRole('button', { name: words.shop }), drawer);
        await drawer.getByRole('button', { name }).click();
        await drawer.getByRole('link', { name: words.viewAll(name) }).click();
      } else {
        const nav = page
          .getByRole('navigation', { name: lang === 'ka' ? 'კატეგორიები' : 'Categories' })
          .first();
        const viewAll = nav.getByRole('link', { name: words.viewAll(name) });
        await openWith(nav.getByRole('button', { name }), viewAll);
        await viewAll.click();
      }
      await expect(page).toHaveURL(`${prefix}/shop/${CATEGORY}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      // The demo's top categories have a short description: the intro under the heading, in this language.
      expect(taxon.description).toBeTruthy();
      await expect(page.getByTestId('category-description')).toHaveText(
        taxon.description!.replace(/<[^>]+>/g, ''),
      );

      const expected = await apiProducts(request, `taxon=${CATEGORY}&itemsPerPage=24`, backend);
      await expect(page.getByText(new RegExp(`^${expected['hydra:totalItems']} `))).toBeVisible();
      expect((await shownProducts(page)).names).toEqual(
        expected['hydra:member'].map((product) => product.name),
      );

      // The banner has words on it, drawn in this language (issue 26 item 14): the other language's
      // page shows another picture.
      const banner = page.locator('img[src*="/banner_desktop/"]').first();
      const here = await banner.getAttribute('src');
      expect(here).toBeTruthy();
      await page.goto(`${lang === 'ka' ? '/en' : ''}/shop/${CATEGORY}`);
      await expect(banner).not.toHaveAttribute('src', here!);
    });

    test('filters by brand and price, orders by price and pages forward', async ({
      page,
      request,
      isMobile,
    }) => {
      test.slow(); // a long journey: a dozen page loads, each checked against the API
      const all = await apiProducts(request, `taxon=${CATEGORY}&itemsPerPage=100`, backend);
      // The brand with the most products here, and a price range that keeps some of them.
      const counts = new Map<string, { name: string; prices: number[] }>();
      for (const product of all['hydra:member']) {
        const brand = product.productTaxons.find((assignment) => assignment.taxon.brandTaxon)?.taxon;
        const variant = product.productVariants.find((v) => v['@id'] === product.defaultVariant);
        if (!brand || !variant) continue;
        const entry = counts.get(brand.code) ?? { name: brand.name ?? brand.code, prices: [] };
        entry.prices.push(variant.price);
        counts.set(brand.code, entry);
      }
      const [brandCode, brand] = [...counts.entries()].sort(
        (a, b) => b[1].prices.length - a[1].prices.length,
      )[0]!;
      const sorted = [...brand.prices].sort((a, b) => a - b);
      const from = Math.floor(sorted[0]! / 100);
      const to = Math.ceil(sorted[Math.floor(sorted.length / 2)]! / 100);

      await page.goto(`${prefix}/shop/${CATEGORY}?page=2`);
      const form = await filterForm(page, isMobile, words);
      await form.getByRole('checkbox', { name: brand.name }).check();
      await form.getByLabel(words.from).fill(String(from));
      await form.getByLabel(words.to).fill(String(to));
      await form.getByRole('button', { name: words.apply }).click();

      // Applied: in the URL (comma-separated codes, lari), back on page 1, and the API's answer shown.
      await expect(page).toHaveURL(
        `${prefix}/shop/${CATEGORY}?categories=${brandCode}&from=${from}&to=${to}`,
      );
      const expected = await apiProducts(
        request,
        `taxon=${CATEGORY}&productTaxons.taxon.code[]=${brandCode}&minimumPrice=${from * 100}&maximumPrice=${to * 100}&itemsPerPage=24`,
        backend,
      );
      expect(expected['hydra:totalItems']).toBeGreaterThan(0);
      await expect(page.getByRole('main').locator('article')).toHaveCount(expected['hydra:member'].length);
      const shown = await shownProducts(page);
      expect(shown.names).toEqual(expected['hydra:member'].map((product) => product.name));
      expect(shown.prices.every((price) => price >= from * 100 && price <= to * 100)).toBe(true);

      // The same URL renders the same on the server (shareable).
      await page.reload();
      expect((await shownProducts(page)).names).toEqual(shown.names);

      // Clear filters: back to the whole category.
      await page.goto(`${prefix}/shop/${CATEGORY}?categories=${brandCode}`);
      await (await filterForm(page, isMobile, words)).getByRole('link', { name: words.clear }).click();
      await expect(page).toHaveURL(`${prefix}/shop/${CATEGORY}`);
      await expect(page.getByText(new RegExp(`^${all['hydra:totalItems']} `))).toBeVisible();

      // Order by price, both ways.
      const sort = page.getByLabel(words.sort);
      await sort.selectOption('price-asc');
      await expect(page).toHaveURL(`${prefix}/shop/${CATEGORY}?price=asc`);
      await expect.poll(async () => isSorted((await shownProducts(page)).prices, 'asc')).toBe(true);
      const cheapest = (await shownProducts(page)).prices[0];
      await sort.selectOption('price-desc');
      await expect(page).toHaveURL(`${prefix}/shop/${CATEGORY}?price=desc`);
      await expect.poll(async () => isSorted((await shownProducts(page)).prices, 'desc')).toBe(true);
      expect((await shownProducts(page)).prices[0]).toBeGreaterThanOrEqual(cheapest!);

      // Page forward, filters kept; another order starts over at page 1.
      const first = (await shownProducts(page)).links;
      await page.getByRole('link', { name: words.next }).click();
      await expect(page).toHaveURL(`${prefix}/shop/${CATEGORY}?price=desc&page=2`);
      await expect.poll(async () => (await shownProducts(page)).links[0]).not.toBe(first[0]);
      const second = await shownProducts(page);
      expect(second.links.some((link) => first.includes(link))).toBe(false);
      expect(isSorted(second.prices, 'desc')).toBe(true);
      await expect(page.getByRole('link', { name: words.previous })).toBeVisible();
      // The page numbers (issue 26 item 11): this one marked, the first a link back, order kept.
      const pages = page.getByRole('navigation', { name: words.pages });
      await expect(pages.locator('[aria-current="page"]')).toHaveText('2');
      await pages.getByRole('link', { name: words.page(1), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/shop/${CATEGORY}\\?price=desc(&page=1)?$`));
      await expect.poll(async () => (await shownProducts(page)).links[0]).toBe(first[0]);
      await sort.selectOption('price-asc');
      await expect(page).toHaveURL(`${prefix}/shop/${CATEGORY}?price=asc`);

      // Biggest discount first, as the API orders it.
      await sort.selectOption('discount');
      await expect(page).toHaveURL(`${prefix}/shop/${CATEGORY}?sort=discount`);
      const discounted = await apiProducts(
        request,
        `taxon=${CATEGORY}&order[discount]=desc&itemsPerPage=24`,
        backend,
      );
      await expect
        .poll(async () => (await shownProducts(page)).names)
        .toEqual(discounted['hydra:member'].map((product) => product.name));
    });

    test('the brand filter offers only the brands of the result, with counts', async ({
      page,
      request,
      isMobile,
    }) => {
      const facets = await apiFacets(request, 'taxon=face-care', backend);
      const all = await apiTaxon(request, 'brendebi', backend);
      expect(facets.brands.length).toBeLessThan(all.childTaxons.length);
      await page.goto(`${prefix}/shop/face-care`);
      const form = await filterForm(page, isMobile, words);
      const brands = form.getByRole('group', { name: words.brands });
      await expect(brands.getByRole('checkbox')).toHaveCount(facets.brands.length);
      for (const brand of facets.brands.slice(0, 3)) {
        await expect(brands.getByRole('checkbox', { name: `${brand.name} (${brand.count})` })).toBeVisible();
      }
      const missing = all.childTaxons.find(
        (brand) => !facets.brands.some((offered) => offered.code === brand.code),
      );
      await expect(brands.locator(`input[value="${missing!.code}"]`)).toHaveCount(0);
    });

    test('filtering by dry skin and vegan narrows the result and changes the counts', async ({
      page,
      request,
      isMobile,
    }) => {
      const dryName = lang === 'ka' ? 'მშრალი' : 'Dry';
      const veganName = lang === 'ka' ? 'ვეგანური' : 'Vegan';
      const before = await apiFacets(request, 'taxon=face-care', backend);
      const veganBefore = valueOf(before, 'vegan', 'true');
      const dry = await apiFacets(request, 'taxon=face-care&attribute[skin_type][]=dry', backend);
      const veganDry = valueOf(dry, 'vegan', 'true');
      expect(veganDry.count).toBeLessThan(veganBefore.count);

      await page.goto(`${prefix}/shop/face-care`);
      let form = await filterForm(page, isMobile, words);
      await expect(form.getByRole('checkbox', { name: `${veganName} (${veganBefore.count})` })).toBeVisible();
      await form.getByRole('checkbox', { name: new RegExp(`^${dryName} \\(\\d+\\)$`) }).check();
      await form.getByRole('button', { name: words.apply }).click();
      await expect(page).toHaveURL(`${prefix}/shop/face-care?attr.skin_type=dry`);
      await expect(page.getByText(new RegExp(`^${dry.totalItems} `))).toBeVisible();

      // The vegan count now counts dry-skin products only.
      form = await filterForm(page, isMobile, words);
      const vegan = form.getByRole('checkbox', { name: `${veganName} (${veganDry.count})` });
      await expect(vegan).toBeVisible();
      await vegan.check();
      await form.getByRole('button', { name: words.apply }).click();
      await expect(page).toHaveURL(`${prefix}/shop/face-care?attr.skin_type=dry&attr.vegan=true`);
      await expect(page.getByText(new RegExp(`^${veganDry.count} `))).toBeVisible();
      const expected = await apiProducts(
        request,
        'taxon=face-care&attribute[skin_type][]=dry&attribute[vegan][]=true&itemsPerPage=24',
        backend,
      );
      expect((await shownProducts(page)).names).toEqual(
        expected['hydra:member'].map((product) => product.name),
      );
    });

    test('an unknown category is the not-found page', SERVER_ANSWER, async ({ page }) => {
      const response = await page.goto(`${prefix}/shop/no-such-category`);
      expect(response?.status()).toBe(404);
    });

    test(
      'what is ticked and typed before the page hydrates stays, and applies',
      desktopOnly('the sidebar shows before hydration on a wide screen; the phone sheet needs JavaScript'),
      async ({ page }) => {
        // The page's code waits at the door until the shopper has ticked a brand and typed a price.
        const letIn = await holdPageCode(page);
        await page.goto(`${prefix}/shop/${CATEGORY}?page=2`, { waitUntil: 'domcontentloaded' });
        const form = page.getByRole('complementary', { name: words.filters });
        const brand = form.getByRole('checkbox').first();
        const code = await brand.getAttribute('value');
        await brand.check();
        await form.getByLabel(words.from).fill('14');
        letIn();
        await hydrated(page);

        await expect(brand).toBeChecked();
        await expect(form.getByLabel(words.from)).toHaveValue('14');
        await form.getByRole('button', { name: words.apply }).click();
        await expect(page).toHaveURL(`${prefix}/shop/${CATEGORY}?categories=${code}&from=14`);
      },
    );

    test('a filter that matches nothing says so', SERVER_ANSWER, async ({ page }) => {
      await page.goto(`${prefix}/shop/${CATEGORY}?from=999999`);
      await expect(page.getByText(words.noProducts)).toBeVisible();
    });
  });
}

// Cards below the first few are laid out only as they come near the screen (ProductGrid), each standing in
// with an estimate until then, and a wrong estimate moves what follows them once they are laid out. On a
// phone, with a fixed 24rem guess, the pagination scrolled to on a new page jumped 120–160 px up under the
// finger; with a better guess it still moved 10–32 px, on desktop too (where CI saw clicks on "next" miss).
test('a listing page keeps still as its cards are laid out: the pagination stays under the finger', async ({
  page,
}) => {
  const { prefix, words } = LANGUAGES[0]!;
  await page.goto(`${prefix}/shop/${CATEGORY}`);
  await hydrated(page);
  const pages = page.getByRole('navigation', { name: words.pages });
  // A page reached in the browser: its cards are new elements, none of them laid out yet.
  await pages.getByRole('link', { name: words.next }).click();
  await expect(pages.locator('[aria-current="page"]')).toHaveText('2');
  const back = pages.getByRole('link', { name: words.page(1), exact: true });
  // Scrolled to in one step, as a fling ends, and read before the next frame lays out what came near.
  const moved = await back.evaluate(async (link) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame(); // the new page painted and scrolled to its top
    link.scrollIntoView({ block: 'center' });
    const scrolledTo = link.getBoundingClientRect().top;
    await frame();
    await frame();
    return link.getBoundingClientRect().top - scrolledTo;
  });
  // The rows around the pagination are laid out with the page, so nothing near it changes height:
  // measured 0–1 px (half the link's 44 px is where a tap aimed at its middle would miss).
  expect(Math.abs(moved)).toBeLessThan(4);
});

// Previous, the page numbers and next on one line on a small phone: wide screens show the current page's
// neighbours, phones only the first, current and last pages (at 390 px the next arrow used to wrap onto
// a line of its own).
for (const { lang, prefix, words } of LANGUAGES) {
  test(
    `the pagination fits on one line of a 360 px phone (${lang})`,
    phoneOnly('a phone layout'),
    async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 780 });
      for (const [number, shown] of [
        [2, '1 2 … 5'],
        [3, '1 2 3 4 5'],
      ] as const) {
        await page.goto(`${prefix}/shop/${CATEGORY}?page=${number}`);
        const pages = page.getByRole('navigation', { name: words.pages });
        await expect(pages.locator('[aria-current="page"]')).toHaveText(String(number));
        const line = await pages.evaluate((nav) => {
          const items = [...nav.querySelectorAll('a[rel], li')].filter((item) => item.checkVisibility());
          return {
            text: [...nav.querySelectorAll('li')]
              .filter((item) => item.checkVisibility())
              .map((item) => item.textContent?.trim())
              .join(' '),
            middles: new Set(
              items.map((item) => {
                const { top, bottom } = item.getBoundingClientRect();
                return Math.round((top + bottom) / 2);
              }),
            ).size,
            fits: items.every((item) => item.getBoundingClientRect().right <= window.innerWidth),
          };
        });
        expect(line).toEqual({ text: shown, middles: 1, fits: true });
      }
    },
  );
}
