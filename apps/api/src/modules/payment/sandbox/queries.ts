import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { paymentSandboxForms } from '../../../db/schema';

export async function insertFormToken(
  db: Queryable,
  row: { nonce: string; paymentId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(paymentSandboxForms).values(row);
}

/** Marks the token used if it is this payment's, unused and unexpired; true for the one request that wins. */
export async function consumeFormToken(
  db: Queryable,
  { nonce, paymentId, now }: { nonce: string; paymentId: number; now: Date },
): Promise<boolean> {
  const used = await db
    .update(paymentSandboxForms)
    .set({ usedAt: now })
    .where(
      and(
        eq(paymentSandboxForms.nonce, nonce),
        eq(paymentSandboxForms.paymentId, paymentId),
        isNull(paymentSandboxForms.usedAt),
        gt(paymentSandboxForms.expiresAt, now),
      ),
    )
    .returning({ nonce: paymentSandboxForms.nonce });
  return used.length === 1;
}

/** Expired tokens are of no use, not even to tell a replay (an expired token is refused by its own expiry). */
export async function deleteExpiredFormTokens(db: Queryable, now: Date): Promise<void> {
  await db.delete(paymentSandboxForms).where(lt(paymentSandboxForms.expiresAt, now));
}
