import type { CheckoutState } from '@sakhe/contract';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_STEPS, currentStep, mapViolations, stepAllowed } from './checkout';

const ADDRESS_FIELDS = ['email', 'firstName', 'lastName', 'phoneNumber', 'provinceCode', 'street'];

describe('mapViolations', () => {
  it('puts address violations next to their fields and keeps the API wording', () => {
    const errors = mapViolations(
      [
        { propertyPath: 'email', message: 'Not a valid e-mail' },
        { propertyPath: 'billingAddress.firstName', message: 'This field is required' },
        { propertyPath: 'billingAddress.phoneNumber', message: 'Not a valid phone number' },
      ],
      ADDRESS_FIELDS,
      ['billingAddress', 'shippingAddress'],
    );
    expect(errors).toEqual({
      fields: {
        email: 'Not a valid e-mail',
        firstName: 'This field is required',
        phoneNumber: 'Not a valid phone number',
      },
      form: [],
    });
  });

  it('keeps the first message of a field when billing and shipping both complain', () => {
    const errors = mapViolations(
      [
        { propertyPath: 'billingAddress.street', message: 'Field must be at least 2 characters long' },
        { propertyPath: 'shippingAddress.street', message: 'This field is required' },
      ],
      ADDRESS_FIELDS,
      ['billingAddress', 'shippingAddress'],
    );
    expect(errors.fields).toEqual({ street: 'Field must be at least 2 characters long' });
  });

  it('shows whole-order violations and fields the form lacks above the form, once each', () => {
    const errors = mapViolations(
      [
        { propertyPath: '', message: 'An empty order cannot be completed.' },
        { propertyPath: 'billingAddress.countryCode', message: 'This value is not a valid country.' },
        { propertyPath: '', message: 'An empty order cannot be completed.' },
        { propertyPath: 'couponCode', message: 'The promo code is invalid' },
      ],
      ADDRESS_FIELDS,
      ['billingAddress'],
    );
    expect(errors.fields).toEqual({});
    expect(errors.form).toEqual([
      'An empty order cannot be completed.',
      'This value is not a valid country.',
      'The promo code is invalid',
    ]);
  });

  it('does not take a look-alike prefix for an address', () => {
    const errors = mapViolations(
      [{ propertyPath: 'billingAddressX.firstName', message: 'x' }],
      ADDRESS_FIELDS,
      ['billingAddress'],
    );
    expect(errors).toEqual({ fields: {}, form: ['x'] });
  });
});

describe('checkout steps', () => {
  const cases: Array<[CheckoutState, string]> = [
    ['cart', 'addressing'],
    ['addressed', 'shipment'],
    ['shipping_selected', 'payment'],
    ['shipping_skipped', 'payment'],
    ['payment_selected', 'complete'],
    ['payment_skipped', 'complete'],
  ];

  it.each(cases)('a cart in %s is at the %s step', (state, step) => {
    expect(currentStep(state)).toBe(step);
  });

  it('opens every step up to the current one, and none beyond', () => {
    expect(CHECKOUT_STEPS.filter((step) => stepAllowed(step, 'cart'))).toEqual(['addressing']);
    expect(CHECKOUT_STEPS.filter((step) => stepAllowed(step, 'addressed'))).toEqual([
      'addressing',
      'shipment',
    ]);
    expect(CHECKOUT_STEPS.filter((step) => stepAllowed(step, 'payment_selected'))).toEqual([
      ...CHECKOUT_STEPS,
    ]);
  });

  it('skips the payment step of an order with nothing to pay, and closes a placed order', () => {
    expect(stepAllowed('payment', 'payment_skipped')).toBe(false);
    expect(stepAllowed('complete', 'payment_skipped')).toBe(true);
    expect(CHECKOUT_STEPS.some((step) => stepAllowed(step, 'completed'))).toBe(false);
  });
});
