import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { CatalogLocale } from '@sakhe/contract';
import type { TwoFactorEnrollment } from '@sakhe/contract/admin';
import type { Database, Queryable } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import { refuse } from '../../i18n/violations';
import { recordAudit } from './audit';
import {
  type StaffRow,
  activateRecoveryCodes,
  advanceTotpStep,
  lockStaff,
  replaceRecoveryCodes,
  updateStaff,
  useRecoveryCode,
} from './queries';
import { type StaffKeys, openSecret, sealSecret } from './tokens';

/**
 * Two-factor sign-in (RFC 6238 TOTP, 30 s steps, 6 digits, SHA-1: what every authenticator app
 * reads from an otpauth URL) and one-time recovery codes. Enrolling hands out a secret that only
 * counts once a code of it is confirmed, so a half-done enrollment never locks anyone out.
 */

const ISSUER = 'sakhe';
const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: codes are read off paper. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** A step either side, for an authenticator's clock a little off. */
const TOLERANCE_SECONDS = 30;

const hashCode = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');

/** Spaces, dashes and case do not matter when a recovery code is typed. */
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

const isTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

export async function enrollTwoFactor(
  db: Database,
  keys: StaffKeys,
  staffId: number,
  locale: CatalogLocale,
): Promise<TwoFactorEnrollment> {
  const secret = generateSecret();
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const staff = await db.transaction(async (tx) => {
    const row = await lockStaff(tx, staffId);
    if (!row) throw new NotFoundError();
    if (row.totpSecret !== null) {
      refuse(locale, '', 'twoFactorAlreadyOn');
    }
    await updateStaff(tx, staffId, { totpPendingSecret: sealSecret(keys, secret) });
    await replaceRecoveryCodes(
      tx,
      staffId,
      recoveryCodes.map((code) => hashCode(normalizeRecoveryCode(code))),
    );
    return row;
  });
  const otpauthUrl = generateURI({ issuer: ISSUER, label: staff.email, secret });
  return { secret, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl), recoveryCodes };
}

/** The first code of the new secret turns two-factor on, with the recovery codes handed out with it. */
export async function confirmTwoFactor(
  db: Database,
  keys: StaffKeys,
  staffId: number,
  code: string,
  locale: CatalogLocale,
): Promise<StaffRow> {
  return db.transaction(async (tx) => {
    const row = await lockStaff(tx, staffId);
    if (!row || row.totpPendingSecret === null) {
      refuse(locale, 'code', 'twoFactorNoEnrollment');
    }
    const step = isTotpCode(code) ? await matchingStep(keys, row.totpPendingSecret, code, null) : null;
    if (step === null) refuse(locale, 'code', 'twoFactorCodeInvalid');
    const updated = await updateStaff(tx, staffId, {
      totpSecret: row.totpPendingSecret,
      totpPendingSecret: null,
      totpLastStep: step,
    });
    await activateRecoveryCodes(tx, staffId);
    await recordAudit(tx, {
      staffId,
      action: 'two-factor.enable',
      entityType: 'administrator',
      entityId: staffId,
      before: { twoFactorEnabled: false },
      after: { twoFactorEnabled: true },
    });
    return updated ?? row;
  });
}

/** The time step of the code, if it is one of the sealed secret's and later than `lastStep`. */
async function matchingStep(
  keys: StaffKeys,
  sealedSecret: string,
  code: string,
  lastStep: number | null,
): Promise<number | null> {
  try {
    const result = await verify({
      // A secret sealed under another APP_SECRET does not open: no code matches (the member signs in
      // with a recovery code, or an owner turns their two-factor off), rather than a 500.
      secret: openSecret(keys, sealedSecret),
      token: code.replace(/\s/g, ''),
      epochTolerance: TOLERANCE_SECONDS,
      ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null; // a malformed code or a secret that does not open is simply not a match
  }
}

/**
 * A sign-in's second factor: the authenticator's current code (each good once) or an unused
 * recovery code (used up now). Runs in the sign-in's transaction.
 */
export async function checkSecondFactor(
  db: Queryable,
  keys: StaffKeys,
  staff: StaffRow,
  code: string,
): Promise<boolean> {
  if (staff.totpSecret === null) return false;
  if (isTotpCode(code)) {
    const step = await matchingStep(keys, staff.totpSecret, code, staff.totpLastStep);
    return step !== null && advanceTotpStep(db, staff.id, step);
  }
  const normalized = normalizeRecoveryCode(code);
  if (normalized.length !== 10) return false;
  return useRecoveryCode(db, staff.id, hashCode(normalized), new Date());
}
