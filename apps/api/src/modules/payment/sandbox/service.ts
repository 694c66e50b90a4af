import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../../db/client';
import { consumeFormToken, deleteExpiredFormTokens, insertFormToken } from './queries';

/**
 * The sandbox page's form token: an outcome is accepted only from the page's own form, once.
 * `<nonce>.<expiry>.<hmac>`: the HMAC (a key derived from APP_SECRET) binds it to one payment and
 * its gateway handle, so a token is worth nothing for another payment and cannot be made up; the
 * nonce is stored and marked used by the one request that wins, so a copied or replayed POST fails.
 */
const FORM_TOKEN_TTL_MS = 30 * 60 * 1000;

interface FormBinding {
  appSecret: string;
  paymentId: number;
  gatewayToken: string;
  now?: Date;
}

const formKey = (appSecret: string) =>
  createHmac('sha256', appSecret).update('payment-sandbox-form/v1').digest();

const mac = (appSecret: string, paymentId: number, gatewayToken: string, nonce: string, expires: number) =>
  createHmac('sha256', formKey(appSecret))
    .update(`${paymentId}.${gatewayToken}.${nonce}.${expires}`)
    .digest();

export async function issueFormToken(db: Database, binding: FormBinding): Promise<string> {
  const now = binding.now ?? new Date();
  const nonce = randomBytes(16).toString('base64url');
  const expires = Math.floor((now.getTime() + FORM_TOKEN_TTL_MS) / 1000);
  await deleteExpiredFormTokens(db, now);
  await insertFormToken(db, { nonce, paymentId: binding.paymentId, expiresAt: new Date(expires * 1000) });
  const signature = mac(binding.appSecret, binding.paymentId, binding.gatewayToken, nonce, expires);
  return `${nonce}.${expires}.${signature.toString('base64url')}`;
}

/** Whether the token is this payment's, genuine, unexpired and unused; using it spends it. */
export async function spendFormToken(
  db: Database,
  binding: FormBinding & { token: string | undefined },
): Promise<boolean> {
  const now = binding.now ?? new Date();
  const match = /^([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(binding.token ?? '');
  if (!match) return false;
  const [, nonce = '', expiresText = '', given = ''] = match;
  const expires = Number(expiresText);
  const expected = mac(binding.appSecret, binding.paymentId, binding.gatewayToken, nonce, expires);
  const provided = Buffer.from(given, 'base64url');
  if (provided.length !== expected.length || !timingSafeEqual(provided, expected)) return false;
  if (expires * 1000 <= now.getTime()) return false;
  return consumeFormToken(db, { nonce, paymentId: binding.paymentId, now });
}
