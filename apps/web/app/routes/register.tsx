import { checkRegistration, parseGender } from '@sakhe/contract';
import { data, Form, useNavigation } from 'react-router';
import { AccountCard, primaryButton } from '../components/account/AccountCard';
import { ConsentFields, NewPasswordFields } from '../components/account/RegistrationFields';
import { FormAlert } from '../components/checkout/FormAlert';
import { TextField } from '../components/checkout/TextField';
import { LocalizedLink } from '../components/LocalizedLink';
import { issueMessage } from '../lib/account/account';
import { accountHeaders, accountRedirect, logIn, requireGuest } from '../lib/account/account.server';
import { shopApi, violationsOf } from '../lib/api/client.server';
import { PRIVATE_NO_STORE } from '../lib/cart/cart.server';
import { mapViolations } from '../lib/checkout/checkout';
import { expiredReferralCookie, readReferralCode } from '../lib/referral/cookie.server';
import { requireLocale } from '../lib/http/route-params';
import type { Route } from './+types/register';
import { useT } from '../lib/i18n/i18n';
import { readForm } from '../lib/http/form.server';

const FIELDS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'email',
  'password',
  'passwordConfirmation',
  'agreeToConditions',
  'gender',
  'referralCode',
] as const;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const input = { context, request, locale: requireLocale(params.lang) };
  await requireGuest(input);
  // The invitation the visitor came with (`?ref=` on any page), offered in the form.
  return data({ referralCode: await readReferralCode(request) }, { headers: await accountHeaders(input) });
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const locale = requireLocale(params.lang);
  const input = { context, request, locale };
  const form = await readForm(request);
  const text = (name: string) => String(form.get(name) ?? '');
  const body = {
    firstName: text('firstName').trim(),
    lastName: text('lastName').trim(),
    phoneNumber: text('phoneNumber').trim(),
    email: text('email').trim(),
    password: text('password'),
    passwordConfirmation: text('passwordConfirmation'),
    agreeToConditions: form.get('agreeToConditions') === 'on',
    gender: text('gender') === '' ? null : text('gender'),
    subscribedToNewsletter: form.get('newsletter') === 'on',
    referralCode: text('referralCode').trim() === '' ? null : text('referralCode').trim(),
  };
  const values = { ...body, password: '', passwordConfirmation: '' };
  const { t } = await import('../lib/i18n/i18n').then(({ getI18n }) => getI18n(locale));
  const issues = checkRegistration(body);
  if (Object.keys(issues).length > 0) {
    const fields = Object.fromEntries(
      Object.entries(issues).map(([field, issue]) => [field, issueMessage(t, issue)]),
    );
    return data(
      { errors: { fields, form: [] as string[] }, values },
      { status: 422, headers: await accountHeaders(input) },
    );
  }
  const result = await shopApi(context, locale).post('customers', body);
  // Too many registrations from this address or for this e-mail (429): the form stays, as typed, with
  // the API's "try again in N minutes" in the page's language (the login and recovery forms do the same).
  if (!result.ok && result.problem.status === 429) {
    return data(
      { errors: { fields: {} as Record<string, string>, form: [result.problem.message] }, values },
      { status: 429, headers: await accountHeaders(input) },
    );
  }
  if (!result.ok) {
    const errors = mapViolations(violationsOf(result.problem), FIELDS);
    if (errors.form.length === 0 && Object.keys(errors.fields).length === 0)
      errors.form.push(t('account.register.failed'));
    return data({ errors, values }, { status: 422, headers: await accountHeaders(input) });
  }
  await logIn(input, body.email, body.password);
  // The invitation is used up: a later registration from this browser starts without it.
  return accountRedirect(input, '/user/profile', [['Set-Cookie', await expiredReferralCookie(request)]]);
}

export function headers() {
  return { 'Cache-Control': PRIVATE_NO_STORE };
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const errors = actionData?.errors ?? { fields: {} as Record<string, string>, form: [] };
  const values = actionData?.values;
  const field = (name: (typeof FIELDS)[number]) => errors.fields[name];
  const gender = values?.gender ? parseGender(values.gender) : null;
  return (
    <AccountCard title={t('account.title.register')}>
      <title>{t('account.title.register')}</title>
      <Form method="post" noValidate className="grid gap-4">
        <FormAlert messages={errors.form} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="firstName"
            autoComplete="given-name"
            label={t('account.fields.firstName')}
            defaultValue={values?.firstName}
            error={field('firstName')}
          />
          <TextField
            name="lastName"
            autoComplete="family-name"
            label={t('account.fields.lastName')}
            defaultValue={values?.lastName}
            error={field('lastName')}
          />
        </div>
        <TextField
          name="phoneNumber"
          type="tel"
          autoComplete="tel"
          label={t('account.fields.phoneNumber')}
          defaultValue={values?.phoneNumber}
          error={field('phoneNumber')}
        />
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t('account.fields.email')}
          defaultValue={values?.email}
          error={field('email')}
        />
        <NewPasswordFields names={['password', 'passwordConfirmation']} errors={errors.fields} />
        <TextField
          name="referralCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          label={t('account.fields.referralCode')}
          hint={t('account.register.referralHint')}
          defaultValue={values ? (values.referralCode ?? '') : (loaderData?.referralCode ?? '')}
          error={field('referralCode')}
        />
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium text-ink">{t('account.fields.gender')}</legend>
          <div className="flex gap-6">
            <label className="inline-flex items-center gap-2">
              <input type="radio" name="gender" value="female" defaultChecked={gender === 'f'} />
              {t('account.fields.female')}
            </label>
            <label className="inline-flex items-center gap-2">
              <input type="radio" name="gender" value="male" defaultChecked={gender === 'm'} />
              {t('account.fields.male')}
            </label>
          </div>
        </fieldset>
        <ConsentFields values={values} termsError={field('agreeToConditions')} />
        <button type="submit" disabled={busy} className={primaryButton}>
          {t('account.register.submit')}
        </button>
      </Form>
      <p className="text-sm text-ink-muted">
        {t('account.register.haveAccount')}{' '}
        <LocalizedLink to="/login" className="font-medium text-accent hover:underline">
          {t('account.register.login')}
        </LocalizedLink>
      </p>
    </AccountCard>
  );
}
