import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** What the cart and checkout journeys read and click, in each language (the spec's words in English). */
export const SHOP_LANGUAGES = [
  {
    lang: 'ka',
    prefix: '',
    words: {
      add: 'კალათაში დამატება',
      added: 'დაემატა კალათაში',
      popupCheckout: 'გაფორმება',
      cart: 'კალათა',
      empty: 'კალათა ცარიელია',
      promoLabel: 'პრომო კოდი',
      apply: 'გამოყენება',
      promoInvalid: 'პრომო კოდი არასწორია',
      discounts: 'ფასდაკლება',
      proceed: 'შეკვეთის გაფორმება',
      remove: 'წაშლა',
      removeQuestion: 'ნამდვილად გსურთ პროდუქტის კალათიდან წაშლა?',
      yes: 'დიახ',
      cancel: 'გაუქმება',
      notInStock: 'პროდუქტის ეს რაოდენობა მარაგში არ არის',
      quantityOf: (name: string) => `${name} — რაოდენობა`,
      increase: (name: string) => `${name} — რაოდენობის გაზრდა`,
      stepsLabel: 'შეკვეთის ეტაპები',
      steps: ['მიწოდების მისამართი', 'მიწოდების მეთოდი', 'გადახდის მეთოდი', 'შეკვეთის დასრულება'],
      email: 'ელ-ფოსტა',
      firstName: 'სახელი',
      lastName: 'გვარი',
      phone: 'ტელეფონის ნომერი',
      city: 'ქალაქი',
      street: 'მისამართი',
      required: 'ეს ველი სავალდებულოა',
      invalidPhone: 'ტელეფონის ნომერი არასწორია',
      continue: 'გაგრძელება',
      cash: 'გადახდა მიტანისას',
      card: 'ბარათით გადახდა',
      notes: 'შენიშვნა (არასავალდებულო)',
      placeOrder: 'შეკვეთის დადასტურება',
      success: 'გმადლობთ შეკვეთისთვის!',
      failure: 'სამწუხაროდ, თქვენი შეკვეთის დამუშავება ვერ მოხერხდა',
      processing: 'თქვენი გადახდა მუშავდება',
      notFound: 'შეკვეთა ვერ მოიძებნა',
      retry: 'ხელახლა გადახდა',
      orderNumber: 'შეკვეთის ნომერი:',
    },
  },
  {
    lang: 'en',
    prefix: '/en',
    words: {
      add: 'Add to cart',
      added: 'Added to cart',
      popupCheckout: 'Checkout',
      cart: 'Cart',
      empty: 'There are no items in the cart',
      promoLabel: 'Promo code',
      apply: 'Apply',
      promoInvalid: 'The promo code is invalid',
      discounts: 'Discounts',
      proceed: 'Proceed to checkout',
      remove: 'Remove',
      removeQuestion: 'Are you sure you want to remove item from cart?',
      yes: 'Yes',
      cancel: 'Cancel',
      notInStock: 'This quantity of the product is not in stock',
      quantityOf: (name: string) => `Quantity of ${name}`,
      increase: (name: string) => `Increase the quantity of ${name}`,
      stepsLabel: 'Checkout steps',
      steps: ['Shipping address', 'Shipping method', 'Payment method', 'Complete order'],
      email: 'E-mail',
      firstName: 'First name',
      lastName: 'Last name',
      phone: 'Phone number',
      city: 'City',
      street: 'Street address',
      required: 'This field is required',
      invalidPhone: 'Not a valid phone number',
      continue: 'Continue',
      cash: 'Cash on delivery',
      card: 'Pay by card',
      notes: 'Notes (optional)',
      placeOrder: 'Place order',
      success: 'Thank you for your order!',
      failure: "We're sorry, your order could not be processed",
      processing: 'Your payment is being processed',
      notFound: 'Order not found',
      retry: 'Try paying again',
      orderNumber: 'Order number:',
    },
  },
] as const;

export type ShopLanguage = (typeof SHOP_LANGUAGES)[number];

/** Cookie consent accepted beforehand (one definition, with the layout's helpers). */
export { acceptCookies } from './chrome-support';

/**
 * Opens a page of the default layout and waits until its header knows the cart. The header asks for the
 * cart summary once hydrated, and an empty cart looks the same before the answer as after it, so the
 * answer itself is what to wait for: a cart change made before it could be shown over by the older count.
 */
export async function openHydrated(page: Page, path: string) {
  const summary = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith('/cart/summary'),
  );
  await page.goto(path);
  await summary;
}

/** The header's cart link (count and total come as data attributes). */
export const headerCart = (page: Page) => page.getByRole('banner').locator('a[href$="/cart"]');

/**
 * Journeys that make products of their own give them codes starting with "E2E" (any case), and switch
 * them off or change them while other journeys run: a journey that buys or wishes takes the demo
 * catalog's products, which only the buying changes.
 */
const JOURNEY_MADE = 'input[name="variant"][value^="e2e" i]';
export const isJourneyMade = (code: string) => /^e2e/i.test(code);

/** A card's add-to-cart button (its plain form posts intent=add to the cart). */
const ADD_BUTTON = 'form[action$="/cart"]:has(input[name="intent"][value="add"]) button';

/** A listing's cards of the demo catalog's products in stock (each with its add-to-cart form). */
export const stockedCards = (page: Page) =>
  page
    .getByRole('main')
    .locator('article')
    .filter({ has: page.locator(`${ADD_BUTTON}:enabled`) })
    .filter({ hasNot: page.locator(JOURNEY_MADE) });

/** The add-to-cart buttons of a listing's cards of the demo catalog's products in stock. */
export const addButtons = (page: Page) => stockedCards(page).locator(ADD_BUTTON);

/**
 * Adds the first `count` in-stock products of the demo catalog on a listing with their card buttons,
 * checking each popup, and returns their names.
 */
export async function addFromListing(
  page: Page,
  { prefix, words }: ShopLanguage,
  count: number,
  path = '/shop',
) {
  await openHydrated(page, `${prefix}${path}`);
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const card = stockedCards(page).nth(index);
    const name = (await card.getByRole('heading').innerText()).trim();
    await card.getByRole('button', { name: new RegExp(words.add) }).click();
    const popup = page.getByRole('dialog', { name: words.added });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(name);
    names.push(name);
    await expect(headerCart(page).locator('[data-cart-count]')).toHaveAttribute(
      'data-cart-count',
      String(index + 1),
    );
  }
  return names;
}

export interface Shopper {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  city: string;
  street: string;
}

export function newShopper(tag: string): Shopper {
  return {
    email: `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    firstName: 'ნინო',
    lastName: 'ბერიძე',
    phone: '555 12 34 56',
    city: 'GE-TBS',
    street: 'ჭავჭავაძის გამზ. 12, ბ. 4',
  };
}

export async function fillAddress(page: Page, { words }: ShopLanguage, shopper: Shopper) {
  // A logged-in customer's e-mail is filled in and read-only (their cart's e-mail cannot change).
  const email = page.getByLabel(words.email);
  if (await email.isEditable()) await email.fill(shopper.email);
  else await expect(email).toHaveValue(shopper.email);
  await page.getByLabel(words.firstName).fill(shopper.firstName);
  await page.getByLabel(words.lastName).fill(shopper.lastName);
  await page.getByLabel(words.phone).fill(shopper.phone);
  await chooseCity(page.getByLabel(words.city), shopper.city);
  await page.getByLabel(words.street, { exact: true }).fill(shopper.street);
}

/** From the cart page through addressing and shipping to the payment step. */
export async function checkoutToPayment(page: Page, language: ShopLanguage, shopper: Shopper) {
  const { prefix, words } = language;
  await page.getByRole('link', { name: words.proceed }).click();
  await expect(page).toHaveURL(`${prefix}/checkout/addressing`);
  await fillAddress(page, language, shopper);
  await page.getByRole('button', { name: words.continue }).click();
  await expect(page).toHaveURL(`${prefix}/checkout/shipment`);
  await page.getByRole('button', { name: words.continue }).click();
  await expect(page).toHaveURL(`${prefix}/checkout/payment`);
}

const API = '/api/v2/shop';
const BACKEND = { ka: 'ka_GE', en: 'en_US' } as const;

/**
 * Set-up for journeys about what comes after the cart (the add-to-cart and address pages have journeys
 * of their own): `count` in-stock variants of a listing’s first page, any of them, asked of the Shop API.
 */
export async function stockedVariants(request: APIRequestContext, count: number, taxon?: string) {
  const query = `itemsPerPage=30${taxon ? `&taxon=${taxon}` : ''}`;
  const response = await request.get(`${API}/products?${query}`);
  expect(response.status()).toBe(200);
  const { 'hydra:member': products } = (await response.json()) as {
    'hydra:member': Array<{
      defaultVariant: string | null;
      productVariants: Array<{ '@id': string; code: string; inStock: boolean }>;
    }>;
  };
  const codes = products
    .map((product) => product.productVariants.find((variant) => variant['@id'] === product.defaultVariant))
    .filter((variant) => variant?.inStock && !isJourneyMade(variant.code))
    .map((variant) => variant!.code);
  expect(codes.length, 'in-stock products').toBeGreaterThanOrEqual(count);
  return anyOf(codes.length, count).map((position) => codes[position]!);
}

/**
 * `count` distinct positions out of `length`, drawn at random. The journeys buy what they add, and the
 * demo catalog stocks between 3 and 60 of each product: were every purchase journey to take the first
 * product in stock, the suite would sell it out under its own feet (a run makes dozens of orders).
 */
function anyOf(length: number, count: number): number[] {
  expect(length, 'products to choose from').toBeGreaterThanOrEqual(count);
  const positions = Array.from({ length }, (_, position) => position);
  for (let index = positions.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [positions[index], positions[other]] = [positions[other]!, positions[index]!];
  }
  return positions.slice(0, count);
}

/**
 * Puts variants into this browser's cart with the form a card's button posts without JavaScript, sent
 * from the page's own cookie jar: the browser then holds the cart as a shopper who clicked would.
 */
export async function addThroughForm(page: Page, { prefix }: ShopLanguage, variants: string[]) {
  for (const variant of variants) {
    const response = await page.request.post(`${prefix}/cart`, {
      form: { intent: 'add', variant, quantity: '1', returnTo: `${prefix}/cart` },
      maxRedirects: 0,
    });
    expect(response.status(), await response.text()).toBe(303);
    expect(response.headers()['location']).toBe(`${prefix}/cart`);
    // A refused add goes to the cart page too, with the reason in a notice cookie.
    const notice = response
      .headersArray()
      .find(
        (header) =>
          header.name.toLowerCase() === 'set-cookie' && header.value.startsWith('sakhe_cart_notice='),
      );
    expect(notice?.value, `adding ${variant}`).toBeUndefined();
  }
}

/** The token of this browser's cart (its cookie holds React Router's base64 of the token's JSON). */
async function cartToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'sakhe_cart');
  expect(cookie, 'a cart cookie').toBeTruthy();
  return JSON.parse(Buffer.from(decodeURIComponent(cookie!.value), 'base64').toString('utf8')) as string;
}

/** A customer registered through the Shop API (the register page has its own journeys). */
export async function registerThroughApi(request: APIRequestContext, email: string, password: string) {
  const registered = await request.post(`${API}/customers`, {
    data: {
      firstName: 'ნინო',
      lastName: 'ბერიძე',
      email,
      phoneNumber: '555 12 34 56',
      password,
      passwordConfirmation: password,
      agreeToConditions: true,
      gender: 'female',
    },
  });
  expect(registered.status(), await registered.text()).toBe(204);
}

/** A customer's access token for the Shop API (a customer's cart answers only to it). */
export async function apiToken(request: APIRequestContext, email: string, password: string) {
  const response = await request.post(`${API}/authentication-token`, { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Addresses this browser's cart, keeps the first shipping method and chooses the payment, through the
 * Shop API (with `accessToken` when the cart is a logged-in customer's): the page is then ready at the
 * checkout's last step (`/checkout/complete`).
 */
export async function checkoutThroughApi(
  page: Page,
  { lang }: ShopLanguage,
  shopper: Shopper,
  payment: 'CASH_ON_DELIVERY' | 'CARD',
  accessToken?: string,
) {
  const token = await cartToken(page);
  const headers = {
    'Accept-Language': BACKEND[lang],
    ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
  };
  const addressed = await page.request.put(`${API}/orders/${token}`, {
    headers,
    data: {
      email: shopper.email,
      billingAddress: {
        firstName: shopper.firstName,
        lastName: shopper.lastName,
        phoneNumber: shopper.phone,
        provinceCode: shopper.city,
        street: shopper.street,
        countryCode: 'GE',
      },
    },
  });
  expect(addressed.status(), await addressed.text()).toBe(200);
  const cart = (await addressed.json()) as {
    shipments: Array<{ id: number; method: string }>;
    payments: Array<{ id: number }>;
  };
  const [shipment] = cart.shipments;
  const patch = { ...headers, 'Content-Type': 'application/merge-patch+json' };
  const shipped = await page.request.patch(`${API}/orders/${token}/shipments/${shipment!.id}`, {
    headers: patch,
    data: { shippingMethod: shipment!.method },
  });
  expect(shipped.status(), await shipped.text()).toBe(200);
  const paid = await page.request.patch(`${API}/orders/${token}/payments/${cart.payments[0]!.id}`, {
    headers: patch,
    data: { paymentMethod: payment },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  expect(((await paid.json()) as { checkoutState: string }).checkoutState).toBe('payment_selected');
}

/** The order number the thank-you page shows. */
export async function shownOrderNumber(page: Page): Promise<string> {
  const number = await page.locator('[data-order-number]').getAttribute('data-order-number');
  expect(number).toMatch(/^\d{9}$/);
  return number as string;
}

/** Latin names of the cities the journeys use: typed into the city combobox, whatever the page language. */
const CITY_IN_LATIN: Record<string, string> = { 'GE-TBS': 'Tbilisi', 'GE-BUS': 'Batumi' };

/**
 * Picks a city by its code: from the plain select a page without JavaScript has, or by typing its name in
 * Latin letters into the combobox that replaces the select once the page runs, and choosing the match.
 */
export async function chooseCity(field: Locator, code: string) {
  if ((await field.getAttribute('role')) !== 'combobox') {
    await field.selectOption(code);
    return;
  }
  const name = CITY_IN_LATIN[code];
  if (!name) throw new Error(`no Latin name for ${code} in e2e/cart-support.ts`);
  await field.fill(name.slice(0, 4));
  const listbox = field.page().locator(`#${await field.getAttribute('aria-controls')}`);
  await listbox.getByRole('option').first().click();
  await expect(field.locator('xpath=preceding-sibling::input[@type="hidden"]')).toHaveValue(code);
}
