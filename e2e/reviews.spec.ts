import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';
import type { Page } from '@playwright/test';
import { apiProducts, openWith } from './browse-support';
import {
  acceptCookies,
  apiToken,
  checkoutThroughApi,
  newShopper,
  registerThroughApi,
  SHOP_LANGUAGES,
} from './cart-support';

/** What the review journey reads and clicks, in each language (the spec's words in English). */
const REVIEW_WORDS = {
  ka: {
    backend: 'ka_GE',
    write: 'შეფასების დაწერა',
    loginRequired: 'შეფასების დასატოვებლად საჭიროა ავტორიზაცია',
    who: 'შეფასებას ტოვებენ მომხმარებლები, რომლებმაც ეს პროდუქტი შეიძინეს, თითო შეფასება პროდუქტზე.',
    login: 'შესვლა',
    email: 'ელ-ფოსტა',
    password: 'პაროლი',
    noReviews: 'ამ პროდუქტს ჯერ არ აქვს შეფასებები',
    stars: (count: number) => `${count} ვარსკვლავი`,
    title: 'სათაური (არასავალდებულო)',
    comment: 'კომენტარი (არასავალდებულო)',
    submit: 'შეფასების გაგზავნა',
    ratingRequired: 'აირჩიეთ შეფასება: ერთიდან ხუთ ვარსკვლავამდე.',
    added: 'თქვენი შეფასება დაემატა!',
    oneReview: '1 შეფასება',
    fourStars: '4,0',
  },
  en: {
    backend: 'en_US',
    write: 'Write a review',
    loginRequired: 'You must be logged in to leave a review',
    who: 'Reviews come from customers who bought this product, one review each.',
    login: 'Log in',
    email: 'E-mail',
    password: 'Password',
    noReviews: 'Product has no reviews',
    stars: (count: number) => `${count} stars`,
    title: 'Title (optional)',
    comment: 'Comment (optional)',
    submit: 'Submit review',
    ratingRequired: 'Choose a rating: one to five stars.',
    added: 'Your review has been added!',
    oneReview: '1 review',
    fourStars: '4.0',
  },
} as const;

const PASSWORD = 'ვარდი-rose-2024';

test.beforeEach(async ({ page }) => acceptCookies(page));

/** The reviews section of the product page. */
const reviewsSection = (page: Page) => page.getByRole('region', { name: /^(შეფასებები|Reviews)$/ });

for (const [index, language] of SHOP_LANGUAGES.entries()) {
  const { lang, prefix, words } = language;
  const review = REVIEW_WORDS[lang];

  test(`a guest is sent to log in, buys the product and reviews it (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);

    // A product nobody has reviewed yet, one per language so the journeys may run side by side.
    const { 'hydra:member': products } = await apiProducts(
      page.request,
      'itemsPerPage=60&order[code]=asc',
      review.backend,
    );
    const product = products.filter(
      (candidate) =>
        (candidate as typeof candidate & { reviewCount: number }).reviewCount === 0 &&
        candidate.productVariants.find((variant) => variant['@id'] === candidate.defaultVariant)?.inStock,
    )[index];
    if (!product) throw new Error('no in-stock product without reviews');
    const productPath = `${prefix}/shop/product/${encodeURIComponent(product.slug)}`;

    const shopper = newShopper(`review-${lang}`);
    await registerThroughApi(page.request, shopper.email, PASSWORD);

    // As a guest: no reviews yet, and the popup asks to log in first.
    await page.goto(productPath);
    const section = reviewsSection(page);
    await expect(section.getByText(review.noReviews)).toBeVisible();
    const dialog = page.getByRole('dialog', { name: review.write });
    await openWith(section.getByRole('button', { name: review.write }), dialog);
    await expect(dialog.getByText(review.loginRequired)).toBeVisible();
    // Who may review is said before any form.
    await expect(dialog.getByText(review.who)).toBeVisible();
    await expectAccessible(page);

    // The login page brings the customer back to the product.
    await dialog.getByRole('link', { name: review.login }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === `${prefix}/login` && url.searchParams.has('returnTo'),
    );
    const form = page.getByRole('main');
    await form.getByLabel(review.email, { exact: true }).fill(shopper.email);
    await form.getByLabel(review.password, { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: review.login, exact: true }).click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === decodeURIComponent(productPath));

    // Buys it, cash on delivery; the address, shipping and payment steps (journeys of their own) are
    // filled in through the Shop API.
    await page.getByRole('main').getByRole('button', { name: words.add }).click();
    await expect(page.getByRole('dialog', { name: words.added })).toBeVisible();
    const accessToken = await apiToken(page.request, shopper.email, PASSWORD);
    await checkoutThroughApi(page, language, shopper, 'CASH_ON_DELIVERY', accessToken);
    await page.goto(`${prefix}/checkout/complete`);
    await page.getByRole('button', { name: words.placeOrder }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.success);

    // Reviews it: the rating is required; then four stars with a title and a comment.
    await page.goto(productPath);
    await openWith(reviewsSection(page).getByRole('button', { name: review.write }), dialog);
    await expect(dialog.getByText(review.who)).toBeVisible();
    await dialog.getByRole('button', { name: review.submit }).click();
    await expect(dialog.getByText(review.ratingRequired)).toBeVisible();
    await dialog
      .locator('label')
      .filter({ hasText: review.stars(4) })
      .click();
    await expect(dialog.getByRole('radio', { name: review.stars(4) })).toBeChecked();
    const title = `ძალიან კარგია / very good ${lang}`;
    await dialog.getByLabel(review.title).fill(title);
    await dialog.getByLabel(review.comment).fill('<b>რბილი</b> და სასიამოვნო.\nI would buy it again.');
    await dialog.getByRole('button', { name: review.submit }).click();

    await expect(reviewsSection(page).getByRole('status')).toHaveText(review.added);
    await expect(dialog).toBeHidden();
    const slide = reviewsSection(page).getByRole('group').filter({ hasText: title });
    await expect(slide).toBeVisible();
    await expect(slide.getByText('<b>რბილი</b> და სასიამოვნო.')).toBeVisible();
    await expect(slide.locator('[data-review-author]')).toHaveText(shopper.firstName);
    await expect(reviewsSection(page).getByText(review.oneReview)).toBeVisible();
    // The product's rating, with one decimal (a comma in Georgian).
    await expect(reviewsSection(page).getByText(review.fourStars, { exact: true }).first()).toBeVisible();

    // It is stored: the page shows it when loaded again.
    await page.reload();
    await expect(reviewsSection(page).getByRole('group').filter({ hasText: title })).toBeVisible();
    await expect(reviewsSection(page).getByText(review.noReviews)).toHaveCount(0);
    // One landmark of that name: the slides inside are a region named apart.
    await expect(reviewsSection(page)).toHaveCount(1);
    // Search engines get the rating from the product: the structured data never waits for the reviews.
    const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { '@type': string; aggregateRating?: unknown },
    );
    expect(structured.find((data) => data['@type'] === 'Product')?.aggregateRating).toMatchObject({
      ratingValue: '4.0',
      reviewCount: 1,
    });

    // The reviews stream in after the product, in the same response: a browser's HTML has them (React's
    // inline script puts them in place, before the page's code), a crawler's has them in place at once.
    const html = async (userAgent?: string) =>
      (await page.request.get(productPath, userAgent ? { headers: { 'User-Agent': userAgent } } : {})).text();
    expect(await html()).toContain(title);
    const crawled = await html('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    expect(crawled.match(/<section aria-labelledby="product-reviews"[^]*?<\/section>/)?.[0]).toContain(title);
  });
}
