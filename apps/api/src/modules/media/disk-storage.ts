import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import type { MediaStorage, StoredInfo } from './storage';

/** The tag @fastify/static gave these files before (size and time), so browsers' copies stay valid. */
const tagOf = (size: number, mtimeMs: number) =>
  `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;

/**
 * Media files in a folder of this node (MEDIA_DIR). A key's file counts only when its real path
 * (symbolic links followed) stays inside the key's top folder (`image`, `cache`): a link planted
 * in the image folder never exposes a file elsewhere.
 */
export function diskStorage(root: string): MediaStorage {
  async function locate(key: string): Promise<{ absolute: string; info: StoredInfo } | null> {
    const top = key.slice(0, key.indexOf('/'));
    if (!top) return null;
    try {
      const [base, absolute] = await Promise.all([realpath(join(root, top)), realpath(join(root, key))]);
      if (!absolute.startsWith(base + sep)) return null;
      const stats = await stat(absolute);
      if (!stats.isFile()) return null;
      return {
        absolute,
        info: { size: stats.size, etag: tagOf(stats.size, stats.mtimeMs), lastModified: stats.mtime },
      };
    } catch {
      return null; // missing file or folder
    }
  }

  return {
    kind: 'disk',
    info: async (key) => (await locate(key))?.info ?? null,
    async read(key) {
      const found = await locate(key);
      return found ? { ...found.info, body: createReadStream(found.absolute) } : null;
    },
    async write(key, bytes) {
      const target = join(root, key);
      await mkdir(dirname(target), { recursive: true });
      // Written aside and renamed into place, so a reader never sees half a file and concurrent
      // writers (in other processes too) at worst both write and one rename wins.
      const temporary = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, target);
      } finally {
        await rm(temporary, { force: true });
      }
      const stats = await stat(target);
      return { size: stats.size, etag: tagOf(stats.size, stats.mtimeMs), lastModified: stats.mtime };
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(join(root, key), { force: true })));
    },
    close() {},
  };
}
