import { desc } from 'drizzle-orm';
import { hydraCollection, pageSchema } from '@sakhe/contract';
import {
  adminBlockCollectionSchema,
  adminFaqCollectionSchema,
  adminMediaSchema,
  adminPageSchema,
  type AdminBlock,
} from '@sakhe/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { adminApi, staffSession } from '../staff/support';

const CMS = '/api/v2/shop/cms-plugin';

describe('back office: content', () => {
  let t: TestApp;
  let manager: string;
  let fulfilment: string;
  let blocks: AdminBlock[];

  const as = (token: string) => ({ token });
  const shop = async (path: string) => {
    const response = await t.app.inject({ url: `${CMS}/${path}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const lastAudit = async () =>
    (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
  const block = (code: string) => blocks.find((row) => row.code === code)!;

  beforeAll(async () => {
    t = await createTestApp();
    manager = (await staffSession(t, 'manager')).token;
    fulfilment = (await staffSession(t, 'fulfilment')).token;
    const reply = await adminApi(t, 'GET', 'cms/blocks', undefined, as(manager));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    blocks = adminBlockCollectionSchema.parse(reply.body)['hydra:member'];
  });
  afterAll(() => t.close());

  it('is for managers: fulfilment may not read or change content', async () => {
    expect(blocks.map((row) => row.code)).toEqual(
      expect.arrayContaining(['header-message', 'benefits-bar', 'first-carousel', 'second-carousel']),
    );
    expect((await adminApi(t, 'GET', 'cms/blocks', undefined, as(fulfilment))).status).toBe(403);
    const header = block('header-message');
    const refused = await adminApi(t, 'PUT', `cms/blocks/${header.id}`, { enabled: false }, as(fulfilment));
    expect(refused.status).toBe(403);
    expect((await adminApi(t, 'GET', 'cms/blocks/999999', undefined, as(manager))).status).toBe(404);
    expect((await adminApi(t, 'GET', 'cms/blocks/abc', undefined, as(manager))).status).toBe(404);
  });

  it('changes the header message in both languages, sanitised, and the shop shows it at once', async () => {
    const header = block('header-message');
    const reply = await adminApi(
      t,
      'PUT',
      `cms/blocks/${header.id}`,
      {
        translations: {
          ka_GE: {
            name: 'შეტყობინება',
            content: '<p onclick="x()">უფასო მიწოდება<script>alert(1)</script></p>',
            link: '/shop/face-care',
          },
          en_US: {
            name: 'Message',
            content: '<p>Free delivery <a href="javascript:alert(1)">now</a></p>',
            link: 'https://sakhe.ge/about',
          },
        },
      },
      as(manager),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.translations.ka_GE.content).toBe('<p>უფასო მიწოდება</p>');
    expect(reply.body.translations.en_US.content).toBe('<p>Free delivery <a>now</a></p>');
    const shown = await shop('blocks?code=header-message');
    expect(shown['hydra:member'][0].translations.ka_GE.content).toBe('<p>უფასო მიწოდება</p>');
    expect(await lastAudit()).toMatchObject({ action: 'cms_block.update', entityId: 'header-message' });
  });

  it('refuses links that are neither our paths nor http(s), and nothing changes', async () => {
    const header = block('header-message');
    for (const link of ['javascript:alert(1)', '//evil.example/x', 'ftp://x.ge', 'shop/face-care']) {
      const reply = await adminApi(
        t,
        'PUT',
        `cms/blocks/${header.id}`,
        {
          translations: {
            ka_GE: { name: null, content: null, link },
            en_US: { name: null, content: null, link: null },
          },
        },
        as(manager),
      );
      expect(reply.status, link).toBe(422);
      expect(reply.body.violations[0].propertyPath).toBe('translations.ka_GE.link');
    }
    const shown = await shop('blocks?code=header-message');
    expect(shown['hydra:member'][0].translations.ka_GE.link).toBe('/shop/face-care');
  });

  it('sets a carousel’s products in order; an unknown product code is a 422', async () => {
    const carousel = block('first-carousel');
    const chosen = [...block('second-carousel').products].reverse().slice(0, 3);
    const reply = await adminApi(t, 'PUT', `cms/blocks/${carousel.id}`, { products: chosen }, as(manager));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.products).toEqual(chosen);
    const shown = await shop('blocks?code=first-carousel');
    expect(shown['hydra:member'][0].products).toEqual(chosen.map((code) => `/api/v2/shop/products/${code}`));
    const unknown = await adminApi(
      t,
      'PUT',
      `cms/blocks/${carousel.id}`,
      { products: [chosen[0], 'no-such-product'] },
      as(manager),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.violations[0]).toMatchObject({ propertyPath: 'products' });
  });

  it('adds, changes, reorders and deletes a slider picture with a link per language', async () => {
    const body = {
      code: 't-slide',
      section: 'sliders-desktop',
      image: { path: '/image/t/slide.webp', width: 1920, height: 640 },
      translations: {
        ka_GE: { name: 'ახალი', content: '<h2>ახალი</h2>', alt: 'ქილა', link: '/shop/makeup' },
        en_US: { name: 'New', content: '<h2>New</h2>', alt: 'A jar', link: '/en/shop/makeup' },
      },
    };
    const created = await adminApi(t, 'POST', 'cms/media', body, as(manager));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const media = adminMediaSchema.parse(created.body);
    expect(media).toMatchObject({ section: 'sliders-desktop', url: '/media/image/t/slide.webp' });
    expect((await adminApi(t, 'POST', 'cms/media', body, as(manager))).status).toBe(422);

    const section = await adminApi(t, 'GET', 'cms/media?section=sliders-desktop', undefined, as(manager));
    const ids: number[] = section.body['hydra:member'].map((row: { id: number }) => row.id);
    expect(ids.at(-1)).toBe(media.id);
    const reordered = await adminApi(
      t,
      'PUT',
      'cms/media/order',
      { section: 'sliders-desktop', ids: [media.id, ...ids.slice(0, -1)] },
      as(manager),
    );
    expect(reordered.status, JSON.stringify(reordered.body)).toBe(200);
    const shown = await shop('media?sections.code=sliders-desktop');
    expect(shown['hydra:member'][0].code).toBe('t-slide');

    const changed = await adminApi(
      t,
      'PUT',
      `cms/media/${media.id}`,
      {
        enabled: false,
        translations: { ...body.translations, en_US: { ...body.translations.en_US, alt: 'Jar' } },
      },
      as(manager),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.translations.en_US.alt).toBe('Jar');
    expect((await shop('media?sections.code=sliders-desktop'))['hydra:member'][0].code).not.toBe('t-slide');

    expect((await adminApi(t, 'DELETE', `cms/media/${media.id}`, undefined, as(manager))).status).toBe(204);
    expect((await adminApi(t, 'GET', `cms/media/${media.id}`, undefined, as(manager))).status).toBe(404);
  });

  it('reorders the FAQ (the shop follows) and refuses an order that leaves an entry out', async () => {
    const created = await adminApi(
      t,
      'POST',
      'cms/faqs',
      {
        code: 't-faq',
        translations: {
          ka_GE: { question: 'როდის?', answer: '<p>ხვალ<img src=x onerror=alert(1)></p>' },
          en_US: { question: 'When?', answer: '<p>Tomorrow</p>' },
        },
      },
      as(manager),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.translations.ka_GE.answer).toBe('<p>ხვალ</p>');
    const list = adminFaqCollectionSchema.parse(
      (await adminApi(t, 'GET', 'cms/faqs', undefined, as(manager))).body,
    );
    const ids = list['hydra:member'].map((row) => row.id);
    expect(ids.at(-1)).toBe(created.body.id);
    const reversed = [...ids].reverse();
    const reply = await adminApi(t, 'PUT', 'cms/faqs/order', { ids: reversed }, as(manager));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body['hydra:member'].map((row: { id: number }) => row.id)).toEqual(reversed);
    const shown = await shop('faq?itemsPerPage=100');
    expect(shown['hydra:member'][0].code).toBe('t-faq');
    expect(await lastAudit()).toMatchObject({ action: 'cms_faq.reorder' });

    const missing = await adminApi(t, 'PUT', 'cms/faqs/order', { ids: reversed.slice(1) }, as(manager));
    expect(missing.status).toBe(422);
    const twice = await adminApi(
      t,
      'PUT',
      'cms/faqs/order',
      { ids: [reversed[0], ...reversed.slice(0, -1)] },
      as(manager),
    );
    expect(twice.status).toBe(422);

    const edited = await adminApi(
      t,
      'PUT',
      `cms/faqs/${created.body.id}`,
      {
        translations: {
          ka_GE: { question: 'როდის მოვა?', answer: 'ხვალ' },
          en_US: { question: 'When?', answer: 'Tomorrow' },
        },
      },
      as(manager),
    );
    expect(edited.status).toBe(200);
    expect((await shop('faq?itemsPerPage=100'))['hydra:member'][0].translations.ka_GE.question).toBe(
      'როდის მოვა?',
    );
    expect((await adminApi(t, 'DELETE', `cms/faqs/${created.body.id}`, undefined, as(manager))).status).toBe(
      204,
    );
  });

  it('serves the privacy policy as the CMS page privacy-policy, in both languages', async () => {
    const policy = hydraCollection(pageSchema).parse(await shop('pages?code=privacy-policy'));
    const [page] = policy['hydra:member'];
    expect(page!.translations.ka_GE!.name).toBe('კონფიდენციალურობის პოლიტიკა');
    expect(page!.translations.en_US!.name).toBe('Privacy policy');
    expect(page!.translations.en_US!.content!.match(/<h2>/g)!.length).toBeGreaterThanOrEqual(8);
  });

  it('creates a page both languages read at cms-plugin/pages, by code and by slug; a taken slug is a 422', async () => {
    const body = {
      code: 't-returns',
      translations: {
        ka_GE: { slug: 'დაბრუნება', name: 'დაბრუნება', content: '<h2>14 დღე</h2><script>x</script>' },
        en_US: {
          slug: 'returns',
          name: 'Returns',
          content: '<h2>14 days</h2>',
          metaDescription: 'How to return',
        },
      },
    };
    const created = await adminApi(t, 'POST', 'cms/pages', body, as(manager));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const page = adminPageSchema.parse(created.body);
    expect(page.translations.ka_GE!.content).toBe('<h2>14 დღე</h2>');

    const byCode = hydraCollection(pageSchema).parse(await shop('pages?code=t-returns'));
    expect(byCode['hydra:member'][0]!.translations.en_US).toMatchObject({
      '@type': 'PageTranslation',
      slug: 'returns',
      metaDescription: 'How to return',
    });
    const bySlug = await shop(`pages?slug=${encodeURIComponent('დაბრუნება')}`);
    expect(bySlug['hydra:totalItems']).toBe(1);
    expect((await shop(`pages/${page.id}`)).code).toBe('t-returns');

    const taken = await adminApi(t, 'POST', 'cms/pages', { ...body, code: 't-returns-2' }, as(manager));
    expect(taken.status).toBe(422);
    expect(taken.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toContain(
      'translations.en_US.slug',
    );

    const hidden = await adminApi(t, 'PUT', `cms/pages/${page.id}`, { enabled: false }, as(manager));
    expect(hidden.status).toBe(200);
    expect((await shop('pages?code=t-returns'))['hydra:totalItems']).toBe(0);
    expect((await t.app.inject({ url: `${CMS}/pages/${page.id}` })).statusCode).toBe(404);
    expect((await adminApi(t, 'DELETE', `cms/pages/${page.id}`, undefined, as(manager))).status).toBe(204);
  });
});
