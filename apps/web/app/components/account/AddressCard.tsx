import type { Address } from '@sakhe/contract';
import { Form } from 'react-router';
import { LocalizedLink } from '../LocalizedLink';
import { DeleteAddress } from './DeleteAddress';
import { useT } from '../../lib/i18n/i18n';
import { formatPhone } from '@sakhe/contract/phone-format';

interface AddressCardProps {
  address: Address;
  cityName: string;
  isDefault: boolean;
  confirmingDelete: boolean;
  busy: boolean;
}

const action = 'inline-flex min-h-10 items-center rounded-full px-2 text-sm font-medium';

/** One address of the book, the default one marked, with edit, make-default and delete. */
export function AddressCard({ address, cityName, isDefault, confirmingDelete, busy }: AddressCardProps) {
  const t = useT();
  const name = `${address.firstName} ${address.lastName}`;
  const summary = `${name}, ${address.street}, ${cityName}`;
  return (
    <li
      data-address={address.id}
      data-default={isDefault || undefined}
      className={`grid gap-3 rounded-2xl border p-4 ${isDefault ? 'border-accent' : 'border-line'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <address className="not-italic text-ink">
          <span className="block font-medium">{name}</span>
          <span className="block">{address.street}</span>
          <span className="block">{cityName}</span>
          {address.phoneNumber && (
            <span className="block text-ink-muted">{formatPhone(address.phoneNumber)}</span>
          )}
        </address>
        {isDefault && (
          <span className="rounded-full bg-accent-soft px-3 py-1 text-xs font-medium text-accent-strong">
            {t('account.addresses.default')}
          </span>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <LocalizedLink to={`/user/addresses?edit=${address.id}`} className={`${action} text-accent`}>
          {t('account.addresses.edit')}
          <span className="sr-only">: {summary}</span>
        </LocalizedLink>
        {!isDefault && (
          <Form method="post">
            <input type="hidden" name="intent" value="default" />
            <input type="hidden" name="id" value={address.id} />
            <button type="submit" disabled={busy} className={`${action} text-ink hover:text-accent`}>
              {t('account.addresses.makeDefault')}
              <span className="sr-only">: {summary}</span>
            </button>
          </Form>
        )}
        <DeleteAddress id={address.id} summary={summary} confirming={confirmingDelete} />
      </div>
    </li>
  );
}
