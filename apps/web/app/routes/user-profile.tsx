import { checkNewPassword, checkProfile, parseGender } from '@sakhe/contract';
import { data, useNavigation } from 'react-router';
import { PasswordForm, type PasswordFormResult } from '../components/account/PasswordForm';
import {
  ProfileForm,
  profileValues,
  type ProfileFormResult,
  type ProfileValues,
} from '../components/account/ProfileForm';
import { issueMessage, passwordChangeErrors } from '../lib/account/account';
import {
  accountHeaders,
  loadCustomer,
  requireCustomer,
  customerData,
  type AccountRequest,
} from '../lib/account/account.server';
import { shopApi, violationsOf } from '../lib/api/client.server';
import { PRIVATE_NO_STORE } from '../lib/cart/cart.server';
import { mapViolations } from '../lib/checkout/checkout';
import type { Locale } from '../lib/i18n/locale';
import { requireLocale } from '../lib/http/route-params';
import type { Route } from './+types/user-profile';
import { useT } from '../lib/i18n/i18n';
import { readForm } from '../lib/http/form.server';

const PROFILE_FIELDS = ['firstName', 'lastName', 'phoneNumber', 'email', 'gender'] as const;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const input = { context, request, locale: requireLocale(params.lang) };
  const id = await requireCustomer(input);
  const customer = await customerData(input, await loadCustomer(input, id));
  return data({ saved: profileValues(customer) }, { headers: await accountHeaders(input) });
}

async function translator(locale: Locale) {
  return (await import('../lib/i18n/i18n')).getI18n(locale).t;
}

function fieldMessages(issues: object, t: Awaited<ReturnType<typeof translator>>) {
  return Object.fromEntries(
    Object.entries(issues).map(([field, issue]) => [field, issueMessage(t, issue as never)]),
  );
}

async function updateProfile(input: AccountRequest, id: number, form: FormData): Promise<ProfileFormResult> {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const gender = parseGender(text('gender'));
  const values: ProfileValues = {
    firstName: text('firstName'),
    lastName: text('lastName'),
    phoneNumber: text('phoneNumber'),
    email: text('email'),
    gender: gender ?? 'u',
    subscribedToNewsletter: form.get('newsletter') === 'on',
    smsConsent: form.get('smsConsent') === 'on',
  };
  const body = {
    firstName: values.firstName,
    lastName: values.lastName,
    phoneNumber: values.phoneNumber,
    email: values.email,
    // No choice made keeps what the account has.
    ...(gender ? { gender } : {}),
    subscribedToNewsletter: values.subscribedToNewsletter,
    smsConsent: values.smsConsent,
  };
  const issues = checkProfile(body);
  if (Object.keys(issues).length > 0) {
    return {
      intent: 'profile',
      ok: false,
      fields: fieldMessages(issues, await translator(input.locale)),
      values,
    };
  }
  const result = await shopApi(input.context, input.locale).put(`customers/${id}`, body);
  if (result.ok) return { intent: 'profile', ok: true, fields: {}, values };
  const errors = mapViolations(violationsOf(result.problem), PROFILE_FIELDS);
  return { intent: 'profile', ok: false, fields: errors.fields, values };
}

async function changePassword(
  input: AccountRequest,
  id: number,
  form: FormData,
): Promise<PasswordFormResult> {
  const currentPassword = String(form.get('currentPassword') ?? '');
  const newPassword = String(form.get('newPassword') ?? '');
  const confirmNewPassword = String(form.get('confirmNewPassword') ?? '');
  const issues = {
    ...(currentPassword === '' ? { currentPassword: { rule: 'required' as const } } : {}),
    ...checkNewPassword(newPassword, confirmNewPassword, ['newPassword', 'confirmNewPassword']),
  };
  if (Object.keys(issues).length > 0) {
    const t = await translator(input.locale);
    return { intent: 'password', ok: false, fields: fieldMessages(issues, t), unexpected: false };
  }
  const result = await shopApi(input.context, input.locale).put(`customers/${id}/password`, {
    currentPassword,
    newPassword,
    confirmNewPassword,
  });
  if (result.ok) return { intent: 'password', ok: true, fields: {}, unexpected: false };
  const errors = passwordChangeErrors(violationsOf(result.problem));
  const t = await translator(input.locale);
  const fields = errors.wrongPassword
    ? { ...errors.fields, currentPassword: t('account.profile.wrongPassword') }
    : errors.fields;
  return { intent: 'password', ok: false, fields, unexpected: errors.unexpected };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const input = { context, request, locale: requireLocale(params.lang) };
  const id = await requireCustomer(input);
  const form = await readForm(request);
  const result =
    form.get('intent') === 'password'
      ? await changePassword(input, id, form)
      : await updateProfile(input, id, form);
  return data(result, { status: result.ok ? 200 : 422, headers: await accountHeaders(input) });
}

export function headers() {
  return { 'Cache-Control': PRIVATE_NO_STORE };
}

export default function UserProfile({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <div className="grid max-w-2xl gap-10">
      <title>{t('account.title.profile')}</title>
      <h1 className="text-2xl font-semibold text-ink">{t('account.title.profile')}</h1>
      <ProfileForm
        saved={loaderData.saved}
        result={actionData?.intent === 'profile' ? actionData : undefined}
        busy={busy}
      />
      <PasswordForm result={actionData?.intent === 'password' ? actionData : undefined} busy={busy} />
    </div>
  );
}
