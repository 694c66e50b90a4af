import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { MediaStorage } from './storage';

export interface BucketOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, Spaces…); absent for Amazon S3 itself. */
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  /** Absent: the SDK's own chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** Whether the service answered that the object is not there (GET says NoSuchKey, HEAD only 404). */
function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NoSuchKey' || failure.$metadata?.httpStatusCode === 404;
}

async function unlessMissing<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/**
 * Media files in an S3-compatible bucket shared by every node, through @aws-sdk/client-s3. Objects
 * are private: nodes read them with the credentials and serve them under /media like disk files.
 */
export function bucketStorage(options: BucketOptions): MediaStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // The SDK's default integrity checksums (CRC32 trailers since 2025) are not understood by every
    // S3-compatible service; checksums are sent only where the API demands them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  return {
    kind: 'bucket',
    async info(key) {
      const head = await unlessMissing(client.send(new HeadObjectCommand({ Bucket, Key: key })));
      if (!head) return null;
      return {
        size: head.ContentLength ?? 0,
        etag: head.ETag ?? '""',
        lastModified: head.LastModified ?? new Date(0),
      };
    },
    async read(key) {
      const object = await unlessMissing(client.send(new GetObjectCommand({ Bucket, Key: key })));
      if (!object?.Body) return null;
      return {
        size: object.ContentLength ?? 0,
        etag: object.ETag ?? '""',
        lastModified: object.LastModified ?? new Date(0),
        body: object.Body as Readable,
      };
    },
    async write(key, bytes, contentType) {
      const put = await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
      return { size: bytes.length, etag: put.ETag ?? '""', lastModified: new Date() };
    },
    async remove(keys) {
      // One DELETE per key rather than DeleteObjects, whose Content-MD5 not every service takes alike.
      for (let start = 0; start < keys.length; start += 16) {
        await Promise.all(
          keys
            .slice(start, start + 16)
            .map((key) => client.send(new DeleteObjectCommand({ Bucket, Key: key }))),
        );
      }
    },
    close() {
      client.destroy();
    },
  };
}
