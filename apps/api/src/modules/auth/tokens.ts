import { createHash, hkdfSync, randomBytes } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import { UnauthorizedError } from '../../http/errors';

/**
 * Access tokens are HS256 JWTs (jose) signed with a key derived from APP_SECRET, so the secret
 * itself never signs anything and other uses of it stay independent. Refresh and recovery tokens
 * are 256-bit random strings that only exist hashed in the database.
 */

export interface AccessClaims {
  customerId: number;
  /** The login session (refresh-token family) the token belongs to. */
  sessionId: string;
}

export type AccessKey = Uint8Array;

export function accessTokenKey(appSecret: string): AccessKey {
  return new Uint8Array(hkdfSync('sha256', appSecret, 'sakhe', 'shop api access token', 32));
}

export async function signAccessToken(
  key: AccessKey,
  claims: AccessClaims,
  ttlSeconds: number,
  now: Date = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId, roles: ['ROLE_USER'] })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.customerId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(key);
}

const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);

/** LexikJWT's words: "Expired JWT Token" for an outdated token, "Invalid JWT Token" for anything else. */
export async function verifyAccessToken(key: AccessKey, token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'exp'],
    });
    const customerId = Number(payload.sub);
    if (!Number.isSafeInteger(customerId) || customerId < 1 || !isUuid(payload.sid)) {
      throw new UnauthorizedError('Invalid JWT Token');
    }
    return { customerId, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new UnauthorizedError('Expired JWT Token');
    throw new UnauthorizedError('Invalid JWT Token');
  }
}

/** 256 random bits, hex: refresh tokens and password-recovery tokens. */
export const newOpaqueToken = () => randomBytes(32).toString('hex');

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
