import { data, Form } from 'react-router';
import { AccountCard, Notice, primaryButton } from '../components/account/AccountCard';
import { PRIVATE_NO_STORE } from '../lib/cart/cart.server';
import { requireLocale } from '../lib/http/route-params';
import { getI18n, useT } from '../lib/i18n/i18n';
import { localeFromPath } from '../lib/i18n/locale';
import { forgetStockAlert, loadStockAlert } from '../lib/stock-alerts/stock-alerts.server';
import type { Route } from './+types/stock-alert';

/**
 * The back-in-stock e-mail's "do not notify me" link (issue 26, item 6): the page names the product and
 * asks; only the button forgets (a mail client opening the link must not).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  const alert = await loadStockAlert({ context, locale }, params.token);
  return data({ alert }, { headers: { 'Cache-Control': PRIVATE_NO_STORE } });
}

export async function action({ params, context }: Route.ActionArgs) {
  const locale = requireLocale(params.lang);
  const forgotten = await forgetStockAlert({ context, locale }, params.token);
  return data({ forgotten }, { headers: { 'Cache-Control': PRIVATE_NO_STORE } });
}

export function headers() {
  return { 'Cache-Control': PRIVATE_NO_STORE };
}

export function meta({ location }: Route.MetaArgs) {
  const { t } = getI18n(localeFromPath(location.pathname));
  return [{ title: t('stockAlert.metaTitle') }, { name: 'robots', content: 'noindex' }];
}

export default function StockAlertPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { alert } = loaderData;
  const name = alert ? [alert.productName, alert.variantName].filter(Boolean).join(' — ') : '';
  return (
    <AccountCard title={t('stockAlert.forgetTitle')}>
      {actionData ? (
        <Notice>{actionData.forgotten ? t('stockAlert.forgotten') : t('stockAlert.forgetGone')}</Notice>
      ) : alert ? (
        <Form method="post" className="grid gap-4">
          <p className="text-ink">{t('stockAlert.forgetQuestion', { name })}</p>
          <button type="submit" className={primaryButton}>
            {t('stockAlert.forgetButton')}
          </button>
        </Form>
      ) : (
        <Notice>{t('stockAlert.forgetGone')}</Notice>
      )}
    </AccountCard>
  );
}
