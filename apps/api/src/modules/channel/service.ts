import type {
  CatalogLocale,
  Channel,
  Country,
  CurrencyResource,
  LocaleResource,
  Province,
} from '@sakhe/contract';
import type { Queryable } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import { iri } from '../../http/hydra';
import { currencyName, localeName, regionName } from './display-names';
import {
  type ChannelRow,
  type ProvinceRow,
  currentChannel,
  findChannel,
  findProvince,
  listChannels,
  listCountries,
  listCurrencyCodes,
  listLocaleCodes,
  listProvinces,
} from './queries';

/**
 * The channel's configuration as the Shop API shows it (api-contract §10). The shop runs one
 * channel, so its locales and currencies are all the configured ones.
 */
const presentProvince = (row: ProvinceRow): Province => ({
  '@id': iri('provinces', row.code),
  '@type': 'Province',
  code: row.code,
  name: row.name,
});

async function countriesByCode(db: Queryable, codes: string[], locale: CatalogLocale): Promise<Country[]> {
  const rows = await listCountries(db, locale, codes);
  const provinceRows = await listProvinces(
    db,
    locale,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    '@id': iri('countries', row.code),
    '@type': 'Country',
    code: row.code,
    name: row.name ?? regionName(row.code, locale),
    provinces: provinceRows.filter((p) => p.countryId === row.id).map(presentProvince),
  }));
}

const presentChannel = (row: ChannelRow, localeCodes: string[], currencyCodes: string[]): Channel => ({
  '@id': iri('channels', row.code),
  '@type': 'Channel',
  baseCurrency: iri('currencies', row.baseCurrency),
  defaultLocale: iri('locales', row.defaultLocale),
  currencies: currencyCodes.map((code) => iri('currencies', code)),
  locales: localeCodes.map((code) => iri('locales', code)),
  code: row.code,
  name: row.name,
});

const localeResource = (code: string, inLocale: CatalogLocale): LocaleResource => ({
  '@id': iri('locales', code),
  '@type': 'Locale',
  code,
  name: localeName(code, inLocale),
});

const currencyResource = (code: string, inLocale: CatalogLocale): CurrencyResource => ({
  '@id': iri('currencies', code),
  '@type': 'Currency',
  code,
  name: currencyName(code, inLocale),
});

/** The channel's countries (Sylius lists only those when the channel names any). */
export async function countries(db: Queryable, locale: CatalogLocale): Promise<Country[]> {
  const current = await currentChannel(db);
  return current ? countriesByCode(db, [current.countryCode], locale) : [];
}

export async function country(db: Queryable, code: string, locale: CatalogLocale): Promise<Country> {
  const [found] = await countriesByCode(db, [code], locale);
  if (!found) throw new NotFoundError();
  return found;
}

export async function province(db: Queryable, code: string, locale: CatalogLocale): Promise<Province> {
  const row = await findProvince(db, locale, code);
  if (!row) throw new NotFoundError();
  return presentProvince(row);
}

/** IRIs of every channel: the shop's content is published in all of them. */
export async function channelIris(db: Queryable): Promise<string[]> {
  return (await listChannels(db)).map((row) => iri('channels', row.code));
}

export async function channels(db: Queryable): Promise<Channel[]> {
  const [rows, localeCodes, currencyCodes] = await Promise.all([
    listChannels(db),
    listLocaleCodes(db),
    listCurrencyCodes(db),
  ]);
  return rows.map((row) => presentChannel(row, localeCodes, currencyCodes));
}

export async function channel(db: Queryable, code: string): Promise<Channel> {
  const [row, localeCodes, currencyCodes] = await Promise.all([
    findChannel(db, code),
    listLocaleCodes(db),
    listCurrencyCodes(db),
  ]);
  if (!row) throw new NotFoundError();
  return presentChannel(row, localeCodes, currencyCodes);
}

export async function locales(db: Queryable, inLocale: CatalogLocale): Promise<LocaleResource[]> {
  return (await listLocaleCodes(db)).map((code) => localeResource(code, inLocale));
}

export async function locale(db: Queryable, code: string, inLocale: CatalogLocale): Promise<LocaleResource> {
  if (!(await listLocaleCodes(db)).includes(code)) throw new NotFoundError();
  return localeResource(code, inLocale);
}

export async function currencies(db: Queryable, inLocale: CatalogLocale): Promise<CurrencyResource[]> {
  return (await listCurrencyCodes(db)).map((code) => currencyResource(code, inLocale));
}

export async function currency(
  db: Queryable,
  code: string,
  inLocale: CatalogLocale,
): Promise<CurrencyResource> {
  if (!(await listCurrencyCodes(db)).includes(code)) throw new NotFoundError();
  return currencyResource(code, inLocale);
}
