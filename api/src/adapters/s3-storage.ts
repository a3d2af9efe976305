import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import { assertSafeFileName, contentTypeOfName, IMMUTABLE_CACHE_CONTROL, type StoragePort } from './storage.ts';

type Sdk = typeof import('@aws-sdk/client-s3');

/**
 * The storage port over an S3-compatible bucket: one object per stored name, with its content
 * type and a long immutable Cache-Control (names are never rewritten), so a CDN or the bucket's
 * own public URL can serve them as well as /uploads/<name> does.
 *
 * The SDK is loaded on first use, so a server on local disk never pays for it at start.
 */
export function createS3Storage(config: S3Config): StoragePort {
  let connection: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () =>
    (connection ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: createS3Client(sdk, config) })));
  const Bucket = config.bucket;

  return {
    async put(name, bytes, contentType) {
      assertSafeFileName(name);
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: name, Body: bytes, ContentType: contentType, CacheControl: IMMUTABLE_CACHE_CONTROL }));
    },

    async remove(name) {
      assertSafeFileName(name);
      const { sdk, client } = await connect();
      // S3 answers 204 for a missing key too.
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: name }));
    },

    async get(name, options = {}) {
      assertSafeFileName(name);
      const { sdk, client } = await connect();
      const IfNoneMatch = options.ifNoneMatch || undefined;
      try {
        if (options.headersOnly) {
          const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: name, IfNoneMatch }));
          return { notModified: false, etag: head.ETag ?? '', lastModified: head.LastModified, contentType: head.ContentType || contentTypeOfName(name), size: head.ContentLength ?? 0, body: null };
        }
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: name, IfNoneMatch }));
        return {
          notModified: false,
          etag: object.ETag ?? '',
          lastModified: object.LastModified,
          contentType: object.ContentType || contentTypeOfName(name),
          size: object.ContentLength ?? 0,
          // Streamed through, never buffered here.
          body: object.Body ? (object.Body.transformToWebStream() as ReadableStream<Uint8Array>) : new Uint8Array(),
        };
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 404) return null;
        if (status === 304) return { notModified: true, etag: options.ifNoneMatch! };
        throw error;
      }
    },

    async list(prefix) {
      const { sdk, client } = await connect();
      const names: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return names;
    },
  };
}

export function createS3Client(sdk: Sdk, config: S3Config): S3Client {
  return new sdk.S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 demands them: the SDK's newer default (CRC32 on every request)
    // is refused or mishandled by several S3-compatible servers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
