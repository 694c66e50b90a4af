import { z } from 'zod';

/**
 * "Notify me when it is back" (issue 26, item 6): `POST stock-alerts` asks for one e-mail when an
 * out-of-stock variant is in stock again; answered 202 whether or not the e-mail was already waiting.
 */
export const stockAlertBody = z.object({
  /** The variant's code, or its IRI (`/api/v2/shop/product-variants/{code}`). */
  productVariant: z.string().max(512),
  email: z.string().max(2000).nullish(),
  /** The language of the e-mail (`ka_GE`, `en_US`); the request's language when left out. */
  localeCode: z.string().max(12).nullish(),
});
export type StockAlertBody = z.infer<typeof stockAlertBody>;

export const stockAlertParams = z.object({ token: z.string().max(128) });

/** `GET stock-alerts/{token}`: what the e-mail's "forget my e-mail" page names, sent or waiting. */
export const stockAlertSchema = z.object({
  '@context': z.string(),
  '@id': z.string(),
  '@type': z.literal('StockAlert'),
  productName: z.string(),
  variantName: z.string().nullable(),
  productVariant: z.string(),
});
export type StockAlert = z.infer<typeof stockAlertSchema>;
