import { data, Form, useNavigation } from 'react-router';
import { FormAlert } from '../components/checkout/FormAlert';
import { MethodChoice } from '../components/checkout/MethodChoice';
import { StepActions } from '../components/checkout/StepActions';
import { mapViolations, NO_ERRORS } from '../lib/checkout/checkout';
import {
  cartPayment,
  choosePaymentMethod,
  loadPaymentMethods,
  nextStepRedirect,
  requireCheckoutCart,
} from '../lib/checkout/checkout.server';
import { getI18n, useT } from '../lib/i18n/i18n';
import { requireLocale } from '../lib/http/route-params';
import { violationsOf } from '../lib/api/client.server';
import type { Route } from './+types/checkout-payment';
import { readForm } from '../lib/http/form.server';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  const input = { context, request, locale };
  const { cart } = await requireCheckoutCart(input, 'payment');
  const { payment, methods } = await loadPaymentMethods(input, cart);
  return { methods, chosen: payment?.paymentMethod?.code ?? methods[0]?.code };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const locale = requireLocale(params.lang);
  const input = { context, request, locale };
  const { cart, headers } = await requireCheckoutCart(input, 'payment');
  const code = (await readForm(request)).get('paymentMethod');
  const payment = cartPayment(cart);
  if (typeof code === 'string' && code !== '' && payment) {
    const result = await choosePaymentMethod(input, cart.tokenValue, payment.id, code);
    if (result.ok) return nextStepRedirect(result.data, input, headers);
    const errors = mapViolations(violationsOf(result.problem), ['paymentMethod']);
    return data({ errors }, { status: 422, headers });
  }
  const { t } = getI18n(locale);
  return data(
    { errors: { fields: { paymentMethod: t('checkout.payment.choose') }, form: [] } },
    { status: 422, headers },
  );
}

export default function Payment({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { methods, chosen } = loaderData;
  const errors = actionData?.errors ?? NO_ERRORS;
  const busy = useNavigation().state === 'submitting';

  if (methods.length === 0) {
    return (
      <div className="grid gap-5">
        <h2 className="text-xl font-semibold text-ink">{t('checkout.steps.payment')}</h2>
        <FormAlert messages={[t('checkout.payment.none')]} />
        <StepActions back="shipment" />
      </div>
    );
  }
  return (
    <Form method="post" className="grid gap-6">
      <h2 className="sr-only">{t('checkout.steps.payment')}</h2>
      <FormAlert messages={errors.form} />
      <MethodChoice
        name="paymentMethod"
        legend={t('checkout.steps.payment')}
        chosen={chosen}
        error={errors.fields.paymentMethod}
        options={methods.map((method) => ({
          code: method.code,
          name: method.name,
          description: [method.description, method.instructions].filter(Boolean).join(' ') || null,
        }))}
      />
      <StepActions back="shipment" busy={busy} submitLabel={t('checkout.continue')} />
    </Form>
  );
}
