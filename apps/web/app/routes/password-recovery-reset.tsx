import { checkNewPassword } from '@sakhe/contract';
import { data, Form, useNavigation } from 'react-router';
import { AccountCard, Notice, primaryButton } from '../components/account/AccountCard';
import { NewPasswordFields } from '../components/account/RegistrationFields';
import { FormAlert } from '../components/checkout/FormAlert';
import { LocalizedLink } from '../components/LocalizedLink';
import { issueMessage } from '../lib/account/account';
import { accountHeaders, requireGuest } from '../lib/account/account.server';
import { shopApi, violationsOf } from '../lib/api/client.server';
import { PRIVATE_NO_STORE } from '../lib/cart/cart.server';
import { mapViolations } from '../lib/checkout/checkout';
import { requireLocale } from '../lib/http/route-params';
import type { Route } from './+types/password-recovery-reset';
import { useT } from '../lib/i18n/i18n';
import { readForm } from '../lib/http/form.server';

const FIELDS = ['newPassword', 'confirmNewPassword'] as const;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const input = { context, request, locale: requireLocale(params.lang) };
  await requireGuest(input);
  return data(null, { headers: await accountHeaders(input) });
}

type ResetResult =
  | { done: true; fields?: undefined; failed?: undefined }
  | { done: false; fields: Record<string, string>; failed: boolean };

export async function action({ params, context, request }: Route.ActionArgs) {
  const locale = requireLocale(params.lang);
  const input = { context, request, locale };
  await requireGuest(input);
  const form = await readForm(request);
  const newPassword = String(form.get('newPassword') ?? '');
  const confirmNewPassword = String(form.get('confirmNewPassword') ?? '');
  const reply = async (result: ResetResult, status = 200) =>
    data(result, { status, headers: await accountHeaders(input) });

  const issues = checkNewPassword(newPassword, confirmNewPassword, [...FIELDS]);
  if (Object.keys(issues).length > 0) {
    const { t } = await import('../lib/i18n/i18n').then(({ getI18n }) => getI18n(locale));
    const fields = Object.fromEntries(
      Object.entries(issues).map(([field, issue]) => [field, issueMessage(t, issue)]),
    );
    return reply({ done: false, fields, failed: false }, 422);
  }
  const token = encodeURIComponent(params.password_reset_token);
  const result = await shopApi(input.context, locale).patch(`reset-password-requests/${token}`, {
    newPassword,
    confirmNewPassword,
  });
  if (result.ok) return reply({ done: true });
  // A used, expired or unknown link has no field to point at: the spec's one message says it.
  const errors = mapViolations(violationsOf(result.problem), FIELDS);
  return reply({ done: false, fields: errors.fields, failed: errors.form.length > 0 }, 422);
}

export function headers() {
  return { 'Cache-Control': PRIVATE_NO_STORE };
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

export default function PasswordReset({ actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const fields = actionData?.fields ?? {};
  return (
    <AccountCard title={t('account.title.reset')}>
      <title>{t('account.title.reset')}</title>
      {actionData?.done ? (
        <>
          <Notice>{t('account.recovery.resetDone')}</Notice>
          <LocalizedLink to="/login" className={primaryButton}>
            {t('account.recovery.toLogin')}
          </LocalizedLink>
        </>
      ) : (
        <Form method="post" noValidate className="grid gap-4">
          <FormAlert messages={actionData?.failed ? [t('account.recovery.resetFailed')] : []} />
          <NewPasswordFields names={['newPassword', 'confirmNewPassword']} errors={fields} />
          <button type="submit" disabled={busy} className={primaryButton}>
            {t('account.recovery.resetSubmit')}
          </button>
        </Form>
      )}
    </AccountCard>
  );
}
