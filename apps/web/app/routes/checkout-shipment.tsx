import { data, Form, useNavigation } from 'react-router';
import { FormAlert } from '../components/checkout/FormAlert';
import { MethodChoice } from '../components/checkout/MethodChoice';
import { StepActions } from '../components/checkout/StepActions';
import { mapViolations, NO_ERRORS } from '../lib/checkout/checkout';
import {
  chooseShippingMethod,
  loadShippingMethods,
  nextStepRedirect,
  requireCheckoutCart,
} from '../lib/checkout/checkout.server';
import { getI18n, useT } from '../lib/i18n/i18n';
import { formatMoney } from '../lib/i18n/money';
import { requireLocale } from '../lib/http/route-params';
import { useLocale } from '../lib/i18n/use-locale';
import { violationsOf } from '../lib/api/client.server';
import type { Route } from './+types/checkout-shipment';
import { readForm } from '../lib/http/form.server';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  const input = { context, request, locale };
  const { cart } = await requireCheckoutCart(input, 'shipment');
  const { shipment, methods } = await loadShippingMethods(input, cart);
  return { methods, chosen: shipment?.shippingMethod?.code ?? methods[0]?.code };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const locale = requireLocale(params.lang);
  const input = { context, request, locale };
  const { cart, headers } = await requireCheckoutCart(input, 'shipment');
  const code = (await readForm(request)).get('shippingMethod');
  const shipment = cart.shipments[0];
  if (typeof code === 'string' && code !== '' && shipment) {
    const result = await chooseShippingMethod(input, cart, shipment.id, code);
    if (result.ok) return nextStepRedirect(result.data, input, headers);
    const errors = mapViolations(violationsOf(result.problem), ['shippingMethod']);
    return data({ errors }, { status: 422, headers });
  }
  const { t } = getI18n(locale);
  return data(
    { errors: { fields: { shippingMethod: t('checkout.shipment.choose') }, form: [] } },
    { status: 422, headers },
  );
}

export default function Shipment({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { methods, chosen } = loaderData;
  const errors = actionData?.errors ?? NO_ERRORS;
  const busy = useNavigation().state === 'submitting';

  if (methods.length === 0) {
    return (
      <div className="grid gap-5">
        <h2 className="text-xl font-semibold text-ink">{t('checkout.steps.shipment')}</h2>
        <FormAlert messages={[t('checkout.shipment.none')]} />
        <StepActions back="addressing" />
      </div>
    );
  }
  return (
    <Form method="post" className="grid gap-6">
      <h2 className="sr-only">{t('checkout.steps.shipment')}</h2>
      <FormAlert messages={errors.form} />
      <MethodChoice
        name="shippingMethod"
        legend={t('checkout.steps.shipment')}
        chosen={chosen}
        error={errors.fields.shippingMethod}
        options={methods.map((method) => ({
          code: method.code,
          name: method.name,
          description: method.description,
          aside:
            method.price === undefined
              ? null
              : method.price === 0
                ? t('cart.totals.free')
                : formatMoney(method.price, locale),
        }))}
      />
      <StepActions back="addressing" busy={busy} submitLabel={t('checkout.continue')} />
    </Form>
  );
}
