import { useId } from 'react';
import { TextField } from '../checkout/TextField';
import { useT } from '../../lib/i18n/i18n';

type PasswordPair =
  readonly ['password', 'passwordConfirmation'] | readonly ['newPassword', 'confirmNewPassword'];

/** A new password and its repetition (registration, fast registration, reset, change), named as the API names them. */
export function NewPasswordFields({
  names,
  errors,
}: {
  names: PasswordPair;
  errors: Partial<Record<string, string>>;
}) {
  const t = useT();
  return names.map((name) => (
    <TextField
      key={name}
      name={name}
      type="password"
      autoComplete="new-password"
      label={t(`account.fields.${name}`)}
      error={errors[name]}
    />
  ));
}

/** The newsletter and the required agreement to the terms (SPEC §5), as a new account asks them. */
export function ConsentFields({
  values,
  termsError,
}: {
  values?: { subscribedToNewsletter?: boolean; agreeToConditions?: boolean } | undefined;
  termsError: string | undefined;
}) {
  const t = useT();
  const errorId = useId();
  return (
    <>
      <label className="inline-flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          name="newsletter"
          defaultChecked={values?.subscribedToNewsletter}
          className="mt-1"
        />
        {t('account.fields.newsletter')}
      </label>
      <div>
        <label className="inline-flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="agreeToConditions"
            defaultChecked={values?.agreeToConditions}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? errorId : undefined}
            className="mt-1"
          />
          {t('account.fields.agreeToConditions')}
        </label>
        {termsError && (
          <p id={errorId} className="mt-1 text-sm text-danger">
            {termsError}
          </p>
        )}
      </div>
    </>
  );
}
