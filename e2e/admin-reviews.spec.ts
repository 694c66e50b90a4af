import type { Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import {
  ADMIN_LANGUAGES,
  journeyStaff,
  openFromNav,
  placeCashOrder,
  signIn,
  signInThroughApi,
} from './admin-support';
import { apiProducts } from './browse-support';
import { acceptCookies, isJourneyMade, SHOP_LANGUAGES } from './cart-support';
import { expect as baseExpect, test } from './fixtures';

/**
 * Review moderation (issue 22): with new reviews held for approval, a customer's review of what they
 * bought waits unseen; a manager replies to it and accepts it in the back office, and the product page
 * shows it with the shop's reply.
 *
 * The setting is shop-wide: while reviews are held, the shopper's review journey running beside this one
 * would see its review wait. So this file runs in the `exclusive` project (playwright.config.ts), after
 * the others, and puts the setting back to "publish at once" whatever happens.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
const ADMIN_API = '/api/v2/admin';
const SHOP_API = '/api/v2/shop';

/** What the reviews screen and the product page say (apps/admin and apps/web locales). */
const WORDS = {
  ka: {
    reviews: 'შეფასებები',
    moderation: 'ახალი შეფასებები',
    settingSaved: 'პარამეტრი შეინახა.',
    reply: 'მაღაზიის პასუხი',
    saveReply: 'პასუხის შენახვა',
    replySaved: 'პასუხი შეინახა.',
    accept: 'დადასტურება',
    accepted: 'შეფასება გამოქვეყნდა.',
    shopReply: 'სახის პასუხი',
    write: 'შეფასების დაწერა',
  },
  en: {
    reviews: 'Reviews',
    moderation: 'New reviews',
    settingSaved: 'Setting saved.',
    reply: 'Shop’s reply',
    saveReply: 'Save reply',
    replySaved: 'Reply saved.',
    accept: 'Accept',
    accepted: 'Review published.',
    shopReply: 'Reply from sakhe',
    write: 'Write a review',
  },
} as const;

/** The product page's reviews section. */
const reviewsSection = (page: Page) => page.getByRole('region', { name: /^(შეფასებები|Reviews)$/ });

test.describe.configure({ mode: 'serial' });

// Whatever happened, new reviews show at once again for whatever runs next.
test.afterAll(async ({ request }) => {
  const staff = await journeyStaff(request);
  const token = await signInThroughApi(request, staff.manager);
  const response = await request.put(`${ADMIN_API}/review-settings`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { moderation: 'publish' },
  });
  expect(response.status(), await response.text()).toBe(200);
});

for (const [index, language] of ADMIN_LANGUAGES.entries()) {
  const { lang } = language;
  const words = WORDS[lang];
  const shop = SHOP_LANGUAGES[index]!;

  test(`a held review waits unseen until a manager replies and accepts it; then the product page shows both (${lang})`, async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    // A product of the demo catalog in stock, bought by a new customer (the checkout has its own journeys).
    const { 'hydra:member': products } = await apiProducts(
      request,
      'itemsPerPage=30',
      lang === 'ka' ? 'ka_GE' : 'en_US',
    );
    const product = products.find((candidate) => {
      const variant = candidate.productVariants.find((one) => one['@id'] === candidate.defaultVariant);
      return variant?.inStock && !isJourneyMade(variant.code);
    })!;
    const variantCode = product.productVariants.find((one) => one['@id'] === product.defaultVariant)!.code;
    const { customer } = await placeCashOrder(request, lang, variantCode);

    // The manager holds new reviews for approval.
    const staff = await journeyStaff(request);
    await signIn(page, language, staff.manager);
    await openFromNav(page, language, words.reviews);
    await page.getByRole('combobox', { name: words.moderation }).selectOption('hold');
    await expect(page.getByRole('status').filter({ hasText: words.settingSaved })).toBeVisible();

    // The customer reviews what they bought; it waits.
    const login = await request.post(`${SHOP_API}/authentication-token`, {
      data: { email: customer.email, password: customer.password },
    });
    const { token } = (await login.json()) as { token: string };
    const title = `${lang === 'ka' ? 'ძალიან მომეწონა' : 'Loved it'} ${Date.now().toString(36)}`;
    const posted = await request.post(`${SHOP_API}/product-reviews`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { product: `${SHOP_API}/products/${product.code}`, rating: 5, title, comment: 'Soft and light.' },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    expect(((await posted.json()) as { status?: string }).status).toBe('new');

    const shopper = await (await browser.newContext({ baseURL })).newPage();
    await acceptCookies(shopper);
    const productPath = `${shop.prefix}/shop/product/${encodeURIComponent(product.slug)}`;
    // Neither the Shop API's reviews of the product nor its page show it (the page's reviews stream in
    // after the product: its rating line is there once they have).
    const listed = await request.get(
      `${SHOP_API}/product-reviews?reviewSubject=${SHOP_API}/products/${product.code}&itemsPerPage=100`,
    );
    const { 'hydra:member': accepted } = (await listed.json()) as {
      'hydra:member': Array<{ title: string }>;
    };
    expect(accepted.map((review) => review.title)).not.toContain(title);
    await shopper.goto(productPath);
    await expect(reviewsSection(shopper).getByRole('button', { name: words.write })).toBeVisible();
    await expect(reviewsSection(shopper).getByText(title)).toHaveCount(0);

    // The manager finds it in the queue, replies and accepts it.
    await page.reload();
    const item = page.locator('[data-review]').filter({ hasText: title });
    await expect(item).toBeVisible();
    await expectAccessible(page);
    const reply = lang === 'ka' ? 'გმადლობთ, ნინო!' : 'Thank you, Nino!';
    await item.getByLabel(words.reply).fill(reply);
    await item.getByRole('button', { name: words.saveReply }).click();
    await expect(page.getByRole('status').filter({ hasText: words.replySaved })).toBeVisible();
    await item.getByRole('button', { name: words.accept }).click();
    await expect(page.getByRole('status').filter({ hasText: words.accepted })).toBeVisible();

    // The shopper sees it, with the shop's reply under it.
    await shopper.reload();
    const card = reviewsSection(shopper).getByRole('group').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.locator('[data-review-reply]')).toContainText(words.shopReply);
    await expect(card.locator('[data-review-reply]')).toContainText(reply);
    await shopper.context().close();
  });
}
