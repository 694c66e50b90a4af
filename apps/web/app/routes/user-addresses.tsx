import type { Address } from '@sakhe/contract';
import { data, useNavigation } from 'react-router';
import { Notice } from '../components/account/AccountCard';
import { AddressCard } from '../components/account/AddressCard';
import { AddressForm } from '../components/account/AddressForm';
import { FormAlert } from '../components/checkout/FormAlert';
import { LocalizedLink } from '../components/LocalizedLink';
import {
  addressFieldOf,
  addressBookValues,
  addressId,
  addressNotice,
  addressPanel,
  EMPTY_ADDRESS,
  type AddressBookField,
  type AddressBookValues,
  type AddressNotice,
} from '../lib/account/addresses';
import {
  accountHeaders,
  accountRedirect,
  loadAddresses,
  loadCustomer,
  requireCustomer,
  customerData,
  loggedOut,
  type AccountRequest,
} from '../lib/account/account.server';
import { shopApi, violationsOf } from '../lib/api/client.server';
import { PRIVATE_NO_STORE } from '../lib/cart/cart.server';
import { loadCities } from '../lib/checkout/checkout.server';
import { requireLocale } from '../lib/http/route-params';
import type { Route } from './+types/user-addresses';
import { useT } from '../lib/i18n/i18n';
import { readForm } from '../lib/http/form.server';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const input = { context, request, locale: requireLocale(params.lang) };
  const customerId = await requireCustomer(input);
  const [customer, addresses, cities] = await Promise.all([
    loadCustomer(input, customerId),
    loadAddresses(input),
    loadCities(input),
  ]);
  const search = new URL(request.url).searchParams;
  return data(
    {
      addresses: (await customerData(input, addresses))['hydra:member'],
      defaultAddress: (await customerData(input, customer)).defaultAddress,
      cities,
      panel: addressPanel(search),
      notice: addressNotice(search.get('notice')),
    },
    { headers: await accountHeaders(input) },
  );
}

const notify = (input: AccountRequest, notice: AddressNotice) =>
  accountRedirect(input, `/user/addresses?notice=${notice}`);

async function saveAddress(input: AccountRequest, form: FormData) {
  const id = addressId(form.get('id'));
  const values: AddressBookValues = {
    firstName: String(form.get('firstName') ?? '').trim(),
    lastName: String(form.get('lastName') ?? '').trim(),
    phoneNumber: String(form.get('phoneNumber') ?? '').trim(),
    provinceCode: String(form.get('provinceCode') ?? '').trim(),
    street: String(form.get('street') ?? '').trim(),
  };
  // The API checks every field (Georgian phones, GE cities) and words its messages in the page's language.
  const api = shopApi(input.context, input.locale);
  const address = { ...values, countryCode: 'GE' };
  const result = await (id ? api.put(`addresses/${id}`, address) : api.post('addresses', address));
  if (result.ok) return notify(input, 'saved');
  if (result.problem.status === 401) return loggedOut(input);
  const fields: Partial<Record<AddressBookField, string>> = {};
  for (const { propertyPath, message } of violationsOf(result.problem)) {
    const field = addressFieldOf(propertyPath);
    if (field) fields[field] ??= message;
  }
  const failed = Object.keys(fields).length === 0;
  return data({ id, values, fields, failed }, { status: 422, headers: await accountHeaders(input) });
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const input = { context, request, locale: requireLocale(params.lang) };
  const customerId = await requireCustomer(input);
  const form = await readForm(request);
  const intent = form.get('intent');
  if (intent === 'save') return saveAddress(input, form);
  const id = addressId(form.get('id'));
  if (id === null) return notify(input, 'failed');
  if (intent === 'delete') {
    const result = await shopApi(context, input.locale).delete(`addresses/${id}`);
    return notify(input, result.ok ? 'deleted' : 'failed');
  }
  if (intent === 'default') {
    const result = await shopApi(context, input.locale).put(`customers/${customerId}`, {
      defaultAddress: `/api/v2/shop/addresses/${id}`,
    });
    return notify(input, result.ok ? 'defaultUpdated' : 'defaultFailed');
  }
  return notify(input, 'failed');
}

export function headers() {
  return { 'Cache-Control': PRIVATE_NO_STORE };
}

export default function UserAddresses({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const { addresses, defaultAddress, cities, panel, notice } = loaderData;
  const cityName = (address: Address) =>
    cities.find((city) => city.code === address.provinceCode)?.name ?? address.city;
  const editing = panel.kind === 'edit' ? addresses.find((address) => address.id === panel.id) : undefined;
  const showForm = actionData !== undefined || panel.kind === 'add' || editing !== undefined;
  const formId = actionData ? (actionData.id ?? undefined) : editing?.id;
  const formValues = actionData?.values ?? (editing ? addressBookValues(editing) : EMPTY_ADDRESS);
  const failedNotice = notice === 'defaultFailed' || notice === 'failed';

  return (
    <section aria-labelledby="addresses-heading" className="grid max-w-3xl gap-5">
      <title>{t('account.title.addresses')}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="addresses-heading" className="text-2xl font-semibold text-ink">
          {t('account.title.addresses')}
        </h1>
        {!showForm && (
          <LocalizedLink
            to="/user/addresses?add"
            className="inline-flex min-h-11 items-center rounded-full bg-accent px-5 font-medium text-white hover:bg-accent-strong"
          >
            {t('account.addresses.add')}
          </LocalizedLink>
        )}
      </div>
      {notice && !failedNotice && !showForm && <Notice>{t(`account.addresses.${notice}`)}</Notice>}
      {failedNotice && !showForm && <FormAlert messages={[t(`account.addresses.${notice}`)]} />}
      {showForm && (
        <AddressForm
          key={formId ?? 'new'}
          id={formId}
          values={formValues}
          fields={actionData?.fields ?? {}}
          failed={actionData?.failed ?? false}
          cities={cities}
          busy={busy}
        />
      )}
      {addresses.length === 0 ? (
        <p className="text-ink-muted">{t('account.addresses.empty')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              cityName={cityName(address)}
              isDefault={address['@id'] === defaultAddress}
              confirmingDelete={panel.kind === 'delete' && panel.id === address.id}
              busy={busy}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
