import { checkNewPassword } from '@sakhe/contract';
import { issueMessage, type Issue } from './account';
import { logIn, type AccountRequest } from './account.server';
import { shopApi, violationsOf } from '../api/client.server';
import { findOrder } from '../cart/cart.server';
import { mapViolations, type FormErrors } from '../checkout/checkout';
import { getI18n } from '../i18n/i18n';

const FIELDS = ['password', 'passwordConfirmation', 'agreeToConditions'] as const;

/**
 * Fast registration from a placed guest order (`POST customers/from-order`): the API makes the
 * account from the order and moves the order into it; then the shopper is logged in with the order's
 * e-mail and the new password. The API's refusals (e-mail taken, order not claimable) come worded.
 */
export async function registerFromOrder(
  input: AccountRequest,
  orderToken: string,
  form: FormData,
): Promise<{ ok: true; loggedIn: boolean } | { ok: false; errors: FormErrors }> {
  const { t } = getI18n(input.locale);
  const password = String(form.get('password') ?? '');
  const passwordConfirmation = String(form.get('passwordConfirmation') ?? '');
  const agreeToConditions = form.get('agreeToConditions') === 'on';
  const issues: Partial<Record<(typeof FIELDS)[number], Issue>> = {
    ...checkNewPassword(password, passwordConfirmation, ['password', 'passwordConfirmation']),
    ...(agreeToConditions ? {} : { agreeToConditions: { rule: 'acceptTerms' } }),
  };
  if (Object.keys(issues).length > 0) {
    const fields = Object.fromEntries(
      Object.entries(issues).map(([field, issue]) => [field, issueMessage(t, issue)]),
    );
    return { ok: false, errors: { fields, form: [] } };
  }
  // Read while the order is still a guest's: once it belongs to the account, only its customer may.
  const email = (await findOrder(input, orderToken))?.email;
  const result = await shopApi(input.context, input.locale).post('customers/from-order', {
    orderToken,
    password,
    passwordConfirmation,
    agreeToConditions,
    subscribedToNewsletter: form.get('newsletter') === 'on',
  });
  if (!result.ok) {
    const errors = mapViolations(violationsOf(result.problem), FIELDS);
    if (errors.form.length === 0 && Object.keys(errors.fields).length === 0)
      errors.form.push(t('account.register.failed'));
    return { ok: false, errors };
  }
  // The account exists either way; should this login fail, the shopper logs in as usual.
  return {
    ok: true,
    loggedIn: email !== undefined && (await logIn(input, email, password)).outcome === 'ok',
  };
}
