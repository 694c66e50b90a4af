import { stockAlertSchema, type StockAlert } from '@sakhe/contract';
import type { AppLoadContext } from 'react-router';
import { orNull, shopApi, violationsOf } from '../api/client.server';
import { backendLocale, type Locale } from '../i18n/locale';
import { getI18n } from '../i18n/i18n';
import type { StockAlertResult } from './stock-alerts';

interface StockAlertRequest {
  context: AppLoadContext;
  locale: Locale;
}

/**
 * Sends the "notify me when it is back" form (issue 26, item 6) as the shopper (a logged-in customer's
 * notice is theirs), in the page's language, which the e-mail will speak.
 */
export async function askForStockAlert(
  { context, locale }: StockAlertRequest,
  form: FormData,
): Promise<StockAlertResult> {
  const email = String(form.get('email') ?? '').trim();
  const variant = String(form.get('variant') ?? '').trim();
  const { t } = getI18n(locale);
  if (variant === '') return { ok: false, message: t('stockAlert.failed') };
  const sent = await shopApi(context, locale).post('stock-alerts', {
    productVariant: variant,
    email,
    localeCode: backendLocale(locale),
  });
  if (sent.ok) return { ok: true, email };
  return { ok: false, message: violationsOf(sent.problem)[0]?.message ?? t('stockAlert.failed') };
}

/** The waiting notice a "do not notify me" link names; null once it was sent or forgotten. */
export async function loadStockAlert(
  { context, locale }: StockAlertRequest,
  token: string,
): Promise<StockAlert | null> {
  return orNull(
    await shopApi(context, locale).get(`stock-alerts/${encodeURIComponent(token)}`, stockAlertSchema),
  );
}

/** Forgets it; whether there was one to forget. */
export async function forgetStockAlert({ context, locale }: StockAlertRequest, token: string) {
  return (await shopApi(context, locale).delete(`stock-alerts/${encodeURIComponent(token)}`)).ok;
}
