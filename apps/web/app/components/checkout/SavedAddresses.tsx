import type { Address } from '@sakhe/contract';
import { Check } from 'lucide-react';
import { LocalizedLink } from '../LocalizedLink';
import { useT } from '../../lib/i18n/i18n';
import { formatPhone } from '@sakhe/contract/phone-format';

interface SavedAddressesProps {
  addresses: Address[];
  cities: ReadonlyArray<{ code: string; name: string }>;
  defaultId: number | null;
  selectedId: number | null;
  onChoose: (id: number) => void;
}

/**
 * A logged-in customer's address book at the address step: choosing one fills the form. Each is a
 * link to the step with `?address=<id>`, which is how it works without JavaScript; with it, the form
 * is filled in place.
 */
export function SavedAddresses({ addresses, cities, defaultId, selectedId, onChoose }: SavedAddressesProps) {
  const t = useT();
  const cityName = (address: Address) =>
    cities.find((city) => city.code === address.provinceCode)?.name ?? address.city;
  return (
    <section aria-labelledby="saved-addresses" className="grid gap-2">
      <h3 id="saved-addresses" className="text-sm font-medium text-ink">
        {t('checkout.address.saved')}
      </h3>
      <ul className="grid gap-2 sm:grid-cols-2">
        {addresses.map((address) => {
          const selected = address.id === selectedId;
          return (
            <li key={address.id}>
              <LocalizedLink
                to={`/checkout/addressing?address=${address.id}`}
                replace
                preventScrollReset
                aria-current={selected ? 'true' : undefined}
                data-saved-address={address.id}
                onClick={(event) => {
                  event.preventDefault();
                  onChoose(address.id);
                }}
                className="flex h-full items-start gap-3 rounded-xl border border-line p-3 text-sm text-ink hover:border-ink aria-[current=true]:border-accent aria-[current=true]:bg-accent/5"
              >
                <span
                  aria-hidden="true"
                  className={`mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full border ${selected ? 'border-accent bg-accent text-white' : 'border-line'}`}
                >
                  {selected && <Check className="size-3.5" strokeWidth={3} />}
                </span>
                <span className="grid min-w-0 gap-0.5">
                  <span className="font-medium">
                    {address.firstName} {address.lastName}
                  </span>
                  <span>{address.street}</span>
                  <span>{cityName(address)}</span>
                  {address.phoneNumber && (
                    <span className="text-ink-muted">{formatPhone(address.phoneNumber)}</span>
                  )}
                  {address.id === defaultId && (
                    <span className="text-xs font-medium text-accent">{t('account.addresses.default')}</span>
                  )}
                </span>
              </LocalizedLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
