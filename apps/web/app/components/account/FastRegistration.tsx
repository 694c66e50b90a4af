import { Form } from 'react-router';
import type { FormErrors } from '../../lib/checkout/checkout';
import { FormAlert } from '../checkout/FormAlert';
import { primaryButton } from './AccountCard';
import { ConsentFields, NewPasswordFields } from './RegistrationFields';
import { useT } from '../../lib/i18n/i18n';

/**
 * Fast registration (SPEC §1) on the thank-you page: a guest who has just ordered chooses a password,
 * and the API makes the account from the order's e-mail, name, phone and address; the order joins it.
 */
export function FastRegistration({
  email,
  errors,
  busy,
}: {
  email: string;
  errors: FormErrors | undefined;
  busy: boolean;
}) {
  const t = useT();
  const fields = errors?.fields ?? {};
  return (
    <section
      aria-labelledby="fast-registration"
      className="grid gap-4 rounded-2xl border border-line bg-surface-raised p-5 text-left sm:p-6"
    >
      <div>
        <h2 id="fast-registration" className="text-lg font-semibold text-ink">
          {t('account.fast.heading')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t('account.fast.intro', { email })}</p>
      </div>
      {/* Passwords are never sent back: each answer starts from empty fields. */}
      <Form method="post" noValidate className="grid gap-4">
        <FormAlert messages={errors?.form ?? []} />
        <NewPasswordFields names={['password', 'passwordConfirmation']} errors={fields} />
        <ConsentFields termsError={fields.agreeToConditions} />
        <div>
          <button type="submit" disabled={busy} className={primaryButton}>
            {t('account.fast.submit')}
          </button>
        </div>
      </Form>
    </section>
  );
}
