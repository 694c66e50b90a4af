import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords are hashed with argon2id (the library's default algorithm) at its default cost
 * (19 MiB, 2 passes), the OWASP baseline.
 */
export const hashPassword = (password: string): Promise<string> => hash(password);

// Checked against when there is no user, so a wrong e-mail costs as long as a wrong password.
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    decoy ??= hash('not a password of anyone');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
