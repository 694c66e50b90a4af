import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { FormAlert } from '../checkout/FormAlert';
import { TextField } from '../checkout/TextField';
import { Notice, primaryButton } from './AccountCard';
import { NewPasswordFields } from './RegistrationFields';
import { useT } from '../../lib/i18n/i18n';

export interface PasswordFormResult {
  intent: 'password';
  ok: boolean;
  fields: Record<string, string>;
  unexpected: boolean;
}

/** The password change (SPEC §3, §8): the current password, the new one twice. */
export function PasswordForm({ result, busy }: { result: PasswordFormResult | undefined; busy: boolean }) {
  const t = useT();
  const fields = result?.fields ?? {};
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.ok) form.current?.reset();
  }, [result]);
  return (
    // Passwords are never sent back: each answer starts from empty fields.
    <Form ref={form} method="post" noValidate className="grid gap-4" aria-labelledby="password-heading">
      <h2 id="password-heading" className="text-xl font-semibold text-ink">
        {t('account.profile.passwordHeading')}
      </h2>
      <input type="hidden" name="intent" value="password" />
      {result?.ok && <Notice>{t('account.profile.passwordChanged')}</Notice>}
      <FormAlert messages={result?.unexpected ? [t('account.profile.unexpected')] : []} />
      <TextField
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        label={t('account.fields.currentPassword')}
        error={fields.currentPassword}
      />
      <NewPasswordFields names={['newPassword', 'confirmNewPassword']} errors={fields} />
      <div>
        <button type="submit" disabled={busy} className={primaryButton}>
          {t('account.profile.passwordSubmit')}
        </button>
      </div>
    </Form>
  );
}
