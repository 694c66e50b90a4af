import { data, Form, useNavigation } from 'react-router';
import { AccountCard, Notice, primaryButton } from '../components/account/AccountCard';
import { FormAlert } from '../components/checkout/FormAlert';
import { TextField } from '../components/checkout/TextField';
import { LocalizedLink } from '../components/LocalizedLink';
import { checkRecoveryEmail, issueMessage } from '../lib/account/account';
import { accountHeaders, requireGuest } from '../lib/account/account.server';
import { shopApi } from '../lib/api/client.server';
import { PRIVATE_NO_STORE } from '../lib/cart/cart.server';
import { backendLocale } from '../lib/i18n/locale';
import { requireLocale } from '../lib/http/route-params';
import type { Route } from './+types/password-recovery';
import { useT } from '../lib/i18n/i18n';
import { readForm } from '../lib/http/form.server';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const input = { context, request, locale: requireLocale(params.lang) };
  await requireGuest(input);
  return data(null, { headers: await accountHeaders(input) });
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const locale = requireLocale(params.lang);
  const input = { context, request, locale };
  await requireGuest(input);
  const email = String((await readForm(request)).get('email') ?? '').trim();
  const issue = checkRecoveryEmail(email);
  if (issue) {
    const { t } = await import('../lib/i18n/i18n').then(({ getI18n }) => getI18n(locale));
    return data(
      { sent: false, email, error: issueMessage(t, issue), limited: undefined },
      { status: 422, headers: await accountHeaders(input) },
    );
  }
  // Whether the address has an account (or the mail could go out) is never told: the same answer
  // for everyone keeps the shop's customer list private (the client logs the API's own failures).
  const sent = await shopApi(context, locale).post('reset-password-requests', {
    email,
    locale: backendLocale(locale),
  });
  // Too many requests (429) is the one refusal told: the form stays, with how long to wait (the API's
  // "try again in N minutes" in the page's language), said of the whole form as login and registration do.
  if (!sent.ok && sent.problem.status === 429) {
    return data(
      { sent: false, email, error: undefined, limited: sent.problem.message },
      { status: 429, headers: await accountHeaders(input) },
    );
  }
  return data(
    { sent: true, email, error: undefined, limited: undefined },
    { headers: await accountHeaders(input) },
  );
}

export function headers() {
  return { 'Cache-Control': PRIVATE_NO_STORE };
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

export default function PasswordRecovery({ actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  return (
    <AccountCard title={t('account.title.recovery')}>
      <title>{t('account.title.recovery')}</title>
      {actionData?.sent ? (
        <Notice>{t('account.recovery.sent')}</Notice>
      ) : (
        <Form method="post" noValidate className="grid gap-4">
          <FormAlert messages={actionData?.limited ? [actionData.limited] : []} />
          <p className="text-sm text-ink-muted">{t('account.recovery.intro')}</p>
          <TextField
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            label={t('account.fields.email')}
            defaultValue={actionData?.email}
            error={actionData?.error}
          />
          <button type="submit" disabled={busy} className={primaryButton}>
            {t('account.recovery.submit')}
          </button>
        </Form>
      )}
      <LocalizedLink to="/login" className="text-sm font-medium text-accent hover:underline">
        {t('account.recovery.backToLogin')}
      </LocalizedLink>
    </AccountCard>
  );
}
