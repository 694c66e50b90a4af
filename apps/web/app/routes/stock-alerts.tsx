import { data, redirect } from 'react-router';
import { AccountCard, Notice } from '../components/account/AccountCard';
import { LocalizedLink } from '../components/LocalizedLink';
import { PRIVATE_NO_STORE } from '../lib/cart/cart.server';
import { readForm } from '../lib/http/form.server';
import { safeRedirectPath } from '../lib/http/redirects';
import { requireLocale } from '../lib/http/route-params';
import { useT } from '../lib/i18n/i18n';
import { localizePath } from '../lib/i18n/locale';
import { askForStockAlert } from '../lib/stock-alerts/stock-alerts.server';
import type { Route } from './+types/stock-alerts';

// Nothing to show without a form sent.
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(localizePath('/', requireLocale(params.lang)));
}

/**
 * The product page's "notify me when it is back" form (issue 26, item 6). A script's fetcher gets the
 * answer as data and the form says it in place; a form sent without JavaScript lands on this page,
 * which says the same and links back to the product.
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  const locale = requireLocale(params.lang);
  const form = await readForm(request);
  const result = await askForStockAlert({ context, locale }, form);
  const back = safeRedirectPath(form.get('returnTo'), localizePath('/', locale));
  return data({ ...result, back }, { status: result.ok ? 200 : 422 });
}

export function headers() {
  return { 'Cache-Control': PRIVATE_NO_STORE };
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

export default function StockAlertSent({ actionData }: Route.ComponentProps) {
  const t = useT();
  if (!actionData) return null;
  return (
    <AccountCard title={t('stockAlert.title')}>
      {actionData.ok ? (
        <Notice>{t('stockAlert.done', { email: actionData.email })}</Notice>
      ) : (
        <p role="alert" className="text-sm text-danger">
          {actionData.message}
        </p>
      )}
      <LocalizedLink to={actionData.back} className="font-medium text-accent underline">
        {t('product.browse')}
      </LocalizedLink>
    </AccountCard>
  );
}
