import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import {
  channelItemSchema,
  countryItemSchema,
  countrySchema,
  currencyItemSchema,
  currencySchema,
  exchangeRateSchema,
  hydraCollection,
  hydraErrorSchema,
  localeItemSchema,
  localeSchema,
  provinceItemSchema,
} from '@sakhe/contract';
import { provinces } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/app';

const SHOP = '/api/v2/shop';
let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

async function get(url: string, language?: string) {
  const response = await shop.app.inject({ url, headers: language ? { 'accept-language': language } : {} });
  return { status: response.statusCode, body: response.json() };
}

const GEORGIAN = /^[\u10D0-\u10FF\s-]+$/u;
const LATIN = /^[A-Za-z\s'-]+$/;

describe('GET countries/GE', () => {
  it('has the 93 Georgian cities as provinces, in Georgian by default, in seeded order', async () => {
    const { status, body } = await get(`${SHOP}/countries/GE`);
    expect(status).toBe(200);
    const country = countryItemSchema.parse(body);
    expect(country).toMatchObject({
      '@context': '/api/v2/contexts/Country',
      '@id': `${SHOP}/countries/GE`,
      '@type': 'Country',
      code: 'GE',
      name: 'საქართველო',
    });
    expect(country.provinces).toHaveLength(93);
    expect(country.provinces[0]).toEqual({
      '@id': `${SHOP}/provinces/GE-TBS`,
      '@type': 'Province',
      code: 'GE-TBS',
      name: 'თბილისი',
    });
    for (const province of country.provinces) {
      expect(province.code).toMatch(/^GE-[A-Z]{3}$/);
      expect(province['@id']).toBe(`${SHOP}/provinces/${province.code}`);
      expect(province.name).toMatch(GEORGIAN);
    }
    expect(new Set(country.provinces.map((p) => p.code)).size).toBe(93);
    const seeded = await shop.database.db
      .select({ code: provinces.code })
      .from(provinces)
      .orderBy(asc(provinces.position), asc(provinces.id));
    expect(country.provinces.map((p) => p.code)).toEqual(seeded.map((row) => row.code));
  });

  it('names the country and its cities in English for en_US, in the same order', async () => {
    const georgian = countryItemSchema.parse((await get(`${SHOP}/countries/GE`, 'ka_GE')).body);
    const english = countryItemSchema.parse((await get(`${SHOP}/countries/GE`, 'en_US')).body);
    expect(english.name).toBe('Georgia');
    expect(english.provinces.map((p) => p.code)).toEqual(georgian.provinces.map((p) => p.code));
    expect(english.provinces.find((p) => p.code === 'GE-BUS')?.name).toBe('Batumi');
    for (const province of english.provinces) expect(province.name).toMatch(LATIN);
    // Browsers' tags work as well as Sylius' backend codes.
    expect(countryItemSchema.parse((await get(`${SHOP}/countries/GE`, 'en-GB,en;q=0.9')).body).name).toBe(
      'Georgia',
    );
  });

  it('lists the channel countries', async () => {
    const page = hydraCollection(countrySchema).parse((await get(`${SHOP}/countries`)).body);
    expect(page['hydra:member'].map((country) => country.code)).toEqual(['GE']);
    expect(page['hydra:member'][0]!.provinces).toHaveLength(93);
  });

  it('answers an unknown country with a 404', async () => {
    const { status, body } = await get(`${SHOP}/countries/XX`);
    expect(status).toBe(404);
    hydraErrorSchema.parse(body);
  });
});

describe('GET provinces/{code}', () => {
  it('shows one city in the request language', async () => {
    expect(provinceItemSchema.parse((await get(`${SHOP}/provinces/GE-KUT`)).body)).toEqual({
      '@context': '/api/v2/contexts/Province',
      '@id': `${SHOP}/provinces/GE-KUT`,
      '@type': 'Province',
      code: 'GE-KUT',
      name: 'ქუთაისი',
    });
    expect(provinceItemSchema.parse((await get(`${SHOP}/provinces/GE-KUT`, 'en_US')).body).name).toBe(
      'Kutaisi',
    );
  });

  it('answers an unknown city with a 404', async () => {
    expect((await get(`${SHOP}/provinces/GE-XXX`)).status).toBe(404);
  });
});

describe('GET channels/{code}', () => {
  it('describes the WEB channel with IRIs of its currency and locales', async () => {
    const { status, body } = await get(`${SHOP}/channels/WEB`);
    expect(status).toBe(200);
    const channel = channelItemSchema.parse(body);
    expect(channel).toMatchObject({
      '@context': '/api/v2/contexts/Channel',
      '@id': `${SHOP}/channels/WEB`,
      '@type': 'Channel',
      code: 'WEB',
      baseCurrency: `${SHOP}/currencies/GEL`,
      defaultLocale: `${SHOP}/locales/ka_GE`,
      currencies: [`${SHOP}/currencies/GEL`],
    });
    expect([...channel.locales].sort()).toEqual([`${SHOP}/locales/en_US`, `${SHOP}/locales/ka_GE`]);
    expect(channel.name.length).toBeGreaterThan(0);
  });

  it('answers an unknown channel with a 404', async () => {
    expect((await get(`${SHOP}/channels/NOPE`)).status).toBe(404);
  });
});

describe('GET locales', () => {
  it('names the channel locales in the request language', async () => {
    const english = hydraCollection(localeSchema).parse((await get(`${SHOP}/locales`, 'en_US')).body);
    expect(Object.fromEntries(english['hydra:member'].map((locale) => [locale.code, locale.name]))).toEqual({
      ka_GE: 'Georgian (Georgia)',
      en_US: 'English (United States)',
    });
    const georgian = localeItemSchema.parse((await get(`${SHOP}/locales/ka_GE`)).body);
    expect(georgian).toEqual({
      '@context': '/api/v2/contexts/Locale',
      '@id': `${SHOP}/locales/ka_GE`,
      '@type': 'Locale',
      code: 'ka_GE',
      name: 'ქართული (საქართველო)',
    });
  });

  it('answers a locale the channel does not have with a 404', async () => {
    expect((await get(`${SHOP}/locales/fr_FR`)).status).toBe(404);
  });
});

describe('GET currencies', () => {
  it('names the lari in the request language', async () => {
    const page = hydraCollection(currencySchema).parse((await get(`${SHOP}/currencies`, 'en_US')).body);
    expect(page['hydra:member']).toEqual([
      { '@id': `${SHOP}/currencies/GEL`, '@type': 'Currency', code: 'GEL', name: 'Georgian Lari' },
    ]);
    const lari = currencyItemSchema.parse((await get(`${SHOP}/currencies/GEL`, 'ka_GE')).body);
    expect(lari.name).toBe('ქართული ლარი');
  });

  it('answers an unknown currency with a 404', async () => {
    expect((await get(`${SHOP}/currencies/USD`)).status).toBe(404);
  });

  it('refuses an unreadable page size with a 400', async () => {
    expect((await get(`${SHOP}/currencies?itemsPerPage=abc`)).status).toBe(400);
  });
});

describe('GET exchange-rates', () => {
  it('is an empty collection: the shop sells in one currency (Sylius with no rates)', async () => {
    const { status, body } = await get(`${SHOP}/exchange-rates`);
    expect(status).toBe(200);
    expect(hydraCollection(exchangeRateSchema).strict().parse(body)).toEqual({
      '@context': '/api/v2/contexts/ExchangeRate',
      '@id': `${SHOP}/exchange-rates`,
      '@type': 'hydra:Collection',
      'hydra:member': [],
      'hydra:totalItems': 0,
    });
  });

  it('keeps the query in hydra:view and refuses an unreadable page with a 400', async () => {
    const { body } = await get(`${SHOP}/exchange-rates?page=2`);
    expect(body['hydra:view']).toEqual({
      '@id': `${SHOP}/exchange-rates?page=2`,
      '@type': 'hydra:PartialCollectionView',
    });
    expect((await get(`${SHOP}/exchange-rates?page=zero`)).status).toBe(400);
  });

  it('answers any id with the hydra 404', async () => {
    for (const id of ['1', '0', 'abc', '99999999999999999999']) {
      const { status, body } = await get(`${SHOP}/exchange-rates/${id}`);
      expect(status).toBe(404);
      expect(hydraErrorSchema.parse(body)['hydra:description']).toBe('Not Found');
    }
  });
});
