import type { Destination, ShippingMethodDefinition } from './definitions';

/**
 * Before the shopper gives an address, the cart shows what delivery in Tbilisi (where most orders
 * go and the shop is) would cost; addressing then re-selects and re-prices for the real city.
 */
export const ESTIMATE_DESTINATION: Destination = { provinceCode: 'GE-TBS', regionCode: 'GE-TB' };

/** The fee, or null when the method does not deliver to `destination`. */
export function shippingFee(method: ShippingMethodDefinition, destination: Destination): number | null {
  if (!method.enabled || !inZone(method, destination)) return null;
  if (method.calculator === 'flat_rate') return method.configuration.amount;
  const byRegion = destination.regionCode ? method.configuration.rates[destination.regionCode] : undefined;
  return byRegion ?? method.configuration.defaultAmount;
}

function inZone({ zone }: ShippingMethodDefinition, destination: Destination): boolean {
  if (zone.provinces && !zone.provinces.includes(destination.provinceCode)) return false;
  return !zone.excludedProvinces?.includes(destination.provinceCode);
}

export interface PricedMethod {
  method: ShippingMethodDefinition;
  price: number;
}

/** The methods that deliver to `destination`, by position, each with its fee. */
export function eligibleMethods(
  methods: readonly ShippingMethodDefinition[],
  destination: Destination,
): PricedMethod[] {
  return [...methods]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .flatMap((method) => {
      const price = shippingFee(method, destination);
      return price === null ? [] : [{ method, price }];
    });
}
