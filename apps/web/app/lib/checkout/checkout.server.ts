import { largestFirst } from './city-search';
import {
  accountOrderSchema,
  countryItemSchema,
  orderSchema,
  paymentConfigurationSchema,
  paymentMethodCollectionSchema,
  shippingMethodCollectionSchema,
  type Order,
  type PaymentConfiguration,
  type PaymentMethod,
  type ShippingMethod,
} from '@sakhe/contract';
import { redirect } from 'react-router';
import { orNull, orThrow, shopApi } from '../api/client.server';
import { shopPaths } from '../api/paths';
import { loadCart, type CartRequest } from '../cart/cart.server';
import { checkoutPath, currentStep, stepAllowed, type CheckoutStep } from './checkout';
import { intlLocale, localizePath } from '../i18n/locale';

/**
 * The checkout's guard (SPEC §2 restrictCheckout): a shopper without a cart, or with an empty one, is
 * sent to the cart page; one who opens a step not reached yet is sent to the step the cart is at.
 */
export async function requireCheckoutCart(input: CartRequest, step?: CheckoutStep) {
  const { cart, headers } = await loadCart(input);
  if (!cart || cart.items.length === 0) throw redirect(localizePath('/cart', input.locale), { headers });
  if (step && !stepAllowed(step, cart.checkoutState)) {
    throw redirect(localizePath(checkoutPath(currentStep(cart.checkoutState)), input.locale), { headers });
  }
  return { cart, headers };
}

/** Where the checkout continues once a step was saved and the cart is in `order`'s state. */
export function nextStepRedirect(order: Pick<Order, 'checkoutState'>, input: CartRequest, headers?: Headers) {
  return redirect(localizePath(checkoutPath(currentStep(order.checkoutState)), input.locale), { headers });
}

export interface City {
  code: string;
  name: string;
}

/**
 * The Georgian cities (provinces of GE) in the page's language: the largest first, then the rest in
 * the language's alphabetical order.
 */
export async function loadCities({ context, locale, request }: CartRequest): Promise<City[]> {
  const country = orThrow(
    await shopApi(context, locale, { signal: request.signal }).get('countries/GE', countryItemSchema),
  );
  const collator = new Intl.Collator(intlLocale(locale), { sensitivity: 'base' });
  return largestFirst(
    country.provinces
      .map(({ code, name }) => ({ code, name }))
      .sort((a, b) => collator.compare(a.name, b.name)),
  );
}

export interface AddressValues {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  provinceCode: string;
  street: string;
}

export const ADDRESS_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'phoneNumber',
  'provinceCode',
  'street',
] as const satisfies ReadonlyArray<keyof AddressValues>;

export function addressValues(form: FormData): AddressValues {
  const text = (name: keyof AddressValues) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, 2000) : '';
  };
  return {
    email: text('email'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    phoneNumber: text('phoneNumber'),
    provinceCode: text('provinceCode'),
    street: text('street'),
  };
}

/**
 * `PUT orders/{t}`: e-mail and the billing address, which the API copies to shipping. The cart's
 * promo code is sent again, since a PUT without it removes it (api-contract §6.3).
 */
export function saveAddress({ context, locale }: CartRequest, cart: Order, values: AddressValues) {
  const { email, ...address } = values;
  return shopApi(context, locale).put(
    shopPaths.order(cart.tokenValue),
    {
      email,
      billingAddress: { ...address, countryCode: 'GE' },
      ...(cart.couponCode ? { couponCode: cart.couponCode } : {}),
    },
    orderSchema,
  );
}

export async function loadShippingMethods({ context, locale, request }: CartRequest, cart: Order) {
  const shipment = cart.shipments[0];
  if (!shipment) return { shipment: null, methods: [] as ShippingMethod[] };
  const methods = await shopApi(context, locale, { signal: request.signal }).get(
    `${shopPaths.order(cart.tokenValue)}/shipments/${shipment.id}/methods`,
    shippingMethodCollectionSchema,
  );
  return { shipment, methods: orThrow(methods)['hydra:member'] };
}

export function chooseShippingMethod(
  { context, locale }: CartRequest,
  cart: Order,
  shipmentId: number,
  code: string,
) {
  return shopApi(context, locale).patch(
    `${shopPaths.order(cart.tokenValue)}/shipments/${shipmentId}`,
    { shippingMethod: code },
    orderSchema,
  );
}

/** The cart's payment: the one still being chosen (state cart). */
export const cartPayment = (cart: Order) =>
  cart.payments.find((payment) => payment.state === 'cart') ?? cart.payments[0] ?? null;

export async function loadPaymentMethods({ context, locale, request }: CartRequest, cart: Order) {
  const payment = cartPayment(cart);
  if (!payment) return { payment: null, methods: [] as PaymentMethod[] };
  const methods = await shopApi(context, locale, { signal: request.signal }).get(
    `${shopPaths.order(cart.tokenValue)}/payments/${payment.id}/methods`,
    paymentMethodCollectionSchema,
  );
  return { payment, methods: orThrow(methods)['hydra:member'] };
}

export function choosePaymentMethod(
  { context, locale }: CartRequest,
  token: string,
  paymentId: number,
  code: string,
) {
  return shopApi(context, locale).patch(
    `${shopPaths.order(token)}/payments/${paymentId}`,
    { paymentMethod: code },
    orderSchema,
  );
}

/** The methods a placed order's open payment may be paid with (the thank-you page's retry). */
export async function loadOrderPaymentMethods(
  { context, locale, request }: CartRequest,
  token: string,
  paymentId: number,
): Promise<PaymentMethod[]> {
  const methods = await shopApi(context, locale, { signal: request.signal }).get(
    `${shopPaths.order(token)}/payments/${paymentId}/methods`,
    paymentMethodCollectionSchema,
  );
  return methods.ok ? methods.data['hydra:member'] : [];
}

/**
 * Another method for a placed order's open payment: a logged-in customer's order through Sylius
 * 1.12's account path, a guest's (or one the account path does not know) through the order's own.
 */
export async function changeOrderPaymentMethod(
  { context, locale }: CartRequest,
  token: string,
  paymentId: number,
  code: string,
  loggedIn: boolean,
) {
  const api = shopApi(context, locale);
  const body = { paymentMethod: code };
  if (loggedIn) {
    const changed = await api.patch(
      shopPaths.accountOrderPayment(token, paymentId),
      body,
      accountOrderSchema,
    );
    if (changed.ok || changed.problem.status !== 404) return changed;
  }
  return api.patch(`${shopPaths.order(token)}/payments/${paymentId}`, body, orderSchema);
}

export function completeOrder(
  { context, locale }: CartRequest,
  cart: Order,
  notes: string,
  smsConsent = false,
) {
  return shopApi(context, locale).patch(
    `${shopPaths.order(cart.tokenValue)}/complete`,
    {
      ...(notes.trim() === '' ? {} : { notes: notes.trim() }),
      ...(smsConsent ? { smsConsent: true } : {}),
    },
    orderSchema,
  );
}

/**
 * Where the shopper pays a payment: for a card gateway the bank's page (`redirectUrl`), for an
 * offline method nothing. Null when the API will not start the payment now (a refusal); its own
 * failures are the error page.
 */
export async function paymentConfiguration(
  { context, locale }: CartRequest,
  token: string,
  paymentId: number,
): Promise<PaymentConfiguration | null> {
  const configuration = await shopApi(context, locale).get(
    `${shopPaths.order(token)}/payments/${paymentId}/configuration`,
    paymentConfigurationSchema,
  );
  return orNull(configuration);
}
