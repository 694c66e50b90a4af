import { CityField } from '../checkout/CityField';
import { Form } from 'react-router';
import type { AddressBookValues } from '../../lib/account/addresses';
import { FormAlert } from '../checkout/FormAlert';
import { TextField } from '../checkout/TextField';
import { LocalizedLink } from '../LocalizedLink';
import { primaryButton } from './AccountCard';
import { useT } from '../../lib/i18n/i18n';

interface AddressFormProps {
  /** The address being edited; none for a new one. */
  id?: number | undefined;
  values: AddressBookValues;
  fields: Partial<Record<keyof AddressBookValues, string>>;
  failed: boolean;
  cities: ReadonlyArray<{ code: string; name: string }>;
  busy: boolean;
}

/** Add or edit an address of the book: name, phone, a Georgian city and the street (country GE). */
export function AddressForm({ id, values, fields, failed, cities, busy }: AddressFormProps) {
  const t = useT();
  const headingId = 'address-form-heading';
  return (
    <Form
      method="post"
      noValidate
      aria-labelledby={headingId}
      className="grid gap-4 rounded-2xl border border-line p-5"
    >
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {t(id ? 'account.addresses.editHeading' : 'account.addresses.add')}
      </h2>
      <input type="hidden" name="intent" value="save" />
      {id && <input type="hidden" name="id" value={id} />}
      <FormAlert messages={failed ? [t('account.addresses.failed')] : []} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="firstName"
          autoComplete="given-name"
          label={t('account.fields.firstName')}
          defaultValue={values.firstName}
          error={fields.firstName}
        />
        <TextField
          name="lastName"
          autoComplete="family-name"
          label={t('account.fields.lastName')}
          defaultValue={values.lastName}
          error={fields.lastName}
        />
      </div>
      <TextField
        name="phoneNumber"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        label={t('account.fields.phoneNumber')}
        defaultValue={values.phoneNumber}
        error={fields.phoneNumber}
      />
      <CityField
        id="address-city"
        name="provinceCode"
        label={t('account.fields.city')}
        placeholder={t('account.fields.chooseCity')}
        cities={cities}
        defaultValue={values.provinceCode}
        error={fields.provinceCode}
      />
      <TextField
        name="street"
        autoComplete="street-address"
        label={t('account.fields.street')}
        defaultValue={values.street}
        error={fields.street}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={primaryButton}>
          {t('account.addresses.save')}
        </button>
        <LocalizedLink
          to="/user/addresses"
          className="inline-flex min-h-11 items-center rounded-full border border-line px-6 font-medium text-ink hover:border-ink"
        >
          {t('account.addresses.cancel')}
        </LocalizedLink>
      </div>
    </Form>
  );
}
