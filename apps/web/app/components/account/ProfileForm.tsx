import type { Customer } from '@sakhe/contract';
import { useEffect } from 'react';
import { Form } from 'react-router';
import { userSummaryStore } from '../../lib/account/user-summary';
import { FormAlert } from '../checkout/FormAlert';
import { TextField } from '../checkout/TextField';
import { Notice, primaryButton } from './AccountCard';
import { useT } from '../../lib/i18n/i18n';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  gender: 'f' | 'm' | 'u';
  subscribedToNewsletter: boolean;
  /** Order SMS (placed, shipped), agreed to at checkout or here. */
  smsConsent: boolean;
}

export interface ProfileFormResult {
  intent: 'profile';
  ok: boolean;
  fields: Record<string, string>;
  values: ProfileValues;
}

export function profileValues(customer: Customer): ProfileValues {
  return {
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
    phoneNumber: customer.phoneNumber ?? '',
    email: customer.email,
    gender: customer.gender,
    subscribedToNewsletter: customer.subscribedToNewsletter,
    smsConsent: customer.smsConsent,
  };
}

/** The profile (SPEC §3 User): names, phone, e-mail, gender and the newsletter. */
export function ProfileForm({
  saved,
  result,
  busy,
}: {
  saved: ProfileValues;
  result: ProfileFormResult | undefined;
  busy: boolean;
}) {
  const t = useT();
  const values = result && !result.ok ? result.values : saved;
  const fields = result?.fields ?? {};
  // The header greets by first name: ask it again once the name may have changed.
  useEffect(() => {
    if (result?.ok) userSummaryStore.invalidate();
  }, [result]);
  return (
    <Form
      method="post"
      noValidate
      className="grid gap-4"
      aria-labelledby="profile-heading"
      // A fresh form after a save shows what the API kept.
      key={result?.ok ? JSON.stringify(saved) : 'profile'}
    >
      <h2 id="profile-heading" className="text-xl font-semibold text-ink">
        {t('account.profile.heading')}
      </h2>
      <input type="hidden" name="intent" value="profile" />
      {result?.ok && <Notice>{t('account.profile.updated')}</Notice>}
      <FormAlert messages={result && !result.ok ? [t('account.profile.failed')] : []} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="firstName"
          autoComplete="given-name"
          label={t('account.fields.firstName')}
          defaultValue={values.firstName}
          error={fields.firstName}
        />
        <TextField
          name="lastName"
          autoComplete="family-name"
          label={t('account.fields.lastName')}
          defaultValue={values.lastName}
          error={fields.lastName}
        />
      </div>
      <TextField
        name="phoneNumber"
        type="tel"
        autoComplete="tel"
        label={t('account.fields.phoneNumber')}
        defaultValue={values.phoneNumber}
        error={fields.phoneNumber}
      />
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        label={t('account.fields.email')}
        defaultValue={values.email}
        error={fields.email}
      />
      <fieldset className="grid gap-2" aria-describedby={fields.gender ? 'gender-error' : undefined}>
        <legend className="text-sm font-medium text-ink">{t('account.fields.gender')}</legend>
        <div className="flex gap-6">
          <label className="inline-flex items-center gap-2">
            <input type="radio" name="gender" value="female" defaultChecked={values.gender === 'f'} />
            {t('account.fields.female')}
          </label>
          <label className="inline-flex items-center gap-2">
            <input type="radio" name="gender" value="male" defaultChecked={values.gender === 'm'} />
            {t('account.fields.male')}
          </label>
        </div>
        {fields.gender && (
          <p id="gender-error" className="text-sm text-danger">
            {fields.gender}
          </p>
        )}
      </fieldset>
      <label className="inline-flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          name="newsletter"
          defaultChecked={values.subscribedToNewsletter}
          className="mt-1"
        />
        {t('account.fields.newsletter')}
      </label>
      <label className="inline-flex items-start gap-2 text-sm">
        <input type="checkbox" name="smsConsent" defaultChecked={values.smsConsent} className="mt-1" />
        {t('account.fields.smsConsent')}
      </label>
      <div>
        <button type="submit" disabled={busy} className={primaryButton}>
          {t('account.profile.submit')}
        </button>
      </div>
    </Form>
  );
}
