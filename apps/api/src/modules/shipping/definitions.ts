import { z } from 'zod';

/**
 * How a shipping method prices and where it delivers, as stored in shipping_methods
 * (calculator + configuration, zone). Parsed on load so a bad row fails loudly, not silently.
 */
const amount = z.number().int().nonnegative();

const flatRateConfiguration = z.object({ amount });
const regionRateConfiguration = z.object({
  /** Fee by region code (provinces.region, e.g. GE-IM). */
  rates: z.record(z.string(), amount),
  /** Fee for a city whose region has no rate; null: the method does not deliver there. */
  defaultAmount: amount.nullable(),
});

export const shippingZone = z.object({
  /** Only these cities (GE-XXX); absent: anywhere. */
  provinces: z.array(z.string()).optional(),
  excludedProvinces: z.array(z.string()).optional(),
});
type ShippingZone = z.infer<typeof shippingZone>;

export type ShippingCalculator =
  | { calculator: 'flat_rate'; configuration: z.infer<typeof flatRateConfiguration> }
  | { calculator: 'region_rate'; configuration: z.infer<typeof regionRateConfiguration> };

export type ShippingMethodDefinition = ShippingCalculator & {
  id: number;
  code: string;
  position: number;
  enabled: boolean;
  name: string;
  description: string | null;
  zone: ShippingZone;
};

export function parseCalculator(calculator: string, configuration: unknown): ShippingCalculator {
  switch (calculator) {
    case 'flat_rate':
      return { calculator, configuration: flatRateConfiguration.parse(configuration) };
    case 'region_rate':
      return { calculator, configuration: regionRateConfiguration.parse(configuration) };
    default:
      throw new Error(`Unknown shipping calculator: ${calculator}`);
  }
}

/** Where a shipment goes: the city (province) of the shipping address and its region. */
export interface Destination {
  provinceCode: string;
  regionCode: string | null;
}
