import { useId } from 'react';
import { data, Form, redirect, redirectDocument, useNavigation } from 'react-router';
import { LocalizedLink } from '../components/LocalizedLink';
import { FormAlert } from '../components/checkout/FormAlert';
import { StepActions } from '../components/checkout/StepActions';
import { expiredCartCookie } from '../lib/cart/cookie.server';
import { checkoutPath, type CheckoutStep } from '../lib/checkout/checkout';
import {
  cartPayment,
  completeOrder,
  paymentConfiguration,
  requireCheckoutCart,
} from '../lib/checkout/checkout.server';
import { openPayment } from '../lib/checkout/thank-you';
import { getI18n, useT } from '../lib/i18n/i18n';
import { localizePath } from '../lib/i18n/locale';
import { formatMoney } from '../lib/i18n/money';
import { formatPhone } from '@sakhe/contract/phone-format';
import { requireLocale } from '../lib/http/route-params';
import { useLocale } from '../lib/i18n/use-locale';
import { violationsOf } from '../lib/api/client.server';
import type { Route } from './+types/checkout-complete';
import { readForm } from '../lib/http/form.server';

/** The most a shopper may write in the order notes (the contract's NOTES_MAX_LENGTH). */
const NOTES_MAX_LENGTH = 1000;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  const { cart } = await requireCheckoutCart({ context, request, locale }, 'complete');
  const payment = cartPayment(cart);
  return {
    email: cart.email ?? '',
    address: cart.shippingAddress ?? cart.billingAddress ?? null,
    shippingMethod: cart.shipments[0]?.shippingMethod?.name ?? null,
    shippingTotal: cart.shippingTotal,
    paymentMethod: payment?.paymentMethod?.name ?? null,
    notes: cart.notes ?? '',
  };
}

/**
 * Places the order. The cart cookie is forgotten at once (the order is no cart any more); a card
 * payment goes on to the bank's page, which brings the shopper back to the thank-you page, and any
 * other payment goes straight there.
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  const locale = requireLocale(params.lang);
  const input = { context, request, locale };
  const { cart, headers } = await requireCheckoutCart(input, 'complete');
  const form = await readForm(request);
  const notes = String(form.get('notes') ?? '').slice(0, NOTES_MAX_LENGTH);
  // Opt-in: a ticked box agrees to order SMS; an unticked one changes nothing (the profile withdraws).
  const smsConsent = form.get('smsConsent') === 'on';
  const result = await completeOrder(input, cart, notes, smsConsent);
  if (!result.ok) {
    return data(
      {
        message: getI18n(locale).t('checkout.complete.error'),
        details: violationsOf(result.problem).map((v) => v.message),
        notes,
        smsConsent,
      },
      { status: result.problem.status === 404 ? 409 : 422, headers },
    );
  }
  const order = result.data;
  headers.append('Set-Cookie', await expiredCartCookie(request));
  const payment = openPayment(order);
  if (payment) {
    const configuration = await paymentConfiguration(input, order.tokenValue, payment.id);
    // The bank's page is no page of this app: a document navigation, not a client-side one.
    if (configuration?.redirectUrl) return redirectDocument(configuration.redirectUrl, { headers });
  }
  return redirect(localizePath(`/thank-you/${encodeURIComponent(order.tokenValue)}`, locale), { headers });
}

function Change({ step, label }: { step: CheckoutStep; label: string }) {
  const t = useT();
  return (
    <LocalizedLink
      to={checkoutPath(step)}
      className="rounded-sm text-sm font-medium text-accent hover:underline"
    >
      {t('checkout.complete.change')}
      <span className="sr-only">: {label}</span>
    </LocalizedLink>
  );
}

export default function Complete({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const notesId = useId();
  const busy = useNavigation().state !== 'idle';
  const { email, address, shippingMethod, shippingTotal, paymentMethod } = loaderData;
  const section = 'rounded-2xl border border-line bg-surface-raised p-5';
  const heading = 'text-base font-semibold text-ink';

  return (
    <Form method="post" className="grid gap-5">
      <h2 className="text-xl font-semibold text-ink">{t('checkout.steps.complete')}</h2>
      {actionData && <FormAlert title={actionData.message} messages={actionData.details} />}
      <section className={section} aria-labelledby="complete-address">
        <div className="flex items-baseline justify-between gap-3">
          <h3 id="complete-address" className={heading}>
            {t('checkout.steps.addressing')}
          </h3>
          <Change step="addressing" label={t('checkout.steps.addressing')} />
        </div>
        {address && (
          <address className="mt-2 text-sm leading-relaxed text-ink not-italic">
            {address.firstName} {address.lastName}
            <br />
            {address.street}, {address.city}
            <br />
            {address.phoneNumber ? formatPhone(address.phoneNumber) : null}
            <br />
            {email}
          </address>
        )}
      </section>
      <section className={section} aria-labelledby="complete-shipping">
        <div className="flex items-baseline justify-between gap-3">
          <h3 id="complete-shipping" className={heading}>
            {t('checkout.steps.shipment')}
          </h3>
          <Change step="shipment" label={t('checkout.steps.shipment')} />
        </div>
        <p className="mt-2 flex justify-between gap-3 text-sm text-ink">
          <span>{shippingMethod}</span>
          <span className="font-medium">
            {shippingTotal === 0 ? t('cart.totals.free') : formatMoney(shippingTotal, locale)}
          </span>
        </p>
      </section>
      {paymentMethod && (
        <section className={section} aria-labelledby="complete-payment">
          <div className="flex items-baseline justify-between gap-3">
            <h3 id="complete-payment" className={heading}>
              {t('checkout.steps.payment')}
            </h3>
            <Change step="payment" label={t('checkout.steps.payment')} />
          </div>
          <p className="mt-2 text-sm text-ink">{paymentMethod}</p>
        </section>
      )}
      <div>
        <label htmlFor={notesId} className="block text-sm font-medium text-ink">
          {t('checkout.complete.notes')}
        </label>
        <textarea
          id={notesId}
          name="notes"
          rows={3}
          maxLength={NOTES_MAX_LENGTH}
          defaultValue={actionData?.notes ?? loaderData.notes}
          placeholder={t('checkout.complete.notesHint')}
          className="mt-1.5 block w-full rounded-xl border border-line bg-surface-raised px-3.5 py-2.5 text-ink placeholder:text-ink-muted"
        />
      </div>
      <label className="inline-flex items-start gap-2 text-sm text-ink">
        <input
          type="checkbox"
          name="smsConsent"
          defaultChecked={actionData?.smsConsent ?? false}
          className="mt-1"
        />
        {t('checkout.complete.smsConsent')}
      </label>
      <StepActions
        back={paymentMethod ? 'payment' : 'shipment'}
        busy={busy}
        submitLabel={busy ? t('checkout.complete.placing') : t('checkout.complete.placeOrder')}
      />
    </Form>
  );
}
