import type { Readable } from 'node:stream';

/**
 * Where media files live: a folder on this node's disk (the default) or an S3-compatible bucket
 * every node shares (MEDIA_BUCKET). Keys are relative paths checked by the caller
 * (`image/<path>` for originals, `cache/<filter>/<webp|orig>/<name>` for resized copies), the same
 * layout in both, so a folder can be synced to a bucket as it is.
 */
export interface StoredInfo {
  size: number;
  /** A quoted HTTP entity tag (weak on disk, the bucket's own otherwise). */
  etag: string;
  lastModified: Date;
}

export interface StoredObject extends StoredInfo {
  body: Readable | Buffer;
}

export interface MediaStorage {
  readonly kind: 'disk' | 'bucket';
  /** Size, tag and date of a stored file, or null when there is none. */
  info(key: string): Promise<StoredInfo | null>;
  /** The file with a stream of its content, or null when there is none. */
  read(key: string): Promise<StoredObject | null>;
  /** Stores the whole file at once: readers see the old file or the new one, never part of one. */
  write(key: string, bytes: Buffer, contentType: string): Promise<StoredInfo>;
  /** Removes files; missing ones are no error. */
  remove(keys: string[]): Promise<void>;
  /** Lets go of connections (the bucket client); the storage is not used afterwards. */
  close(): void;
}

/** The whole content of a stored file, or null when there is none. */
export async function readAll(storage: MediaStorage, key: string): Promise<Buffer | null> {
  const found = await storage.read(key);
  if (!found) return null;
  if (Buffer.isBuffer(found.body)) return found.body;
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
