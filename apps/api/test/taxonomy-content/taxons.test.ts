import { desc, eq, sql } from 'drizzle-orm';
import { adminTaxonCollectionSchema, adminTaxonItemSchema, type AdminTaxon } from '@sakhe/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { selectRows } from '../../src/db/sql';
import { createTestApp, type TestApp } from '../support/app';
import { adminApi, staffSession } from '../staff/support';

const SHOP = '/api/v2/shop';

describe('back office: categories and brands', () => {
  let t: TestApp;
  let manager: string;
  let fulfilment: string;
  let tree: AdminTaxon[];

  const as = (token: string) => ({ token });
  const taxon = (code: string) => tree.find((row) => row.code === code)!;
  const shopTotal = async (query: string) => {
    const response = await t.app.inject({ url: `${SHOP}/products?itemsPerPage=1&${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json()['hydra:totalItems'] as number;
  };
  const reload = async () => {
    const reply = await adminApi(t, 'GET', 'taxons?itemsPerPage=10000', undefined, as(manager));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    tree = adminTaxonCollectionSchema.parse(reply.body)['hydra:member'];
  };
  const lastAudit = async () =>
    (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;

  beforeAll(async () => {
    t = await createTestApp();
    manager = (await staffSession(t, 'manager')).token;
    fulfilment = (await staffSession(t, 'fulfilment')).token;
    await reload();
  });
  afterAll(() => t.close());

  it('lists every taxon for managers, parents first with their product counts; fulfilment is refused', async () => {
    expect(tree[0]!.level).toBe(0);
    const menu = taxon('MENU');
    expect(menu.parent).toBeNull();
    expect(menu.productCount).toBeGreaterThan(100);
    const brands = await adminApi(t, 'GET', 'taxons?root=brendebi&itemsPerPage=500', undefined, as(manager));
    const members = adminTaxonCollectionSchema.parse(brands.body)['hydra:member'];
    expect(members.slice(1).every((row) => row.brandTaxon && row.parentCode === 'brendebi')).toBe(true);
    expect((await adminApi(t, 'GET', 'taxons', undefined, as(fulfilment))).status).toBe(403);
    expect((await adminApi(t, 'GET', 'taxons/MENU', undefined, as(fulfilment))).status).toBe(403);
    expect((await adminApi(t, 'GET', 'taxons/no-such', undefined, as(manager))).status).toBe(404);
  });

  it('creates a category below a parent: slugs under the parent’s, description sanitised, in the shop at once', async () => {
    const parent = tree.find((row) => row.level === 1 && row.children.length > 0)!;
    // The shop's menu is cached: read it first so the create has something to make stale.
    await t.app.inject({ url: `${SHOP}/taxons/menu` });
    const created = await adminApi(
      t,
      'POST',
      'taxons',
      {
        code: 't-night-care',
        parent: parent['@id'],
        translations: {
          ka_GE: { name: 'ღამის მოვლა', description: '<p>ღამე<script>alert(1)</script></p>' },
          en_US: { name: 'Night care', slug: 'night-care' },
        },
        images: [{ type: 'banner', path: 'taxons/night.png' }],
      },
      as(manager),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const body = adminTaxonItemSchema.parse(created.body);
    expect(body.translations.en_US!.slug).toBe(`${parent.translations.en_US!.slug}/night-care`);
    expect(body.translations.ka_GE!.slug).toBe(`${parent.translations.ka_GE!.slug}/ღამის-მოვლა`);
    expect(body.translations.ka_GE!.description).toBe('<p>ღამე</p>');
    expect(body.images[0]).toMatchObject({ type: 'banner', url: '/media/image/taxons/night.png' });
    expect(body.position).toBe(parent.children.length);
    expect(await lastAudit()).toMatchObject({ action: 'taxon.create', entityId: 't-night-care' });

    const menu = await t.app.inject({ url: `${SHOP}/taxons/menu`, headers: { 'accept-language': 'en_US' } });
    expect(menu.body).toContain('"Night care"');

    const taken = await adminApi(
      t,
      'POST',
      'taxons',
      {
        code: 't-night-care',
        parent: parent.code,
        translations: { ka_GE: { name: 'ა' }, en_US: { name: 'Night care' } },
      },
      as(manager),
    );
    expect(taken.status).toBe(422);
    expect(taken.body.violations[0].propertyPath).toBe('code');
    const slugTaken = await adminApi(
      t,
      'POST',
      'taxons',
      {
        code: 't-night-care-2',
        parent: parent.code,
        translations: { ka_GE: { name: 'ღამე 2' }, en_US: { name: 'Night care' } },
      },
      as(manager),
    );
    expect(slugTaken.status).toBe(422);
    expect(slugTaken.body.violations[0].propertyPath).toBe('translations[en_US].slug');
    const unknownParent = await adminApi(
      t,
      'POST',
      'taxons',
      { code: 't-x', parent: 'nope', translations: { ka_GE: { name: 'ა' }, en_US: { name: 'A' } } },
      as(manager),
    );
    expect(unknownParent.status).toBe(422);
    await reload();
  });

  it('keeps a banner per language: each shop page gets its own and the plain picture; another locale is a 422', async () => {
    const images = [
      { type: 'production-sticky-banner', path: 'taxons/night-ka.png', locale: 'ka_GE' },
      { type: 'production-sticky-banner', path: 'taxons/night-en.png', locale: 'en_US' },
      { type: 'banner', path: 'taxons/night.png' },
    ];
    const reply = await adminApi(t, 'PATCH', 'taxons/t-night-care', { images }, as(manager));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(
      adminTaxonItemSchema.parse(reply.body).images.map(({ path, locale }) => ({ path, locale })),
    ).toEqual([
      { path: 'taxons/night-ka.png', locale: 'ka_GE' },
      { path: 'taxons/night-en.png', locale: 'en_US' },
      { path: 'taxons/night.png', locale: null },
    ]);
    const shopPaths = async (language: string) =>
      (
        (
          await t.app.inject({ url: `${SHOP}/taxons/t-night-care`, headers: { 'accept-language': language } })
        ).json() as { images: { path: string }[] }
      ).images.map((image) => image.path);
    expect(await shopPaths('ka')).toEqual([
      '/media/image/taxons/night-ka.png',
      '/media/image/taxons/night.png',
    ]);
    expect(await shopPaths('en')).toEqual([
      '/media/image/taxons/night-en.png',
      '/media/image/taxons/night.png',
    ]);

    // Changed: the Georgian banner now for every language.
    const changed = await adminApi(
      t,
      'PATCH',
      'taxons/t-night-care',
      { images: [{ ...images[0], locale: null }, images[2]] },
      as(manager),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await shopPaths('en')).toEqual([
      '/media/image/taxons/night-ka.png',
      '/media/image/taxons/night.png',
    ]);

    const refused = await adminApi(
      t,
      'PATCH',
      'taxons/t-night-care',
      { images: [{ ...images[0], locale: 'de_DE' }] },
      as(manager),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.violations[0].propertyPath).toMatch(/^images.*0.*locale$/);
    await reload();
  });

  it('moves a category with its subtree: paths, levels and slugs follow, listings under the new ancestors include its products', async () => {
    // A second-level category with products, and another top category to move it to.
    const moved = tree.find((row) => row.level === 2 && row.productCount > 0 && row.parentCode !== null)!;
    const from = taxon(moved.parentCode!);
    const to = tree.find((row) => row.level === 1 && row.code !== from.code && row.parentCode === 'MENU')!;
    const fromBefore = await shopTotal(`taxon=${from.code}`);
    const toBefore = await shopTotal(`taxon=${to.code}`);
    const own = await shopTotal(`taxon=${moved.code}`);
    expect(own).toBeGreaterThan(0);

    const reply = await adminApi(
      t,
      'POST',
      `taxons/${moved.code}/move`,
      { parent: to.code, position: 0 },
      as(manager),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const after = adminTaxonItemSchema.parse(reply.body);
    expect(after).toMatchObject({ parentCode: to.code, position: 0, level: 2 });
    const segment = moved.translations.en_US!.slug.split('/').pop();
    expect(after.translations.en_US!.slug).toBe(`${to.translations.en_US!.slug}/${segment}`);
    expect(await lastAudit()).toMatchObject({ action: 'taxon.move', entityId: moved.code });

    // Listings read the materialised paths: the products now count under the new parent, not the old.
    expect(await shopTotal(`taxon=${to.code}`)).toBeGreaterThan(toBefore);
    expect(await shopTotal(`taxon=${to.code}`)).toBeLessThanOrEqual(toBefore + own);
    expect(await shopTotal(`taxon=${from.code}`)).toBeLessThan(fromBefore);
    expect(await shopTotal(`taxon=${moved.code}`)).toBe(own);

    // The old siblings are numbered again without a gap, the new ones make room.
    await reload();
    const positions = (parent: string) =>
      tree.filter((row) => row.parentCode === parent).map((row) => row.position);
    expect(positions(from.code)).toEqual([...positions(from.code).keys()]);
    expect(positions(to.code)).toEqual([...positions(to.code).keys()]);
    expect(taxon(to.code).children[0]).toBe(after['@id']);
  });

  it('keeps a moved subtree whole: descendants’ paths, levels and slugs follow their ancestor', async () => {
    // The category made above (three levels down) moves with its parent.
    const child = taxon('t-night-care');
    const parent = taxon(child.parentCode!);
    const target = tree.find(
      (row) =>
        row.level === 1 && row.code !== parent.code && row.parentCode === 'MENU' && row.children.length > 0,
    )!;
    const host = taxon(target.children[0]!.split('/').pop()!);
    const reply = await adminApi(
      t,
      'POST',
      `taxons/${parent.code}/move`,
      { parent: host.code, position: 99 },
      as(manager),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    await reload();
    const movedChild = taxon('t-night-care');
    expect(taxon(parent.code).level).toBe(host.level + 1);
    expect(movedChild.level).toBe(host.level + 2);
    expect(movedChild.parentCode).toBe(parent.code);
    expect(movedChild.translations.en_US!.slug).toBe(
      `${host.translations.en_US!.slug}/${parent.translations.en_US!.slug.split('/').pop()}/night-care`,
    );
    expect(taxon(parent.code).position).toBe(host.children.length);
    const [row] = await selectRows<{ path: string; parentPath: string }>(
      t.database.db,
      sql`select c.path, p.path as "parentPath" from taxons c join taxons p on p.id = c.parent_id
        where c.code = 't-night-care'`,
    );
    expect(row!.path.startsWith(row!.parentPath)).toBe(true);
  });

  it('refuses a move under itself or its own descendant, across trees, of a root, with 422 on parent', async () => {
    const child = taxon('t-night-care');
    const ancestor = taxon(child.parentCode!);
    for (const [code, parent] of [
      [ancestor.code, child.code],
      [ancestor.code, ancestor.code],
      [ancestor.code, 'brendebi'],
      [tree.find((row) => row.brandTaxon)!.code, 'MENU'],
      ['MENU', 'brendebi'],
    ] as const) {
      const reply = await adminApi(t, 'POST', `taxons/${code}/move`, { parent, position: 0 }, as(manager));
      expect(reply.status, `${code} under ${parent}`).toBe(422);
      expect(reply.body.violations[0].propertyPath).toBe('parent');
    }
    const georgian = await adminApi(
      t,
      'POST',
      `taxons/${ancestor.code}/move`,
      { parent: child.code, position: 0 },
      { token: manager, headers: { 'accept-language': 'ka_GE' } },
    );
    expect(georgian.body.violations[0].message).toContain('ქვეკატეგორიაში');
    // Nothing moved.
    await reload();
    expect(taxon('t-night-care').parentCode).toBe(ancestor.code);
  });

  it('renames: a new slug carries the subtree’s slugs along; enabled off hides it from the shop menu', async () => {
    const parent = taxon(taxon('t-night-care').parentCode!);
    const reply = await adminApi(
      t,
      'PATCH',
      `taxons/${parent.code}`,
      {
        translations: { en_US: { name: 'Renamed', slug: 'renamed-care' } },
        enabled: false,
      },
      as(manager),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    await reload();
    const renamed = taxon(parent.code).translations.en_US!.slug;
    expect(renamed.endsWith('/renamed-care')).toBe(true);
    expect(taxon('t-night-care').translations.en_US!.slug).toBe(`${renamed}/night-care`);
    const menu = await t.app.inject({ url: `${SHOP}/taxons/menu`, headers: { 'accept-language': 'en_US' } });
    expect(menu.body).not.toContain('"Renamed"');
    // The Georgian name stayed.
    expect(taxon(parent.code).translations.ka_GE!.name).toBe(parent.translations.ka_GE!.name);
    const back = await adminApi(t, 'PUT', `taxons/${parent.code}`, { enabled: true }, as(manager));
    expect(back.status).toBe(200);
  });

  it('deletes an empty category and refuses one with products or a root', async () => {
    const withProducts = tree.find((row) => row.level === 2 && row.productCount > 0)!;
    const refused = await adminApi(t, 'DELETE', `taxons/${withProducts.code}`, undefined, as(manager));
    expect(refused.status).toBe(422);
    expect((await adminApi(t, 'DELETE', 'taxons/MENU', undefined, as(manager))).status).toBe(422);
    const deleted = await adminApi(t, 'DELETE', 'taxons/t-night-care', undefined, as(manager));
    expect(deleted.status).toBe(204);
    expect((await adminApi(t, 'GET', 'taxons/t-night-care', undefined, as(manager))).status).toBe(404);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'taxon.delete'));
    expect(entry).toMatchObject({ entityId: 't-night-care' });
  });
});
