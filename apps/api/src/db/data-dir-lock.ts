import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database (PGlite) can be opened by one process at a time: PGlite itself does not
 * check (it writes a fixed, fake pid into postmaster.pid), and two processes writing one data
 * folder corrupt it. So whoever opens it (the shop, `npm run admin:create`) first takes this lock:
 * a file in the data folder holding its process id. A lock whose process is gone (a crash, a kill)
 * is taken over.
 */

const LOCK_FILE = 'pglite.lock';

export type DataDirLock =
  { acquired: true; release(): void } | { acquired: false; heldBy: number; file: string };

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): number | null {
  try {
    return Number(readFileSync(file, 'utf8').trim());
  } catch {
    return null;
  }
}

export function lockDataDir(dataDir: string): DataDirLock {
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => {
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return { acquired: true, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder === null) continue; // released meanwhile: try again
    if (Number.isSafeInteger(holder) && holder > 0 && holder !== process.pid && processAlive(holder)) {
      return { acquired: false, heldBy: holder, file };
    }
    rmSync(file, { force: true }); // a stale lock of a process that is gone
  }
  throw new Error(`Could not take the lock ${file}`);
}
