import type { Config } from '../../config';
import type { PaymentGateway } from './gateway';
import { sandboxGateway } from './sandbox/gateway';

/**
 * The app's card gateways by code, from the configuration: a gateway (and so its payment method)
 * exists only while its bank is configured. One set per app: the banks' token caches live in it.
 */
export function paymentGateways(config: Config): ReadonlyMap<string, PaymentGateway> {
  const gateways: PaymentGateway[] = [];
  if (config.SANDBOX_PAYMENTS) {
    gateways.push(sandboxGateway({ publicUrl: config.PUBLIC_URL, appSecret: config.APP_SECRET }));
  }
  // Bank of Georgia (bog/) and TBC (tbc/) are added here when configured.
  return new Map(gateways.map((gateway) => [gateway.code, gateway]));
}
