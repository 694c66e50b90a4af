import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { latinSlug } from './slug';

/**
 * A content-addressed name, `ab/cd/<name>-<hash>.<ext>`: the same picture is stored once, and
 * re-imports and re-seeds find the same path. The two folder levels keep directories small.
 */
export function hashedName(content: Buffer, name: string, extension: string): string {
  const hash = createHash('sha256').update(content).digest('hex');
  const stem = latinSlug(name).slice(0, 80) || 'image';
  return `${hash.slice(0, 2)}/${hash.slice(2, 4)}/${stem}-${hash.slice(4, 12)}.${extension}`;
}

/** Writes a file under `root` unless it is already there; via rename, so no half-written file is ever visible. */
export async function writeOnce(root: string, path: string, content: Buffer): Promise<boolean> {
  const target = join(root, path);
  if (
    await stat(target).then(
      (s) => s.isFile(),
      () => false,
    )
  )
    return false;
  await mkdir(dirname(target), { recursive: true });
  const partial = `${target}.${randomUUID()}.partial`;
  await writeFile(partial, content);
  await rename(partial, target);
  return true;
}
