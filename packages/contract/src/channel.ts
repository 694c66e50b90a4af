import { z } from 'zod';

/**
 * The channel and what it is configured with (api-contract §10): countries with their provinces
 * (for GE, the Georgian cities), the channel itself, its locales and currencies. All addressed by code.
 */

const withContext = <Shape extends z.ZodRawShape>(member: z.ZodObject<Shape>) =>
  z.object({ '@context': z.string(), ...member.shape });

export const channelCodeParams = z.object({ code: z.string().min(1) });

export const provinceSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Province'),
  code: z.string(),
  name: z.string(),
});
export type Province = z.infer<typeof provinceSchema>;
export const provinceItemSchema = withContext(provinceSchema);

export const countrySchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Country'),
  code: z.string(),
  name: z.string(),
  provinces: z.array(provinceSchema),
});
export type Country = z.infer<typeof countrySchema>;
export const countryItemSchema = withContext(countrySchema);

export const channelSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Channel'),
  /** Currency IRI. */
  baseCurrency: z.string(),
  /** Locale IRI. */
  defaultLocale: z.string(),
  currencies: z.array(z.string()),
  locales: z.array(z.string()),
  code: z.string(),
  name: z.string(),
});
export type Channel = z.infer<typeof channelSchema>;
export const channelItemSchema = withContext(channelSchema);

export const localeSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Locale'),
  code: z.string(),
  /** e.g. "Georgian (Georgia)", in the request's language. */
  name: z.string(),
});
export type LocaleResource = z.infer<typeof localeSchema>;
export const localeItemSchema = withContext(localeSchema);

export const currencySchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Currency'),
  code: z.string(),
  /** e.g. "Georgian Lari", in the request's language. */
  name: z.string(),
});
export type CurrencyResource = z.infer<typeof currencySchema>;
export const currencyItemSchema = withContext(currencySchema);

/**
 * `exchange-rates` (Sylius 1.12's ExchangeRate, `shop:exchange_rate:read`): the shop sells in GEL
 * only, so the collection is empty and every id is a 404, as Sylius answers a channel with no rates.
 * The member's shape is Sylius' own, for clients that read it.
 */
export const exchangeRateSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('ExchangeRate'),
  id: z.number().int(),
  ratio: z.number(),
  /** Currency IRI. */
  sourceCurrency: z.string(),
  /** Currency IRI. */
  targetCurrency: z.string(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;
export const exchangeRateParams = z.object({ id: z.string().max(20) });
