import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';

const ADMIN_API = '/api/v2/admin';

export interface StaffCredentials {
  email: string;
  password: string;
}

/**
 * The members the back-office journeys sign in as. The owners enroll in two-factor in their journey, one
 * owner per language and screen (`ka-desktop`, `en-phone`…), as each enrolls once.
 */
export interface JourneyStaff {
  manager: StaffCredentials;
  fulfilment: StaffCredentials;
  owners: Record<string, StaffCredentials>;
}

const PROJECTS = ['desktop', 'phone'] as const;

/** The first owner, made by `npm run admin:create` before the shop started (playwright.config.ts). */
const root: StaffCredentials = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'e2e-owner@sakhe.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-owner-passphrase',
};

const dataDir = () => process.env.E2E_DATA_DIR ?? '';

/** The authenticator's code `stepsAhead` 30-second steps from now (each code signs in once). */
export async function totp(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

/** A staff member's Admin API token, for journeys whose back-office part is not what they test. */
export async function signInThroughApi(
  request: APIRequestContext,
  credentials: StaffCredentials,
  code?: string,
) {
  const response = await request.post(`${ADMIN_API}/authentication-token`, {
    data: { ...credentials, ...(code ? { code } : {}) },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Once per run (the first worker to get here; the others wait for its file): the first owner turns on
 * two-factor through the Admin API and adds the members the journeys sign in as.
 */
async function createJourneyStaff(request: APIRequestContext): Promise<JourneyStaff> {
  let token = await signInThroughApi(request, root);
  const bearer = () => ({ Authorization: `Bearer ${token}` });
  const enrollment = await request.post(`${ADMIN_API}/two-factor/enrollment`, { headers: bearer() });
  expect(enrollment.status(), await enrollment.text()).toBe(200);
  const { secret } = (await enrollment.json()) as { secret: string };
  const confirmed = await request.post(`${ADMIN_API}/two-factor/confirmation`, {
    headers: bearer(),
    data: { code: await totp(secret) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  // A fresh sign-in with the next code (the one just used is spent).
  token = await signInThroughApi(request, root, await totp(secret, 1));

  const tag = Date.now().toString(36);
  const member = async (role: 'owner' | 'manager' | 'fulfilment', name: string, localeCode: 'ka' | 'en') => {
    const credentials = { email: `e2e-${name}-${tag}@sakhe.test`, password: `journey-${name}-${tag}-pass` };
    const created = await request.post(`${ADMIN_API}/administrators`, {
      headers: bearer(),
      data: {
        email: credentials.email,
        plainPassword: credentials.password,
        role,
        localeCode,
        firstName: name,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    return credentials;
  };
  const owners: Record<string, StaffCredentials> = {};
  for (const lang of ['ka', 'en'] as const) {
    for (const project of PROJECTS)
      owners[`${lang}-${project}`] = await member('owner', `owner-${lang}-${project}`, lang);
  }
  // The owner who switches shop-wide settings in the journeys of the `exclusive` project (staff-preview).
  owners.settings = await member('owner', 'owner-settings', 'en');
  return {
    manager: await member('manager', 'manager', 'ka'),
    fulfilment: await member('fulfilment', 'fulfilment', 'ka'),
    owners,
  };
}

export async function journeyStaff(request: APIRequestContext): Promise<JourneyStaff> {
  const file = join(dataDir(), 'admin-journey-staff.json');
  const lock = `${file}.lock`;
  let mine = false;
  try {
    closeSync(openSync(lock, 'wx'));
    mine = true;
  } catch {
    // Another worker makes them.
  }
  if (mine && !existsSync(file)) {
    writeFileSync(file, JSON.stringify(await createJourneyStaff(request)));
  }
  await expect.poll(() => existsSync(file), { timeout: 60_000 }).toBe(true);
  return JSON.parse(readFileSync(file, 'utf8')) as JourneyStaff;
}

/** What the back-office journeys read and click, in each language. */
export const ADMIN_LANGUAGES = [
  {
    lang: 'ka',
    words: {
      switchTo: 'ქართული',
      email: 'ელ-ფოსტა',
      password: 'პაროლი',
      signIn: 'შესვლა',
      codeTitle: 'ორეტაპიანი ვერიფიკაციის კოდი',
      code: 'კოდი',
      recoveryCode: 'აღდგენის კოდი',
      useRecovery: 'აღდგენის კოდით შესვლა',
      verify: 'დადასტურება',
      twoFactorTitle: 'ორეტაპიანი ვერიფიკაცია',
      twoFactorRequired: 'თქვენი როლისთვის ორეტაპიანი ვერიფიკაცია სავალდებულოა',
      startEnrollment: 'ორეტაპიანი ვერიფიკაციის დაყენება',
      confirmEnrollment: 'დადასტურება და ჩართვა',
      qr: 'QR კოდი ავთენტიფიკატორის აპისთვის',
      recoveryCodes: '2. შეინახეთ აღდგენის კოდები',
      saved: 'აღდგენის კოდები შევინახე',
      authenticatorCode: 'კოდი ავთენტიფიკატორიდან',
      enabled: 'ორეტაპიანი ვერიფიკაცია ჩართულია.',
      dashboard: 'მიმოხილვა',
      signOut: 'გასვლა',
      menu: 'მენიუ',
      orders: 'შეკვეთები',
      settings: 'პარამეტრები',
      search: 'ძებნა',
      find: 'მოძებნა',
      orderTitle: (number: string) => `შეკვეთა #${number}`,
      markPaid: 'გადახდილად მონიშვნა',
      markedPaid: 'გადახდა დაფიქსირდა.',
      paid: 'გადახდილი',
      carrier: 'კურიერი',
      tracking: 'თრექინგის ნომერი',
      ship: 'გაგზავნა',
      shipped: 'გაიგზავნა. მყიდველი ელ-ფოსტით მიიღებს შეტყობინებას.',
      refundAmount: 'დასაბრუნებელი თანხა (₾)',
      refund: 'დაბრუნება',
      refundDone: (amount: string) => `დაბრუნდა ${amount}.`,
      forbidden: 'თქვენს როლს ამის უფლება არ აქვს.',
    },
  },
  {
    lang: 'en',
    words: {
      switchTo: 'English',
      email: 'E-mail',
      password: 'Password',
      signIn: 'Sign in',
      codeTitle: 'Two-factor code',
      code: 'Code',
      recoveryCode: 'Recovery code',
      useRecovery: 'Use a recovery code instead',
      verify: 'Verify',
      twoFactorTitle: 'Two-factor sign-in',
      twoFactorRequired: 'Your role requires two-factor sign-in',
      startEnrollment: 'Set up two-factor sign-in',
      confirmEnrollment: 'Turn on two-factor sign-in',
      qr: 'QR code for the authenticator app',
      recoveryCodes: '2. Save your recovery codes',
      saved: 'I have saved my recovery codes',
      authenticatorCode: 'Code from the authenticator',
      enabled: 'Two-factor sign-in is on.',
      dashboard: 'Dashboard',
      signOut: 'Sign out',
      menu: 'Menu',
      orders: 'Orders',
      settings: 'Settings',
      search: 'Search',
      find: 'Find',
      orderTitle: (number: string) => `Order #${number}`,
      markPaid: 'Mark as paid',
      markedPaid: 'The payment is recorded as paid.',
      paid: 'Paid',
      carrier: 'Carrier',
      tracking: 'Tracking number',
      ship: 'Ship',
      shipped: 'Shipped. The customer is told by e-mail.',
      refundAmount: 'Amount to refund (₾)',
      refund: 'Refund',
      refundDone: (amount: string) => `${amount} refunded.`,
      forbidden: 'Your role does not allow this.',
    },
  },
] as const;

export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];

/** The sign-in screen in the journey's language: Georgian first, English through the switch. */
export async function openSignIn(page: Page, { lang, words }: AdminLanguage) {
  await page.goto('/admin/sign-in');
  // The app remembers the language in this browser: switched once, it stays.
  if ((await page.locator('html').getAttribute('lang')) !== lang) {
    await page.getByRole('button', { name: words.switchTo }).click();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { level: 1, name: words.signIn })).toBeVisible();
}

/** Signs in with e-mail and password (and the code, when the member has two-factor on). */
export async function signIn(
  page: Page,
  language: AdminLanguage,
  credentials: StaffCredentials,
  code?: () => Promise<string>,
) {
  const { words } = language;
  await openSignIn(page, language);
  await page.getByLabel(words.email).fill(credentials.email);
  await page.getByLabel(words.password).fill(credentials.password);
  await page.getByRole('button', { name: words.signIn }).click();
  if (code) {
    await expect(page.getByRole('heading', { level: 1, name: words.codeTitle })).toBeVisible();
    await page.getByLabel(words.code, { exact: true }).fill(await code());
    await page.getByRole('button', { name: words.verify }).click();
  }
}

/** Signs out from the navigation: the side bar's button, or on a phone the menu's item. */
export async function signOut(page: Page, { words }: AdminLanguage) {
  const menu = page.getByRole('button', { name: words.menu });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('menuitem', { name: words.signOut }).click();
  } else {
    await page.getByRole('complementary').getByRole('button', { name: words.signOut }).click();
  }
  await expect(page).toHaveURL(/\/admin\/sign-in/);
}

const SHOP_API = '/api/v2/shop';
const BACKEND = { ka: 'ka_GE', en: 'en_US' } as const;

export interface PlacedOrder {
  number: string;
  tokenValue: string;
  customer: { email: string; password: string; phone: string; firstName: string };
}

/** A Georgian mobile number nobody else in the run has, as a shopper types it (`555 12 34 56`). */
function uniquePhone(): string {
  const digits = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  return `555 ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`;
}

/**
 * A registered customer and their order paid in cash on delivery, placed through the Shop API (the
 * checkout has journeys of its own): the order the back office then takes through payment and shipping.
 */
export async function placeCashOrder(
  request: APIRequestContext,
  lang: 'ka' | 'en',
  variantCode: string,
): Promise<PlacedOrder> {
  const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const customer = {
    email: `e2e-admin-customer-${tag}@example.com`,
    password: 'ვარდი-rose-2024',
    phone: uniquePhone(),
    firstName: 'თამარ',
  };
  const registered = await request.post(`${SHOP_API}/customers`, {
    data: {
      firstName: customer.firstName,
      lastName: 'კაპანაძე',
      email: customer.email,
      phoneNumber: customer.phone,
      password: customer.password,
      passwordConfirmation: customer.password,
      agreeToConditions: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(204);
  const login = await request.post(`${SHOP_API}/authentication-token`, {
    data: { email: customer.email, password: customer.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}`, 'Accept-Language': BACKEND[lang] };
  const patch = { ...headers, 'Content-Type': 'application/merge-patch+json' };

  const cart = await request.post(`${SHOP_API}/orders`, { headers, data: {} });
  expect(cart.status(), await cart.text()).toBe(201);
  const { tokenValue } = (await cart.json()) as { tokenValue: string };
  const added = await request.post(`${SHOP_API}/orders/${tokenValue}/items`, {
    headers,
    data: { productVariant: variantCode, quantity: 1 },
  });
  expect(added.status(), await added.text()).toBe(201);
  const addressed = await request.put(`${SHOP_API}/orders/${tokenValue}`, {
    headers,
    data: {
      email: customer.email,
      billingAddress: {
        firstName: customer.firstName,
        lastName: 'კაპანაძე',
        phoneNumber: customer.phone,
        provinceCode: 'GE-TBS',
        street: 'ვაჟა-ფშაველას გამზ. 21',
        countryCode: 'GE',
      },
    },
  });
  expect(addressed.status(), await addressed.text()).toBe(200);
  const order = (await addressed.json()) as {
    shipments: Array<{ id: number; method: string }>;
    payments: Array<{ id: number }>;
  };
  const shipment = order.shipments[0]!;
  const shipped = await request.patch(`${SHOP_API}/orders/${tokenValue}/shipments/${shipment.id}`, {
    headers: patch,
    data: { shippingMethod: shipment.method },
  });
  expect(shipped.status(), await shipped.text()).toBe(200);
  const paid = await request.patch(`${SHOP_API}/orders/${tokenValue}/payments/${order.payments[0]!.id}`, {
    headers: patch,
    data: { paymentMethod: 'CASH_ON_DELIVERY' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const completed = await request.patch(`${SHOP_API}/orders/${tokenValue}/complete`, {
    headers: patch,
    data: {},
  });
  expect(completed.status(), await completed.text()).toBe(200);
  const { number } = (await completed.json()) as { number: string };
  return { number, tokenValue, customer };
}

/** A variant in stock, from the Shop API's listing (the first product's default variant that is). */
export async function stockedVariant(request: APIRequestContext, skip = 0): Promise<string> {
  const response = await request.get(`${SHOP_API}/products?itemsPerPage=30`);
  expect(response.status()).toBe(200);
  const { 'hydra:member': products } = (await response.json()) as {
    'hydra:member': Array<{
      defaultVariant: string | null;
      productVariants: Array<{ '@id': string; code: string; inStock: boolean }>;
    }>;
  };
  const codes = products
    .map((product) => product.productVariants.find((variant) => variant['@id'] === product.defaultVariant))
    .filter((variant) => variant?.inStock)
    .map((variant) => variant!.code);
  expect(codes.length).toBeGreaterThan(skip);
  return codes[skip]!;
}

/** Opens a screen from the navigation: the side bar, or on a phone the menu. */
export async function openFromNav(page: Page, { words }: AdminLanguage, name: string) {
  const menu = page.getByRole('button', { name: words.menu });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('menuitem', { name }).click();
  } else {
    await page.getByRole('navigation').getByRole('link', { name }).click();
  }
}
