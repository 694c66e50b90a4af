import { type Config, readPublicKey } from '../../config';
import { bogGateway } from './bog/gateway';
import type { PaymentGateway } from './gateway';
import { sandboxGateway } from './sandbox/gateway';
import { tbcGateway } from './tbc/gateway';

/**
 * The app's card gateways by code, from the configuration: a gateway (and so its payment method)
 * exists only while its bank is configured. One set per app: the banks' token caches live in it.
 */
export function paymentGateways(config: Config): ReadonlyMap<string, PaymentGateway> {
  const gateways: PaymentGateway[] = [];
  if (config.SANDBOX_PAYMENTS) {
    gateways.push(sandboxGateway({ publicUrl: config.PUBLIC_URL, appSecret: config.APP_SECRET }));
  }
  const bogKey = config.BOG_PUBLIC_KEY === undefined ? null : readPublicKey(config.BOG_PUBLIC_KEY);
  if (config.BOG_CLIENT_ID && config.BOG_CLIENT_SECRET && bogKey) {
    gateways.push(
      bogGateway({
        clientId: config.BOG_CLIENT_ID,
        clientSecret: config.BOG_CLIENT_SECRET,
        publicKey: bogKey,
        apiUrl: config.BOG_API_URL.replace(/\/+$/, ''),
        oauthUrl: config.BOG_OAUTH_URL,
        publicUrl: config.PUBLIC_URL,
        timeoutMs: config.BOG_TIMEOUT_MS,
      }),
    );
  }
  if (config.TBC_API_KEY && config.TBC_CLIENT_ID && config.TBC_CLIENT_SECRET) {
    gateways.push(
      tbcGateway({
        apiKey: config.TBC_API_KEY,
        clientId: config.TBC_CLIENT_ID,
        clientSecret: config.TBC_CLIENT_SECRET,
        apiUrl: config.TBC_API_URL,
        publicUrl: config.PUBLIC_URL,
        installments: config.TBC_INSTALLMENTS,
        timeoutMs: config.TBC_TIMEOUT_MS,
      }),
    );
  }
  return new Map(gateways.map((gateway) => [gateway.code, gateway]));
}
