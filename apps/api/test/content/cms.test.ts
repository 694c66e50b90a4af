import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blockItemSchema,
  blockSchema,
  cmsSectionItemSchema,
  cmsSectionSchema,
  faqItemSchema,
  faqSchema,
  hydraCollection,
  hydraErrorSchema,
  mediaItemSchema,
  mediaSchema,
} from '@sakhe/contract';
import {
  cmsBlockProducts,
  cmsBlockSections,
  cmsBlockTaxons,
  cmsBlockTranslations,
  cmsBlocks,
  cmsFaqTranslations,
  cmsFaqs,
  cmsMedia,
  cmsMediaProducts,
  cmsMediaSections,
  cmsMediaTranslations,
  cmsSections,
  products,
  taxons,
} from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/app';

const CMS = '/api/v2/shop/cms-plugin';
let shop: TestApp;

/** Fixtures of this file, with codes no seed uses, so assertions don't depend on the demo content. */
const fixture = {
  blockId: 0,
  disabledBlockId: 0,
  mediaIds: [] as number[],
  disabledMediaId: 0,
  faqIds: [] as number[],
  disabledFaqId: 0,
  sectionId: 0,
};

beforeAll(async () => {
  shop = await createTestApp();
  const db = shop.database.db;
  const [section] = await db.insert(cmsSections).values({ code: 't-sliders' }).returning();
  const [other] = await db.insert(cmsSections).values({ code: 't-other' }).returning();
  const [on, off, hidden] = await db
    .insert(products)
    .values([{ code: 't-serum' }, { code: 't-cream' }, { code: 't-hidden', enabled: false }])
    .returning();
  const [taxon] = await db.insert(taxons).values({ code: 't-face', path: '/t-face/' }).returning();

  const [block, disabledBlock] = await db
    .insert(cmsBlocks)
    .values([{ code: 't-carousel' }, { code: 't-disabled-block', enabled: false }])
    .returning();
  await db.insert(cmsBlockTranslations).values([
    { blockId: block!.id, locale: 'en_US', name: 'Carousel', content: '<p>Best</p>', link: '/en/best' },
    { blockId: block!.id, locale: 'ka_GE', name: 'კარუსელი', content: '<p>საუკეთესო</p>', link: null },
  ]);
  await db.insert(cmsBlockSections).values([
    { blockId: block!.id, sectionId: section!.id },
    { blockId: disabledBlock!.id, sectionId: section!.id },
  ]);
  // Stored out of order: the block lists by position, and never the disabled product.
  await db.insert(cmsBlockProducts).values([
    { blockId: block!.id, productId: on!.id, position: 2 },
    { blockId: block!.id, productId: hidden!.id, position: 0 },
    { blockId: block!.id, productId: off!.id, position: 1 },
  ]);
  await db.insert(cmsBlockTaxons).values({ blockId: block!.id, taxonId: taxon!.id });

  const media = await db
    .insert(cmsMedia)
    .values([
      {
        code: 't-slide-2',
        path: '/image/t/slide-2.png',
        position: 2,
        mimeType: 'image/png',
        width: 1600,
        height: 600,
      },
      { code: 't-slide-1', path: '/image/t/slide-1.png', position: 1 },
      { code: 't-slide-off', path: '/image/t/off.png', position: 0, enabled: false },
    ])
    .returning();
  await db.insert(cmsMediaSections).values([
    { mediaId: media[0]!.id, sectionId: section!.id },
    { mediaId: media[1]!.id, sectionId: other!.id },
    { mediaId: media[2]!.id, sectionId: section!.id },
  ]);
  await db.insert(cmsMediaProducts).values([
    { mediaId: media[0]!.id, productId: on!.id },
    { mediaId: media[0]!.id, productId: hidden!.id },
  ]);
  await db.insert(cmsMediaTranslations).values([
    { mediaId: media[0]!.id, locale: 'ka_GE', name: 'სლაიდი', alt: 'ალტ', link: '/brendebi', content: null },
    { mediaId: media[0]!.id, locale: 'en_US', name: 'Slide', alt: 'Alt', link: '/en/brands', content: null },
  ]);

  const faqs = await db
    .insert(cmsFaqs)
    .values([
      { code: 't-faq-b', position: 50 },
      { code: 't-faq-a', position: 40 },
      { code: 't-faq-c', position: 50 },
      { code: 't-faq-off', position: 1, enabled: false },
    ])
    .returning();
  await db.insert(cmsFaqTranslations).values(
    faqs.flatMap((faq) => [
      { faqId: faq.id, locale: 'ka_GE', question: `კითხვა ${faq.code}`, answer: `პასუხი ${faq.code}` },
      { faqId: faq.id, locale: 'en_US', question: `Question ${faq.code}`, answer: `Answer ${faq.code}` },
    ]),
  );

  Object.assign(fixture, {
    blockId: block!.id,
    disabledBlockId: disabledBlock!.id,
    mediaIds: [media[1]!.id, media[0]!.id],
    disabledMediaId: media[2]!.id,
    faqIds: [faqs[1]!.id, faqs[0]!.id, faqs[2]!.id],
    disabledFaqId: faqs[3]!.id,
    sectionId: section!.id,
  });
});
afterAll(() => shop.close());

async function get(url: string) {
  const response = await shop.app.inject({ url });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe('GET cms-plugin/blocks', () => {
  it('lists enabled blocks only, in the BitBag shape, and takes itemsPerPage=9999 as the storefront sends it', async () => {
    const { status, body, headers } = await get(`${CMS}/blocks?itemsPerPage=9999`);
    expect(status).toBe(200);
    expect(headers['content-type']).toContain('application/ld+json');
    const page = hydraCollection(blockSchema).parse(body);
    expect(page['@id']).toBe(`${CMS}/blocks`);
    expect(page['hydra:totalItems']).toBe(page['hydra:member'].length);
    expect(page['hydra:member'].every((block) => block.enabled)).toBe(true);
    const codes = page['hydra:member'].map((block) => block.code);
    expect(codes).toContain('t-carousel');
    expect(codes).not.toContain('t-disabled-block');
  });

  it('embeds sections and taxons, lists only enabled products by position, and all translations', async () => {
    const { body } = await get(`${CMS}/blocks?code=t-carousel`);
    const [block] = hydraCollection(blockSchema).parse(body)['hydra:member'];
    expect(block).toEqual({
      '@id': `${CMS}/blocks/${fixture.blockId}`,
      '@type': 'Block',
      id: fixture.blockId,
      code: 't-carousel',
      enabled: true,
      sections: [
        {
          '@id': `${CMS}/sections/${fixture.sectionId}`,
          '@type': 'Section',
          id: fixture.sectionId,
          code: 't-sliders',
        },
      ],
      products: ['/api/v2/shop/products/t-cream', '/api/v2/shop/products/t-serum'],
      channels: ['/api/v2/shop/channels/WEB'],
      translations: {
        ka_GE: { '@type': 'BlockTranslation', name: 'კარუსელი', content: '<p>საუკეთესო</p>', link: null },
        en_US: { '@type': 'BlockTranslation', name: 'Carousel', content: '<p>Best</p>', link: '/en/best' },
      },
      taxons: [{ '@id': '/api/v2/shop/taxons/t-face', '@type': 'Taxon' }],
    });
  });

  it('filters by section code', async () => {
    const { body } = await get(`${CMS}/blocks?sections.code=t-sliders`);
    const page = hydraCollection(blockSchema).parse(body);
    expect(page['hydra:member'].map((block) => block.code)).toEqual(['t-carousel']);
    expect(page['hydra:view']?.['@id']).toBe(`${CMS}/blocks?sections.code=t-sliders`);
  });

  it('pages with hydra:view links', async () => {
    const all = hydraCollection(blockSchema).parse((await get(`${CMS}/blocks?itemsPerPage=10000`)).body);
    const total = all['hydra:totalItems'];
    const { body } = await get(`${CMS}/blocks?itemsPerPage=1&page=1`);
    const first = hydraCollection(blockSchema).parse(body);
    expect(first['hydra:member']).toHaveLength(1);
    expect(first['hydra:totalItems']).toBe(total);
    expect(first['hydra:member'][0]!.id).toBe(all['hydra:member'][0]!.id);
    if (total > 1) expect(first['hydra:view']?.['hydra:next']).toBe(`${CMS}/blocks?itemsPerPage=1&page=2`);
    const beyond = hydraCollection(blockSchema).parse((await get(`${CMS}/blocks?page=999`)).body);
    expect(beyond['hydra:member']).toEqual([]);
  });

  it.each(['0', '-1', '10001', 'abc', '1.5', ''])(
    'refuses itemsPerPage=%s with a 400 hydra error',
    async (value) => {
      const { status, body } = await get(`${CMS}/blocks?itemsPerPage=${value}`);
      expect(status).toBe(400);
      expect(hydraErrorSchema.parse(body)['hydra:description']).toContain('itemsPerPage');
    },
  );

  it('shows one block with its @context', async () => {
    const { status, body } = await get(`${CMS}/blocks/${fixture.blockId}`);
    expect(status).toBe(200);
    const block = blockItemSchema.parse(body);
    expect(block['@context']).toBe('/api/v2/contexts/Block');
    expect(block.products).toEqual(['/api/v2/shop/products/t-cream', '/api/v2/shop/products/t-serum']);
    expect(Object.keys(body).slice(0, 3)).toEqual(['@context', '@id', '@type']);
  });

  it.each([
    ['a disabled block', () => String(fixture.disabledBlockId)],
    ['an unknown id', () => '999999'],
    ['a non-numeric id', () => 'abc'],
    ['an id past the integer range', () => '99999999999'],
    ['a negative id', () => '-1'],
    ['a very long id', () => '7'.repeat(40)],
  ])('answers %s with a 404 hydra error', async (_name, id) => {
    const { status, body } = await get(`${CMS}/blocks/${id()}`);
    expect(status).toBe(404);
    expect(hydraErrorSchema.parse(body)['hydra:description']).toBe('Not Found');
  });
});

describe('GET cms-plugin/media', () => {
  it('lists enabled media by position, with sections, enabled products and translations', async () => {
    const page = hydraCollection(mediaSchema).parse(
      (await get(`${CMS}/media?code=t-slide-2&code=t-slide-1&code=t-slide-off`)).body,
    );
    expect(page['hydra:member'].map((media) => media.id)).toEqual(fixture.mediaIds);
    const slide = page['hydra:member'][1]!;
    expect(slide).toMatchObject({
      type: 'image',
      code: 't-slide-2',
      path: '/image/t/slide-2.png',
      mimeType: 'image/png',
      width: 1600,
      height: 600,
      saveWithOriginalName: false,
      enabled: true,
      products: ['/api/v2/shop/products/t-serum'],
      channels: ['/api/v2/shop/channels/WEB'],
      translations: {
        ka_GE: { '@type': 'MediaTranslation', name: 'სლაიდი', content: null, alt: 'ალტ', link: '/brendebi' },
        en_US: { '@type': 'MediaTranslation', name: 'Slide', content: null, alt: 'Alt', link: '/en/brands' },
      },
    });
    expect(page['hydra:member'][0]).toMatchObject({
      mimeType: null,
      width: null,
      height: null,
      translations: {},
    });
  });

  it('never lists disabled media', async () => {
    const page = hydraCollection(mediaSchema).parse((await get(`${CMS}/media?itemsPerPage=9999`)).body);
    const ids = page['hydra:member'].map((media) => media.id);
    expect(ids).not.toContain(fixture.disabledMediaId);
    expect(page['hydra:member'].every((media) => media.enabled)).toBe(true);
  });

  it('filters by section code', async () => {
    const page = hydraCollection(mediaSchema).parse((await get(`${CMS}/media?sections.code=t-sliders`)).body);
    expect(page['hydra:member'].map((media) => media.code)).toEqual(['t-slide-2']);
    expect(page['hydra:member'][0]!.sections.map((section) => section.code)).toEqual(['t-sliders']);
  });

  it('shows one media item and 404s disabled or unknown ones', async () => {
    const item = mediaItemSchema.parse((await get(`${CMS}/media/${fixture.mediaIds[1]}`)).body);
    expect(item['@context']).toBe('/api/v2/contexts/Media');
    expect(item.code).toBe('t-slide-2');
    expect((await get(`${CMS}/media/${fixture.disabledMediaId}`)).status).toBe(404);
    expect((await get(`${CMS}/media/x1`)).status).toBe(404);
  });
});

describe('GET cms-plugin/faq', () => {
  it('lists enabled questions sorted by position, then id, with both translations', async () => {
    const page = hydraCollection(faqSchema).parse((await get(`${CMS}/faq?itemsPerPage=9999`)).body);
    const members = page['hydra:member'];
    expect(members.every((faq) => faq.enabled)).toBe(true);
    expect(members.map((faq) => faq.id)).not.toContain(fixture.disabledFaqId);
    const sorted = [...members].sort((a, b) => a.position - b.position || a.id - b.id);
    expect(members.map((faq) => faq.id)).toEqual(sorted.map((faq) => faq.id));
    const mine = members.filter((faq) => faq.code.startsWith('t-faq'));
    expect(mine.map((faq) => faq.id)).toEqual(fixture.faqIds);
    expect(mine[0]).toEqual({
      '@id': `${CMS}/faq/${fixture.faqIds[0]}`,
      '@type': 'FrequentlyAskedQuestion',
      id: fixture.faqIds[0],
      code: 't-faq-a',
      position: 40,
      channels: ['/api/v2/shop/channels/WEB'],
      enabled: true,
      translations: {
        ka_GE: {
          '@type': 'FrequentlyAskedQuestionTranslation',
          question: 'კითხვა t-faq-a',
          answer: 'პასუხი t-faq-a',
        },
        en_US: {
          '@type': 'FrequentlyAskedQuestionTranslation',
          question: 'Question t-faq-a',
          answer: 'Answer t-faq-a',
        },
      },
    });
  });

  it('shows one question and 404s a disabled one', async () => {
    const faq = faqItemSchema.parse((await get(`${CMS}/faq/${fixture.faqIds[2]}`)).body);
    expect(faq.code).toBe('t-faq-c');
    expect((await get(`${CMS}/faq/${fixture.disabledFaqId}`)).status).toBe(404);
  });

  it('refuses an unreadable page number', async () => {
    expect((await get(`${CMS}/faq?page=0`)).status).toBe(400);
  });
});

describe('GET cms-plugin/sections', () => {
  it('lists sections and shows one', async () => {
    const page = hydraCollection(cmsSectionSchema).parse((await get(`${CMS}/sections?code=t-sliders`)).body);
    expect(page['hydra:member']).toEqual([
      {
        '@id': `${CMS}/sections/${fixture.sectionId}`,
        '@type': 'Section',
        id: fixture.sectionId,
        code: 't-sliders',
      },
    ]);
    const section = cmsSectionItemSchema.parse((await get(`${CMS}/sections/${fixture.sectionId}`)).body);
    expect(section).toEqual({ '@context': '/api/v2/contexts/Section', ...page['hydra:member'][0] });
    expect((await get(`${CMS}/sections/0`)).status).toBe(404);
  });
});
