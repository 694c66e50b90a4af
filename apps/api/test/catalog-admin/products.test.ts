import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  adminProductCollectionSchema,
  adminProductItemSchema,
  adminVariantItemSchema,
  stockAdjustmentCollectionSchema,
} from '@sakhe/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { addItem, call, expectViolations, newCart, placeOrder, rows } from '../cart/support';
import { adminApi, createStaff, staffSession } from '../staff/support';

let t: TestApp;
let manager: string;
let packer: string;
let category: string;
let brand: string;

/** The manager's calls, in English (the API answers in Georgian by default). */
const asManager = () => ({ token: manager, headers: { 'accept-language': 'en' } });
const unique = () => randomUUID().slice(0, 8);

function productBody(code: string, overrides: Record<string, unknown> = {}) {
  return {
    code,
    enabled: false,
    mainTaxon: category,
    brand,
    translations: {
      ka_GE: {
        name: `ტონალური კრემი ${code}`,
        description: '<p>მსუბუქი <script>alert(1)</script><b>ტექსტურა</b></p>',
      },
      en_US: { name: `Foundation ${code}`, metaTitle: 'Light foundation' },
    },
    ...overrides,
  };
}

async function createProduct(code = `test-${unique()}`, overrides: Record<string, unknown> = {}) {
  const reply = await adminApi(t, 'POST', 'products', productBody(code, overrides), asManager());
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return adminProductItemSchema.parse(reply.body);
}

async function createVariant(product: string, code: string, body: Record<string, unknown> = {}) {
  const reply = await adminApi(
    t,
    'POST',
    'product-variants',
    { code, product, price: 4500, onHand: 10, ...body },
    asManager(),
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return adminVariantItemSchema.parse(reply.body);
}

const SHOP = '/api/v2/shop';

/** products-by-slug in English as a shopper asks: its status and, for a 301, where it sends them. */
async function bySlug(slug: string): Promise<{ status: number; location?: string }> {
  const reply = await t.app.inject({
    url: `${SHOP}/products-by-slug/${encodeURIComponent(slug)}`,
    headers: { 'accept-language': 'en_US' },
  });
  return reply.statusCode === 301
    ? { status: 301, location: String(reply.headers.location) }
    : { status: reply.statusCode };
}

beforeAll(async () => {
  t = await createTestApp();
  manager = (await staffSession(t, 'manager')).token;
  packer = (await staffSession(t, 'fulfilment')).token;
  const [someCategory] = await rows<{ code: string }>(
    t,
    sql`select code from taxons where not brand_taxon and level >= 1 order by id limit 1`,
  );
  const [someBrand] = await rows<{ code: string }>(
    t,
    sql`select code from taxons where brand_taxon and level >= 1 order by id limit 1`,
  );
  category = someCategory!.code;
  brand = someBrand!.code;
});
afterAll(() => t.close());

describe('creating and editing a product', () => {
  it('creates a disabled product with slugs made from the names and a sanitised description', async () => {
    const code = `found-${unique()}`;
    const product = await createProduct(code);
    expect(product.enabled).toBe(false);
    expect(product.translations.ka_GE?.slug).toBe(`ტონალური-კრემი-${code}`);
    expect(product.translations.en_US?.slug).toBe(`foundation-${code}`);
    expect(product.translations.ka_GE?.description).toBe('<p>მსუბუქი <b>ტექსტურა</b></p>');
    expect(product.translations.en_US?.metaTitle).toBe('Light foundation');
    expect(product.mainTaxon).toBe(category);
    expect(product.brand).toBe(brand);
    const audit = await rows<{ action: string }>(
      t,
      sql`select action from audit_log where entity_type = 'product' and entity_id = ${code}`,
    );
    expect(audit.map((entry) => entry.action)).toEqual(['product.create']);
  });

  it('refuses a taken code, a taken slug and unknown categories or brands, writing nothing', async () => {
    const first = await createProduct();
    const taken = await adminApi(t, 'POST', 'products', productBody(first.code), asManager());
    expect(expectViolations(taken)).toEqual([`code: The code "${first.code}" is already used`]);

    const code = `other-${unique()}`;
    const reply = await adminApi(
      t,
      'POST',
      'products',
      productBody(code, {
        mainTaxon: 'no-such-category',
        brand: category,
        translations: {
          ka_GE: { name: 'სხვა', slug: first.translations.ka_GE!.slug },
          en_US: { name: 'Other' },
        },
      }),
      asManager(),
    );
    expect(expectViolations(reply)).toEqual([
      'mainTaxon: There is no category no-such-category',
      `brand: There is no brand ${category}`,
      `translations.ka_GE.slug: The slug "${first.translations.ka_GE!.slug}" is already used`,
    ]);
    expect((await adminApi(t, 'GET', `products/${code}`, undefined, asManager())).status).toBe(404);
  });

  it('keeps the old slug when it changes, and the storefront answers it with the product', async () => {
    const product = await createProduct(undefined, { enabled: true });
    const oldSlug = product.translations.en_US!.slug;
    const reply = await adminApi(
      t,
      'PATCH',
      `products/${product.code}`,
      { translations: { en_US: { slug: `renamed-${product.code}` } } },
      asManager(),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const renamed = adminProductItemSchema.parse(reply.body);
    expect(renamed.translations.en_US!.slug).toBe(`renamed-${product.code}`);
    expect(renamed.formerSlugs.en_US).toEqual([oldSlug]);
    // The name (PATCH left it) and the Georgian slug stay.
    expect(renamed.translations.en_US!.name).toBe(product.translations.en_US!.name);
    expect(renamed.translations.ka_GE!.slug).toBe(product.translations.ka_GE!.slug);

    // The old slug's answer was kept (a 301 is cheap and cacheable); the rename forgets it on every node.
    expect(await bySlug(oldSlug)).toEqual({ status: 301, location: `${SHOP}/products/${product.code}` });
    const renamedAgain = await adminApi(
      t,
      'PATCH',
      `products/${product.code}`,
      { translations: { en_US: { slug: `renamed-again-${product.code}` } } },
      asManager(),
    );
    expect(renamedAgain.status, JSON.stringify(renamedAgain.body)).toBe(200);
    expect(await bySlug(`renamed-${product.code}`)).toEqual({
      status: 301,
      location: `${SHOP}/products/${product.code}`,
    });
    const followed = await call(t, 'GET', `products/${product.code}`, undefined, { locale: 'en_US' });
    expect(followed.status).toBe(200);
    expect(followed.body.slug).toBe(`renamed-again-${product.code}`);

    // A former slug another product takes is that product's from then on.
    const other = await createProduct(undefined, { enabled: true });
    expect((await bySlug(oldSlug)).location).toBe(`${SHOP}/products/${product.code}`);
    const taken = await adminApi(
      t,
      'PATCH',
      `products/${other.code}`,
      { translations: { en_US: { slug: oldSlug } } },
      asManager(),
    );
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(await bySlug(oldSlug)).toEqual({ status: 301, location: `${SHOP}/products/${other.code}` });
  });

  it('lists, searches by Georgian typed in Latin letters and by code, filters and sorts', async () => {
    const tag = unique();
    const a = await createProduct(`list-a-${tag}`, {
      translations: { ka_GE: { name: `ნიანგის კრემი ${tag}` }, en_US: { name: `Crocodile cream ${tag}` } },
    });
    await createVariant(a.code, `${a.code}-v`, { price: 1000 });
    const b = await createProduct(`list-b-${tag}`);
    await createVariant(b.code, `${b.code}-v`, { price: 9000, onHand: 0 });

    const find = async (query: string) => {
      const reply = await adminApi(t, 'GET', `products?${query}`, undefined, asManager());
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return adminProductCollectionSchema.parse(reply.body);
    };
    const byLatin = await find(`search=${encodeURIComponent(`niangis kremi ${tag}`)}`);
    expect(byLatin['hydra:member'].map((member) => member.code)).toEqual([a.code]);
    expect(byLatin['hydra:member'][0]!.name.ka_GE).toBe(`ნიანგის კრემი ${tag}`);
    // Its category and brand by code and name, in the reader's language.
    const taxonNames = await rows<{ code: string; locale: string; name: string }>(
      t,
      sql`select t.code, tt.locale, tt.name from taxons t join taxon_translations tt on tt.taxon_id = t.id
        where t.code in (${category}, ${brand})`,
    );
    const nameOf = (code: string, locale: string) =>
      taxonNames.find((row) => row.code === code && row.locale === locale)?.name;
    expect(byLatin['hydra:member'][0]!.mainTaxon).toEqual({
      code: category,
      name: nameOf(category, 'en_US'),
    });
    expect(byLatin['hydra:member'][0]!.brand).toEqual({ code: brand, name: nameOf(brand, 'en_US') });
    const inGeorgian = await adminApi(t, 'GET', `products?search=${a.code}`, undefined, { token: manager });
    const georgianRow = adminProductCollectionSchema.parse(inGeorgian.body)['hydra:member'][0]!;
    expect(georgianRow.mainTaxon).toEqual({ code: category, name: nameOf(category, 'ka_GE') });
    // Renamed, it is found by its new name and no longer by the old one (the list matches
    // products.search_key, which a trigger on product_translations keeps, migration 0023).
    const renamed = await adminApi(
      t,
      'PATCH',
      `products/${a.code}`,
      { translations: { en_US: { name: `Alligator balm ${tag}` } } },
      asManager(),
    );
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const byNewName = await find(`search=${encodeURIComponent(`alligator balm ${tag}`)}`);
    expect(byNewName['hydra:member'].map((member) => member.code)).toEqual([a.code]);
    const byOldName = await find(`search=${encodeURIComponent(`crocodile cream ${tag}`)}`);
    expect(byOldName['hydra:totalItems']).toBe(0);

    const byCode = await find(`search=${tag}&order[code]=asc`);
    expect(byCode['hydra:member'].map((member) => member.code)).toEqual([a.code, b.code]);
    expect(byCode['hydra:totalItems']).toBe(2);

    const out = await find(`search=${tag}&stock=out`);
    expect(out['hydra:member'].map((member) => member.code)).toEqual([b.code]);
    const inStock = await find(`search=${tag}&stock=in&category=${category}&brand=${brand}&enabled=false`);
    expect(inStock['hydra:member'].map((member) => member.code)).toEqual([a.code]);
    const pricey = await find(`search=${tag}&price[gte]=5000`);
    expect(pricey['hydra:member'].map((member) => member.code)).toEqual([b.code]);
    const withImages = await find(`search=${tag}&hasImages=true`);
    expect(withImages['hydra:totalItems']).toBe(0);
    const byPrice = await find(`search=${tag}&order[price]=desc`);
    expect(byPrice['hydra:member'].map((member) => member.code)).toEqual([b.code, a.code]);
    const paged = await find(`search=${tag}&order[code]=asc&itemsPerPage=1&page=2`);
    expect(paged['hydra:member'].map((member) => member.code)).toEqual([b.code]);
    expect(paged['hydra:member'][0]!.available).toBe(0);
  });

  it("keeps a list's total while paging, until the catalog changes", async () => {
    const tag = unique();
    const a = await createProduct(`total-a-${tag}`);
    const b = await createProduct(`total-b-${tag}`);
    const total = async () => {
      const reply = await adminApi(t, 'GET', `products?search=${tag}&itemsPerPage=1`, undefined, asManager());
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return adminProductCollectionSchema.parse(reply.body)['hydra:totalItems'];
    };
    expect(await total()).toBe(2);
    // Renamed behind the API's back (its code and its names' search keys): no change is published,
    // so the kept total stands...
    await rows(
      t,
      sql`update products set code = ${`renamed-${unique()}`}, search_key = '' where id = ${b.id}`,
    );
    expect(await total()).toBe(2);
    // ...until the catalog changes, on this node or another.
    await t.app.changes.publish('catalog', 'test');
    expect(await total()).toBe(1);
    expect(a.code).toContain(tag);
  });

  it('a disabled product is hidden from shoppers until it is enabled, then found by search', async () => {
    const product = await createProduct();
    await createVariant(product.code, `${product.code}-v`);
    const slug = product.translations.en_US!.slug;
    expect((await bySlug(slug)).status).toBe(404);
    const enabled = await adminApi(t, 'PATCH', `products/${product.code}`, { enabled: true }, asManager());
    expect(enabled.status).toBe(200);
    expect(await bySlug(slug)).toEqual({ status: 301, location: `${SHOP}/products/${product.code}` });
    // Disabled again, its kept 301 goes at once: 404, as for the product itself.
    const disabled = await adminApi(t, 'PATCH', `products/${product.code}`, { enabled: false }, asManager());
    expect(disabled.status).toBe(200);
    expect((await bySlug(slug)).status).toBe(404);
    expect((await call(t, 'GET', `products/${product.code}`, undefined, { locale: 'en_US' })).status).toBe(
      404,
    );
  });
});

describe('preview', () => {
  it('staff signed into the back office are sent to a disabled product and see it; shoppers get 404', async () => {
    const product = await createProduct();
    await createVariant(product.code, `${product.code}-v`);
    const slug = product.translations.ka_GE!.slug;
    // The back office's preview link: the storefront's product page in each language.
    expect(product.preview).toEqual({
      ka_GE: `/shop/product/${encodeURIComponent(slug)}`,
      en_US: `/en/shop/product/${encodeURIComponent(product.translations.en_US!.slug)}`,
    });
    const staff = await createStaff(t, 'manager');
    const signedIn = await adminApi(
      t,
      'POST',
      'authentication-token',
      { email: staff.email, password: staff.password },
      { adminApp: true },
    );
    const cookies = ([] as string[]).concat(signedIn.headers['set-cookie'] as string | string[]);
    const preview = cookies.find((cookie) => cookie.startsWith('sakhe_preview='))!.split(';')[0]!;
    const url = `/api/v2/shop/products-by-slug/${encodeURIComponent(slug)}`;
    const iri = `/api/v2/shop/products/${product.code}`;

    const shopper = await t.app.inject({ url });
    expect(shopper.statusCode).toBe(404);
    expect(shopper.json()).toMatchObject({ '@type': 'hydra:Error', 'hydra:description': 'Not Found' });
    expect((await t.app.inject({ url: iri })).statusCode).toBe(404);

    const previewed = await t.app.inject({ url, headers: { cookie: preview } });
    expect(previewed.statusCode).toBe(301);
    expect(previewed.headers.location).toBe(iri);
    expect(previewed.headers['cache-control']).toBe('private, no-store');
    // products/{code} honours the preview as products-by-slug does.
    const shown = await t.app.inject({ url: iri, headers: { cookie: preview } });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ code: product.code, enabled: false, slug });
    expect(shown.headers['cache-control']).toBe('private, no-store');
    // The staff member's answer was not kept for shoppers.
    expect((await t.app.inject({ url })).statusCode).toBe(404);

    const forged = preview.replace(/=\d+/, '=999');
    expect((await t.app.inject({ url, headers: { cookie: forged } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: iri, headers: { cookie: forged } })).statusCode).toBe(404);
  });
});

describe('variants', () => {
  it('adds shades with colours and volumes; refuses duplicates, negative prices and prices above the original', async () => {
    const product = await createProduct();
    const shade = await createVariant(product.code, `${product.code}-01`, {
      shade: { value: { ka_GE: 'ღია ბეჟი', en_US: 'Light beige' }, colour: '#E8C9A8' },
      volume: { value: { ka_GE: '30 მლ', en_US: '30 ml' } },
      price: 4000,
      originalPrice: 5000,
    });
    expect(shade.shade).toMatchObject({
      colour: '#e8c9a8',
      value: { ka_GE: 'ღია ბეჟი', en_US: 'Light beige' },
    });
    expect(shade.name).toEqual({ ka_GE: 'ღია ბეჟი · 30 მლ', en_US: 'Light beige · 30 ml' });
    expect(shade.originalPrice).toBe(5000);

    const duplicate = await adminApi(
      t,
      'POST',
      'product-variants',
      {
        code: `${product.code}-02`,
        product: product.code,
        price: 4000,
        shade: { value: { ka_GE: 'ღია ბეჟი', en_US: 'light beige' } },
        volume: { value: { ka_GE: '30 მლ', en_US: '30 ml' } },
      },
      asManager(),
    );
    expect(expectViolations(duplicate)).toEqual([
      `shade: Variant ${shade.code} of this product already has these options`,
    ]);

    const negative = await adminApi(
      t,
      'POST',
      'product-variants',
      { code: `${product.code}-03`, product: product.code, price: -1 },
      asManager(),
    );
    expect(expectViolations(negative)).toEqual(['price: The price cannot be negative']);

    const above = await adminApi(t, 'PATCH', `product-variants/${shade.code}`, { price: 6000 }, asManager());
    expect(expectViolations(above)).toEqual(['price: A discounted price cannot be above the original price']);

    const taken = await adminApi(
      t,
      'POST',
      'product-variants',
      { code: shade.code, product: product.code, price: 100 },
      asManager(),
    );
    expect(expectViolations(taken)).toEqual([`code: The code "${shade.code}" is already used`]);

    const renamed = await adminApi(
      t,
      'PUT',
      `product-variants/${shade.code}`,
      {
        price: 3500,
        originalPrice: null,
        shade: { value: { ka_GE: 'ბეჟი', en_US: 'Beige' }, colour: '#d4b08c' },
      },
      asManager(),
    );
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({
      price: 3500,
      originalPrice: null,
      shade: { colour: '#d4b08c', value: { en_US: 'Beige' } },
      // The volume, which the body left out, stays.
      name: { en_US: 'Beige · 30 ml' },
    });
    const listed = await adminApi(
      t,
      'GET',
      `product-variants?product=${product.code}`,
      undefined,
      asManager(),
    );
    expect(listed.body['hydra:totalItems']).toBe(1);
    const [price] = await rows<{ price: number }>(
      t,
      sql`select price from products where code = ${product.code}`,
    );
    expect(price!.price).toBe(3500);
  });

  it('a price change shows in the Shop API and in the carts holding the variant at once', async () => {
    const product = await createProduct(undefined, { enabled: true });
    const variant = await createVariant(product.code, `${product.code}-v`, { price: 2000 });
    const cart = await newCart(t);
    await addItem(t, cart.tokenValue, variant.code, 2);
    const before = await call(t, 'GET', `product-variants/${variant.code}`);
    expect(before.body.price).toBe(2000);
    await adminApi(t, 'PATCH', `product-variants/${variant.code}`, { price: 1800 }, asManager());
    const after = await call(t, 'GET', `product-variants/${variant.code}`);
    expect(after.body.price).toBe(1800);
    const read = await call(t, 'GET', `orders/${cart.tokenValue}`);
    expect(read.body.items[0].unitPrice).toBe(1800);
    expect(read.body.itemsTotal).toBe(3600);
  });

  it('deletes a variant held only by carts, taking it out of them; disables one that placed orders name', async () => {
    const product = await createProduct(undefined, { enabled: true });
    const inCart = await createVariant(product.code, `${product.code}-cart`, { onHand: 5 });
    const ordered = await createVariant(product.code, `${product.code}-ordered`, { onHand: 5 });
    const cart = await newCart(t);
    await addItem(t, cart.tokenValue, inCart.code);
    await placeOrder(t, { variant: ordered.code });

    const deleted = await adminApi(t, 'DELETE', `product-variants/${inCart.code}`, undefined, asManager());
    expect(deleted.status).toBe(204);
    const items = await rows<{ count: number }>(
      t,
      sql`select count(*)::int as count from order_items oi join orders o on o.id = oi.order_id
        where o.token_value = ${cart.tokenValue}`,
    );
    expect(items[0]!.count).toBe(0);
    // Its next read is processed without it: no item, no total.
    const read = await call(t, 'GET', `orders/${cart.tokenValue}`);
    expect(read.body.items).toEqual([]);
    expect(read.body.itemsTotal).toBe(0);

    const disabled = await adminApi(t, 'DELETE', `product-variants/${ordered.code}`, undefined, asManager());
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ enabled: false, inPlacedOrders: true });

    const productGone = await adminApi(t, 'DELETE', `products/${product.code}`, undefined, asManager());
    expect(productGone.status).toBe(200);
    expect(productGone.body.enabled).toBe(false);

    const fresh = await createProduct();
    const freshDelete = await adminApi(t, 'DELETE', `products/${fresh.code}`, undefined, asManager());
    expect(freshDelete.status).toBe(204);
    expect((await adminApi(t, 'GET', `products/${fresh.code}`, undefined, asManager())).status).toBe(404);
  });

  it("a cart a deleted variant left says so, in the reader's language, until its owner next changes it", async () => {
    const product = await createProduct(undefined, { enabled: true });
    const gone = await createVariant(product.code, `${product.code}-gone`, { onHand: 5 });
    const kept = await createVariant(product.code, `${product.code}-kept`, { onHand: 5 });
    const other = await createProduct(undefined, { enabled: true });
    const otherVariant = await createVariant(other.code, `${other.code}-v`, { onHand: 5 });
    const cart = await newCart(t);
    await addItem(t, cart.tokenValue, gone.code);
    const keptItem = (await addItem(t, cart.tokenValue, kept.code)).items.find(
      (item) => item.variantCode === kept.code,
    )!;
    const untouched = await newCart(t);
    await addItem(t, untouched.tokenValue, kept.code);

    expect(
      (await adminApi(t, 'DELETE', `product-variants/${gone.code}`, undefined, asManager())).status,
    ).toBe(204);
    const inGeorgian = await call(t, 'GET', `orders/${cart.tokenValue}`);
    expect(inGeorgian.body.removedItems).toEqual([
      { productCode: product.code, productName: `ტონალური კრემი ${product.code}` },
    ]);
    expect(inGeorgian.body.items.map((item: { variantCode: string }) => item.variantCode)).toEqual([
      kept.code,
    ]);
    const inEnglish = await call(t, 'GET', `orders/${cart.tokenValue}`, undefined, { locale: 'en' });
    expect(inEnglish.body.removedItems).toEqual([
      { productCode: product.code, productName: `Foundation ${product.code}` },
    ]);
    // A cart that never held it has nothing to tell.
    expect((await call(t, 'GET', `orders/${untouched.tokenValue}`)).body.removedItems).toBeUndefined();
    // Reads and adds keep the notice (the cart page has not shown it yet) …
    const added = await addItem(t, cart.tokenValue, otherVariant.code);
    expect(added.removedItems).toHaveLength(1);
    // … the owner's change to the cart's contents ends it, in its own answer already.
    const changed = await call(t, 'PATCH', `orders/${cart.tokenValue}/items/${keptItem.id}`, { quantity: 2 });
    expect(changed.status).toBe(200);
    expect(changed.body.removedItems).toBeUndefined();
    expect((await call(t, 'GET', `orders/${cart.tokenValue}`)).body.removedItems).toBeUndefined();
  });
});

describe('stock', () => {
  it('adjusts stock with a reason, keeps the history, and never goes below what placed orders hold', async () => {
    const product = await createProduct(undefined, { enabled: true });
    const variant = await createVariant(product.code, `${product.code}-v`, { onHand: 4 });
    await placeOrder(t, { variant: variant.code, quantity: 3 });

    const noReason = await adminApi(
      t,
      'POST',
      `product-variants/${variant.code}/stock-adjustments`,
      { delta: 5, reason: '' },
      asManager(),
    );
    expect(noReason.status).toBe(422);

    const below = await adminApi(
      t,
      'POST',
      `product-variants/${variant.code}/stock-adjustments`,
      { delta: -2, reason: 'damaged' },
      { token: manager, headers: { 'accept-language': 'ka' } },
    );
    expect(expectViolations(below)).toEqual([
      'delta: მარაგი ვერ ჩამოვა განთავსებული შეკვეთებისთვის დაჯავშნილ 3 ერთეულზე ქვემოთ (ახლა 4)',
    ]);

    const added = await adminApi(
      t,
      'POST',
      `product-variants/${variant.code}/stock-adjustments`,
      { delta: 6, reason: 'delivery from the supplier' },
      asManager(),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.variant).toMatchObject({ onHand: 10, onHold: 3 });
    const taken = await adminApi(
      t,
      'POST',
      `product-variants/${variant.code}/stock-adjustments`,
      { delta: -7, reason: 'broken in the store room' },
      asManager(),
    );
    expect(taken.body.variant).toMatchObject({ onHand: 3 });

    const history = stockAdjustmentCollectionSchema.parse(
      (
        await adminApi(t, 'GET', `product-variants/${variant.code}/stock-adjustments`, undefined, {
          token: manager,
        })
      ).body,
    );
    expect(
      history['hydra:member'].map(({ delta, onHandAfter, reason }) => ({ delta, onHandAfter, reason })),
    ).toEqual([
      { delta: -7, onHandAfter: 3, reason: 'broken in the store room' },
      { delta: 6, onHandAfter: 10, reason: 'delivery from the supplier' },
    ]);
    expect(history['hydra:member'][0]!.staffEmail).toMatch(/^manager-/);
  });
});

describe('roles', () => {
  it('refuses fulfilment staff every product operation', async () => {
    const product = await createProduct();
    const variant = await createVariant(product.code, `${product.code}-v`);
    const attempts = [
      adminApi(t, 'GET', 'products', undefined, { token: packer }),
      adminApi(t, 'GET', `products/${product.code}`, undefined, { token: packer }),
      adminApi(t, 'POST', 'products', productBody(`x-${unique()}`), { token: packer }),
      adminApi(t, 'PATCH', `products/${product.code}`, { enabled: true }, { token: packer }),
      adminApi(t, 'DELETE', `products/${product.code}`, undefined, { token: packer }),
      adminApi(t, 'GET', 'product-variants', undefined, { token: packer }),
      adminApi(t, 'PATCH', `product-variants/${variant.code}`, { price: 1 }, { token: packer }),
      adminApi(t, 'DELETE', `product-variants/${variant.code}`, undefined, { token: packer }),
      adminApi(
        t,
        'POST',
        `product-variants/${variant.code}/stock-adjustments`,
        { delta: 1, reason: 'count' },
        { token: packer },
      ),
    ];
    for (const reply of await Promise.all(attempts)) expect(reply.status).toBe(403);
    expect((await adminApi(t, 'GET', 'products')).status).toBe(401);
  });
});
