import { CityField } from '../components/checkout/CityField';
import { EMAIL_OF_REGISTERED_CUSTOMER } from '@sakhe/contract';
import { useRef, useState } from 'react';
import { data, Form, useNavigation } from 'react-router';
import { LoginForm } from '../components/account/LoginForm';
import { FormAlert } from '../components/checkout/FormAlert';
import { SavedAddresses } from '../components/checkout/SavedAddresses';
import { StepActions } from '../components/checkout/StepActions';
import { TextField } from '../components/checkout/TextField';
import { addressBookValues, addressId, addressIdOfIri } from '../lib/account/addresses';
import { loadShopper } from '../lib/account/account.server';
import { mapViolations, NO_ERRORS } from '../lib/checkout/checkout';
import {
  ADDRESS_FIELDS,
  addressValues,
  loadCities,
  nextStepRedirect,
  requireCheckoutCart,
  saveAddress,
  type AddressValues,
} from '../lib/checkout/checkout.server';
import { requireLocale } from '../lib/http/route-params';
import { violationsOf } from '../lib/api/client.server';
import type { Route } from './+types/checkout-addressing';
import { useT } from '../lib/i18n/i18n';
import { readForm } from '../lib/http/form.server';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang);
  const input = { context, request, locale };
  const [{ cart }, cities, shopper] = await Promise.all([
    requireCheckoutCart(input, 'addressing'),
    loadCities(input),
    loadShopper(input),
  ]);
  const addresses = shopper?.addresses ?? [];
  const defaultId = addressIdOfIri(shopper?.customer.defaultAddress);
  // `?address=<id>` is a saved address chosen without JavaScript; a cart not addressed yet starts
  // from the default one.
  const asked = addressId(new URL(request.url).searchParams.get('address'));
  const chosen =
    addresses.find((address) => address.id === asked) ??
    (cart.billingAddress ? undefined : addresses.find((address) => address.id === defaultId));
  const profile = shopper?.customer;
  const address = cart.billingAddress;
  const saved: AddressValues = {
    email: cart.email ?? profile?.email ?? '',
    ...(chosen
      ? addressBookValues(chosen)
      : {
          firstName: address?.firstName ?? profile?.firstName ?? '',
          lastName: address?.lastName ?? profile?.lastName ?? '',
          phoneNumber: address?.phoneNumber ?? profile?.phoneNumber ?? '',
          provinceCode: address?.provinceCode ?? '',
          street: address?.street ?? '',
        }),
  };
  return {
    cities,
    saved,
    addresses,
    defaultId,
    chosenId: chosen?.id ?? null,
    // The API keeps a logged-in customer's cart on the account's e-mail (api-contract §6.3).
    emailLocked: shopper !== null,
  };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const locale = requireLocale(params.lang);
  const input = { context, request, locale };
  const { cart, headers } = await requireCheckoutCart(input, 'addressing');
  const values = addressValues(await readForm(request));
  const result = await saveAddress(input, cart, values);
  if (result.ok) return nextStepRedirect(result.data, input, headers);
  const violations = violationsOf(result.problem);
  const errors = mapViolations(violations, ADDRESS_FIELDS, ['billingAddress', 'shippingAddress']);
  // A returning customer typed her own e-mail as a guest: the page offers to log in right there.
  const registeredEmail = violations.some(
    (violation) => violation.propertyPath === 'email' && violation.code === EMAIL_OF_REGISTERED_CUSTOMER,
  );
  return data({ errors, values, registeredEmail }, { status: 422, headers });
}

/** Lazily, on the first edit of the phone: the contract's Georgian phone rule, the one the API applies. */
function usePhoneCheck() {
  const [invalid, setInvalid] = useState(false);
  const check = (value: string) => {
    if (value.trim() === '') return setInvalid(false);
    void import('../../../../packages/contract/src/checkout').then(({ isValidPhoneNumber }) =>
      setInvalid(!isValidPhoneNumber(value)),
    );
  };
  return { invalid, check };
}

export default function Addressing({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { cities, saved, addresses, defaultId, chosenId, emailLocked } = loaderData;
  // A saved address picked here fills the form until the next submit shows what was sent.
  const [picked, setPicked] = useState<{ id: number; after: typeof actionData } | null>(null);
  const pick = picked !== null && picked.after === actionData ? picked.id : null;
  const pickedAddress = addresses.find((address) => address.id === pick);
  const values = pickedAddress
    ? { ...(actionData?.values ?? saved), ...addressBookValues(pickedAddress) }
    : (actionData?.values ?? saved);
  const errors = pickedAddress ? NO_ERRORS : (actionData?.errors ?? NO_ERRORS);
  const busy = useNavigation().state === 'submitting';
  const phone = usePhoneCheck();
  const fieldError = (name: keyof AddressValues) => errors.fields[name];
  const phoneError =
    fieldError('phoneNumber') ?? (phone.invalid ? t('checkout.rules.phoneNumber') : undefined);
  const cityError = fieldError('provinceCode');

  const form = useRef<HTMLFormElement>(null);
  return (
    <>
      {actionData?.registeredEmail && !emailLocked && (
        <section
          aria-labelledby="checkout-login-heading"
          className="mb-6 grid gap-3 rounded-2xl border border-accent/30 bg-accent-soft/40 p-5"
        >
          <h2 id="checkout-login-heading" className="text-lg font-semibold text-ink">
            {t('checkout.address.loginHeading')}
          </h2>
          <p className="text-sm text-ink-muted">{t('checkout.address.loginIntro')}</p>
          {/* Logged in, the address form is sent again as it stands: the cart joined the account. */}
          <LoginForm defaultEmail={values.email} onLoggedIn={() => form.current?.requestSubmit()} />
        </section>
      )}
      <Form ref={form} method="post" noValidate className="grid gap-5" aria-labelledby="addressing-heading">
        <h2 id="addressing-heading" className="text-xl font-semibold text-ink">
          {t('checkout.steps.addressing')}
        </h2>
        <FormAlert
          title={Object.keys(errors.fields).length > 0 ? t('checkout.fixFields') : undefined}
          messages={errors.form}
        />
        <TextField
          name="email"
          type="email"
          label={t('checkout.address.email')}
          hint={t(emailLocked ? 'checkout.address.emailAccount' : 'checkout.address.emailHint')}
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          aria-required="true"
          readOnly={emailLocked}
          defaultValue={values.email}
          error={fieldError('email')}
        />
        {addresses.length > 0 && (
          <SavedAddresses
            addresses={addresses}
            cities={cities}
            defaultId={defaultId}
            selectedId={pick ?? (actionData ? null : chosenId)}
            onChoose={(id) => setPicked({ id, after: actionData })}
          />
        )}
        <div key={pick ?? 'form'} className="grid gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              name="firstName"
              label={t('checkout.address.firstName')}
              autoComplete="given-name"
              maxLength={255}
              aria-required="true"
              defaultValue={values.firstName}
              error={fieldError('firstName')}
            />
            <TextField
              name="lastName"
              label={t('checkout.address.lastName')}
              autoComplete="family-name"
              maxLength={255}
              aria-required="true"
              defaultValue={values.lastName}
              error={fieldError('lastName')}
            />
          </div>
          <TextField
            name="phoneNumber"
            type="tel"
            label={t('checkout.address.phoneNumber')}
            hint={t('checkout.address.phoneHint')}
            autoComplete="tel-national"
            inputMode="tel"
            maxLength={32}
            aria-required="true"
            defaultValue={values.phoneNumber}
            onBlur={(event) => phone.check(event.currentTarget.value)}
            onChange={() => phone.invalid && phone.check('')}
            error={phoneError}
          />
          <CityField
            id="provinceCode"
            name="provinceCode"
            label={t('checkout.address.city')}
            placeholder={t('checkout.address.cityPlaceholder')}
            cities={cities}
            defaultValue={values.provinceCode}
            error={cityError}
            required
          />
          <TextField
            name="street"
            label={t('checkout.address.street')}
            hint={t('checkout.address.streetHint')}
            autoComplete="street-address"
            maxLength={255}
            aria-required="true"
            defaultValue={values.street}
            error={fieldError('street')}
          />
        </div>
        <StepActions back="cart" busy={busy} submitLabel={t('checkout.continue')} />
      </Form>
    </>
  );
}
