import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import type { StaffRole } from '@sakhe/contract/admin';
import { UnauthorizedError } from '../../http/errors';

/**
 * Staff access tokens are HS256 JWTs like the shop's, but signed with a key of their own (derived
 * from APP_SECRET with another label) and carrying the Admin API's issuer and audience, both
 * required: a customer's token fails the admin's check and a staff token the shop's, whatever the
 * e-mail behind them.
 */

const ISSUER = 'sakhe';
const AUDIENCE = 'sakhe-admin-api';

export interface StaffClaims {
  staffId: number;
  sessionId: string;
}

export interface StaffKeys {
  access: Uint8Array;
  /** AES-256-GCM key for TOTP secrets at rest. */
  secrets: Buffer;
  /**
   * Tokens this key's check passed, with their claims, until they expire: every Admin API request
   * carries one, and checking an HS256 signature through WebCrypto took a tenth of a list request's
   * time (bench, admin: orders list). Only the signature check is kept; the session behind the token
   * is looked up on every request (authenticateStaff), so a revoked session or a demoted member is
   * refused at once.
   */
  verified: LRUCache<string, StaffClaims>;
}

export function staffKeys(appSecret: string): StaffKeys {
  return {
    access: new Uint8Array(hkdfSync('sha256', appSecret, 'sakhe', 'admin api access token', 32)),
    secrets: Buffer.from(hkdfSync('sha256', appSecret, 'sakhe', 'staff totp secrets', 32)),
    verified: new LRUCache({ max: 10_000 }),
  };
}

export async function signStaffToken(
  keys: StaffKeys,
  claims: StaffClaims & { role: StaffRole },
  ttlSeconds: number,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId, roles: ['ROLE_ADMINISTRATION_ACCESS'], role: claims.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(String(claims.staffId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(keys.access);
}

const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);

export async function verifyStaffToken(keys: StaffKeys, token: string): Promise<StaffClaims> {
  const known = keys.verified.get(token);
  if (known) return known;
  try {
    const { payload } = await jwtVerify(token, keys.access, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp', 'iss', 'aud'],
    });
    const staffId = Number(payload.sub);
    if (!Number.isSafeInteger(staffId) || staffId < 1 || !isUuid(payload.sid)) {
      throw new UnauthorizedError('Invalid JWT Token');
    }
    const claims = { staffId, sessionId: payload.sid };
    const ttl = (payload.exp as number) * 1000 - Date.now();
    if (ttl > 0) keys.verified.set(token, claims, { ttl });
    return claims;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new UnauthorizedError('Expired JWT Token');
    throw new UnauthorizedError('Invalid JWT Token');
  }
}

/** `iv.tag.ciphertext`, base64url: the TOTP secret is needed in clear to check codes, so it is encrypted, not hashed. */
export function sealSecret(keys: StaffKeys, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.secrets, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function openSecret(keys: StaffKeys, sealed: string): string {
  const [iv = '', tag = '', data = ''] = sealed.split('.');
  const decipher = createDecipheriv('aes-256-gcm', keys.secrets, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
