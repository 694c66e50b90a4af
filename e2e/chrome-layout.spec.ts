import { expect, repeatUntil, test } from './fixtures';
import { expectAccessible } from './a11y';
import { openWith } from './browse-support';
import { acceptCookies, CHROME_LANGUAGES } from './chrome-support';
import { desktopOnly, phoneOnly } from './screens';

// The phone keeps the language switch, the category drawer and the cookie popup (above the bottom menu).
const SAME_PAGE = desktopOnly('the same page on every screen');
const WIDE = desktopOnly('the category bar is for wide screens; the phone has the drawer');
const DRAWER = phoneOnly('the category drawer is the phone menu; the desktop has the category bar');

for (const { lang, prefix, words } of CHROME_LANGUAGES) {
  test.describe(`layout and navigation (${lang})`, () => {
    test.beforeEach(async ({ page }) => acceptCookies(page));

    test('an unknown page is a 404 with a way home', SAME_PAGE, async ({ page }) => {
      const response = await page.goto(`${prefix}/no-such-page/here`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.notFound);
      await page.getByRole('link', { name: words.backHome }).click();
      await expect(page).toHaveURL(prefix || '/');
      await expectAccessible(page);
    });

    test('switching the language keeps the page', async ({ page }) => {
      await page.goto(`${prefix}/faq`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.faqHeading);
      await page.getByRole('link', { name: words.otherLanguage, exact: true }).click();
      const other = CHROME_LANGUAGES.find((language) => language.lang !== lang)!;
      await expect(page).toHaveURL(`${other.prefix}/faq`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.words.faqHeading);
      await expect(page.locator('html')).toHaveAttribute('lang', other.lang);
    });

    test(
      'switching the language on a product page opens it under its slug in that language',
      SAME_PAGE,
      async ({ page, request }) => {
        const listing = await request.get('/api/v2/shop/products?itemsPerPage=1', {
          headers: { Accept: 'application/ld+json' },
        });
        const [product] = (await listing.json())['hydra:member'] as {
          translations: Record<string, { slug: string; name: string }>;
        }[];
        const other = CHROME_LANGUAGES.find((language) => language.lang !== lang)!;
        const here = product!.translations[lang === 'ka' ? 'ka_GE' : 'en_US']!;
        const there = product!.translations[other.backend]!;
        await page.goto(`${prefix}/shop/product/${encodeURIComponent(here.slug)}`);
        await page.getByRole('link', { name: words.otherLanguage, exact: true }).click();
        await expect(page).toHaveURL(`${other.prefix}/shop/product/${encodeURIComponent(there.slug)}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(there.name);
      },
    );

    test('the FAQ opens and closes each question', SAME_PAGE, async ({ page }) => {
      await page.goto(`${prefix}/faq`);
      const questions = page.getByRole('main').getByRole('button');
      expect(await questions.count()).toBeGreaterThan(3);
      const first = questions.first();
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      const answer = page.locator(`#${await first.getAttribute('aria-controls')}`);
      await expect(answer).not.toBeVisible();
      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(answer).toBeVisible();
      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await expect(answer).not.toBeVisible();
      await expectAccessible(page);
    });

    test('a footer question opens on the FAQ page', SAME_PAGE, async ({ page }) => {
      await page.goto(prefix || '/');
      const footerQuestion = page.getByRole('contentinfo').locator('a[href*="/faq#faq-"]').first();
      const question = (await footerQuestion.textContent())!.trim();
      await footerQuestion.click();
      await expect(page.getByRole('button', { name: question })).toHaveAttribute('aria-expanded', 'true');
    });

    test('the privacy policy is readable prose with sections', SAME_PAGE, async ({ page }) => {
      const response = await page.goto(`${prefix}/privacy-policy`);
      expect(response?.headers()['cache-control']).toContain('s-maxage');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.privacyHeading);
      expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(
        8,
      );
      await expectAccessible(page);
    });

    test('the desktop menu opens a category panel and closes it with Escape', WIDE, async ({ page }) => {
      await page.goto(prefix || '/');
      const nav = page.getByRole('navigation', { name: words.categories }).first();
      const trigger = nav.getByRole('button').first();
      // The category bar hydrates after the page, once its code has loaded for a wide screen.
      await repeatUntil(
        async () => {
          if ((await trigger.getAttribute('aria-expanded')) === 'true') return;
          await trigger.focus();
          await page.keyboard.press('Enter');
        },
        () => expect(trigger).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 }),
      );
      const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
      await expect(panel.getByRole('link').first()).toBeVisible();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(trigger).toBeFocused();

      // The brands menu lists brand media pictures, each linking to its brand's listing.
      await nav.getByRole('button', { name: words.brands }).click();
      const brand = nav.locator('a[href*="/shop/"]:has(img)').first();
      await expect(brand).toBeVisible();
      const href = await brand.getAttribute('href');
      await brand.click();
      await expect(page).toHaveURL(href!);
    });

    test('phones 320 and 360 px wide show the page without scrolling sideways', DRAWER, async ({ page }) => {
      for (const width of [360, 320]) {
        await page.setViewportSize({ width, height: 780 });
        for (const path of ['', '/shop/makeup', '/cart']) {
          await page.goto(`${prefix}${path}` || '/');
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${width} px: ${prefix}${path}`).toBe(0);
        }
      }
      // At 320 px the language switch shows the other language and names the current one to screen readers.
      const switcher = page.getByRole('navigation', { name: lang === 'ka' ? 'ენა' : 'Language' });
      const other = lang === 'ka' ? 'English' : 'ქართული';
      await expect(switcher.getByRole('link', { name: other, exact: true })).toBeVisible();
      await expect(
        switcher.getByRole('link', { name: other === 'English' ? 'ქართული' : 'English' }),
      ).toHaveAttribute('aria-current', 'true');
    });

    test('the phone drawer drills down to a leaf category and back', DRAWER, async ({ page }) => {
      await page.goto(prefix || '/');
      await page
        .getByRole('navigation', { name: lang === 'ka' ? 'მთავარი მენიუ' : 'Main menu' })
        .getByRole('button', { name: words.shop })
        .click();
      const drawer = page.getByRole('dialog');
      await expect(drawer).toBeVisible();
      const viewport = page.viewportSize()!;
      // 70% of the viewport high, at the bottom once it has slid up.
      await expect
        .poll(async () => {
          const box = (await drawer.boundingBox())!;
          return (
            Math.abs(box.height - viewport.height * 0.7) < 2 &&
            Math.abs(box.y + box.height - viewport.height) < 2
          );
        })
        .toBe(true);

      const firstLevel = drawer.getByRole('button', { name: lang === 'ka' ? 'სახის მოვლა' : 'Face Care' });
      await firstLevel.click();
      await expect(drawer.getByRole('heading')).toHaveText(lang === 'ka' ? 'სახის მოვლა' : 'Face Care');
      await drawer.getByRole('button', { name: words.back }).click();
      await expect(drawer.getByRole('heading')).toHaveText(words.categories);
      await firstLevel.click();
      await drawer
        .getByRole('button', { name: lang === 'ka' ? 'დასაბანი საშუალებები' : 'Cleansers' })
        .click();
      await drawer.locator('a[href$="/shop/micellar-water"]').click();
      await expect(page).toHaveURL(`${prefix}/shop/micellar-water`);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // The URL changes before React renders the new page (a transition), and the new page starts a
      // fresh menu: the shopper taps Shop again once the listing is there.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lang === 'ka' ? 'მიცელარული წყალი' : 'Micellar Water',
      );

      await page
        .getByRole('navigation', { name: lang === 'ka' ? 'მთავარი მენიუ' : 'Main menu' })
        .getByRole('button', { name: words.shop })
        .click();
      await page.getByRole('dialog').getByRole('link', { name: words.everyProduct }).click();
      await expect(page).toHaveURL(`${prefix}/shop`);
    });

    test('the breadcrumb stays on one line on a phone', DRAWER, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      // A product three categories deep, under its Georgian slug on the Georgian page.
      await page.goto(
        `${prefix}/shop/product/${lang === 'ka' ? 'გაყოფილი-ბოლოების-შრატი' : 'split-end-serum'}`,
      );
      const trail = page
        .getByRole('navigation', { name: lang === 'ka' ? 'ნავიგაციის ბილიკი' : 'Breadcrumb' })
        .getByRole('list');
      const items = trail.getByRole('listitem');
      await expect(items).toHaveCount(4);
      const tops = await items.evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect().top),
      );
      expect(new Set(tops).size, 'every crumb on one line').toBe(1);
      // The current page's name is whole; the categories before it give way.
      const current = items.last().locator('[aria-current="page"]');
      expect(await current.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    });

    test('the phone drawer has Brands: the A–Z page and the brand tiles', DRAWER, async ({ page }) => {
      await page.goto(prefix || '/');
      const drawer = page.getByRole('dialog');
      // The drawer's code loads on the first tap (a tap before it is there is tried again, as a shopper would).
      const openDrawer = () =>
        openWith(
          page
            .getByRole('navigation', { name: lang === 'ka' ? 'მთავარი მენიუ' : 'Main menu' })
            .getByRole('button', { name: words.shop }),
          drawer,
        );
      await openDrawer();
      await drawer.getByRole('button', { name: words.brands }).click();
      await expect(drawer.getByRole('heading')).toHaveText(words.brands);
      // A tile per brand of the menu, each leading to its brand's listing.
      const tile = drawer.locator('a[href*="/shop/"]:has(img)').first();
      await expect(tile).toBeVisible();
      const href = await tile.getAttribute('href');
      await tile.click();
      await expect(page).toHaveURL(href!);
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await openDrawer();
      await drawer.getByRole('button', { name: words.brands }).click();
      await drawer
        .getByRole('link', { name: lang === 'ka' ? 'ყველა ბრენდი ანბანის მიხედვით' : 'All brands A–Z' })
        .click();
      await expect(page).toHaveURL(`${prefix}/shop/brands-a-z`);
    });
  });
}

test.describe('cookie consent', () => {
  test('asks until accepted and remembers it across reloads', async ({ page }) => {
    await page.goto('/en/faq');
    const popup = page.getByRole('region', { name: 'Cookies' });
    await expect(popup).toBeVisible();
    await page.reload();
    await expect(popup).toBeVisible();
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
    await popup.getByRole('button', { name: 'Accept' }).click();
    await expect(popup).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('sakhe.cookie-consent'))).toBe('accepted');
  });
});

test.describe('crawlers', desktopOnly('no browser: robots.txt and the sitemaps'), () => {
  test('robots.txt points to the sitemap, which lists pages and products in both languages', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
    const index = await (await request.get('/sitemap.xml')).text();
    expect(index).toContain('/sitemap/pages.xml');
    expect(index).toContain('/sitemap/products-1.xml');
    const pages = await (await request.get('/sitemap/pages.xml')).text();
    expect(pages).toMatch(/<loc>[^<]+\/en\/shop\/makeup<\/loc>/);
    expect(pages).toMatch(/<loc>[^<]+\/shop\/makeup<\/loc>/);
    expect(pages).toContain('hreflang="x-default"');
    const products = await (await request.get('/sitemap/products-1.xml')).text();
    expect(products).toMatch(/<loc>[^<]+\/en\/shop\/product\/[^<]+<\/loc>/);
    expect((await request.get('/sitemap/products-0.xml')).status()).toBe(404);
  });
});
