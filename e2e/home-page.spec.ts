import { expect, repeatUntil, test } from './fixtures';
import { expectAccessible } from './a11y';
import { acceptCookies, CHROME_LANGUAGES } from './chrome-support';
import { desktopOnly, phoneOnly } from './screens';

// The slider's phone cut and the carousels' two cards per screen run on a phone.
const SAME_HEAD = desktopOnly('the page’s head, the same on every screen');

for (const { lang, prefix, words } of CHROME_LANGUAGES) {
  test.describe(`home page (${lang})`, () => {
    test.beforeEach(async ({ page }) => acceptCookies(page));

    test('shows the slider, banners and product carousels from the CMS', async ({ page, isMobile }) => {
      const response = await page.goto(prefix || '/');
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe(
        'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
      );
      const main = page.getByRole('main');
      // The slider: one <picture> per slide, the phone cut below 1024 px.
      const firstSlide = main.locator('picture img').first();
      await expect(firstSlide).toBeVisible();
      const src = await firstSlide.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(src).toContain(isMobile ? '/media/cache/banner_mobile/' : '/media/cache/banner_desktop/');
      expect(await firstSlide.getAttribute('width')).toBeTruthy();

      // Three product carousels, each a labelled region of slides with product cards.
      const carousels = main
        .locator('[role="region"][aria-roledescription]')
        .filter({ has: page.locator('article') });
      await expect(carousels).toHaveCount(3);
      const first = carousels.first();
      const slides = first.locator('[role="group"][aria-roledescription]');
      expect(await slides.count()).toBeGreaterThan(4);
      const visible = await first.locator('article').evaluateAll((cards) => {
        const box = cards[0]!.closest('[role="region"]')!.getBoundingClientRect();
        return cards.filter((card) => {
          const shown = card.getBoundingClientRect();
          return shown.left >= box.left - 1 && shown.right <= box.right + 1;
        }).length;
      });
      expect(visible).toBe(isMobile ? 2 : 4);
      // The arrows sit level with the middle of the images, clear of the hearts at their foot.
      await first.scrollIntoViewIfNeeded();
      const overlaps = await first.evaluate((region) => {
        const boxes = (selector: string) =>
          [...region.querySelectorAll(selector)].map((element) => element.getBoundingClientRect());
        const arrows = boxes(':scope > button');
        return boxes('button[aria-pressed]').filter((heart) =>
          arrows.some(
            (arrow) =>
              arrow.left < heart.right &&
              heart.left < arrow.right &&
              arrow.top < heart.bottom &&
              heart.top < arrow.bottom,
          ),
        ).length;
      });
      expect(overlaps).toBe(0);
      await expectAccessible(page);
    });

    test(
      'a phone’s first screen shows the search and the first products',
      phoneOnly('the phone’s own first screen'),
      async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(prefix || '/');
        const main = page.getByRole('main');
        const search = main.getByRole('button', { name: words.openSearch });
        await expect(search).toBeInViewport();
        // The first carousel's first card starts above the fold.
        const firstCard = main.locator('[role="region"][aria-roledescription] article').first();
        const top = (await firstCard.boundingBox())!.y;
        expect(top).toBeLessThan(844 - 96 - 40); // above the bottom menu, with some of the card showing
        // The bar opens the search field, where the shopper types.
        await search.click();
        await expect(page.getByRole('combobox', { name: words.search })).toBeFocused();
      },
    );

    test('a carousel moves with its buttons and the arrow keys', async ({ page }) => {
      await page.goto(prefix || '/');
      const carousel = page
        .getByRole('main')
        .locator('[role="region"][aria-roledescription]')
        .filter({ has: page.locator('article') })
        .first();
      // The carousels' part of the page may be swapped for its hydrated self while this scrolls (it
      // hydrates once near the screen): scroll again until the one on the page is in view.
      await expect(() => carousel.scrollIntoViewIfNeeded({ timeout: 1_000 })).toPass();
      const firstCard = carousel.locator('[role="group"][aria-roledescription]').first();
      const cardX = async () => (await firstCard.boundingBox())!.x;
      const startX = await cardX();
      // The carousel hydrates once it is near the screen; the click goes again while nothing has moved.
      await repeatUntil(
        async () => {
          if (Math.round(await cardX()) === Math.round(startX)) {
            await carousel.getByRole('button', { name: words.nextSlides }).click();
          }
        },
        () => expect.poll(cardX, { timeout: 2_000 }).toBeLessThan(startX - 50),
      );
      await carousel.locator('a').nth(2).focus();
      await page.keyboard.press('ArrowLeft');
      await expect.poll(async () => Math.round(await cardX())).toBe(Math.round(startX));
      // The lazily loaded carousel adds no second copy of the stylesheet, which would restyle the whole page.
      await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
    });

    test('carries its SEO tags and structured data', SAME_HEAD, async ({ page }) => {
      await page.goto(prefix || '/');
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toMatch(lang === 'ka' ? /\/$/ : /\/en$/);
      for (const hreflang of ['ka', 'en', 'x-default']) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveCount(1);
      }
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
      const jsonLd = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
      const types = jsonLd.map((data: { '@type'?: string }) => data['@type']);
      expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
      const website = jsonLd.find((data: { '@type'?: string }) => data['@type'] === 'WebSite');
      expect(website.potentialAction.target.urlTemplate).toMatch(/\/search\?q=\{search_term_string\}$/);
    });
  });
}

test('the page renders its first frame before it fetches its JavaScript, then hydrates', async ({ page }) => {
  // The time of the first frame the browser renders (an animation frame comes just before each).
  await page.addInitScript(() =>
    requestAnimationFrame(() => Object.assign(window, { firstFrame: performance.now() })),
  );
  await page.goto('/en');
  const timings = await page.evaluate(() => ({
    firstFrame: (window as unknown as { firstFrame: number }).firstFrame,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime),
  }));
  expect(timings.firstFrame).toBeGreaterThan(0);
  expect(timings.scripts.length).toBeGreaterThan(3);
  expect(Math.min(...timings.scripts)).toBeGreaterThan(timings.firstFrame);
  // Hydrated: the held script ran, and the cookie popup (rendered by React) answers its button.
  expect(await page.evaluate(() => '__reactRouterRouteModules' in window)).toBe(true);
  const cookies = page.getByRole('region', { name: 'Cookies' });
  await cookies.getByRole('button', { name: 'Accept' }).click();
  await expect(cookies).toBeHidden();
});

const EVENT = desktopOnly('the analytics event is the same on every screen');

test('a slider click is reported as select_promotion once cookies are accepted', EVENT, async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('region', { name: 'Cookies' }).getByRole('button', { name: 'Accept' }).click();
  const slide = page.getByRole('main').locator('a:has(picture)').first();
  const href = await slide.getAttribute('href');
  await slide.click();
  await expect(page).toHaveURL(href!);
  const events = await page.evaluate(() => window.dataLayer ?? []);
  expect(events).toContainEqual(
    expect.objectContaining({
      event: 'select_promotion',
      ecommerce: expect.objectContaining({ creative_slot: 'slider-1' }),
    }),
  );
});
