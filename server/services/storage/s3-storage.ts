import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../../config';
import { assertSafeMediaKey } from './media-key';
import { MEDIA_CACHE_CONTROL, MediaNotFound, type MediaSource, type MediaStorage } from './media-storage';

/**
 * Media in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces...). A PutObject
 * is atomic, so readers see the whole object or none. Objects carry their content type and the same
 * year-long immutable Cache-Control as `/media`, so the bucket and a CDN in front of it cache them alike.
 */
export function s3MediaStorage(settings: S3StorageConfig): MediaStorage {
  // The SDK is loaded on first use, not at start: it is about a second of imports that a server (or a
  // test) on the local disk never needs, and this module is always imported.
  let sdk: Promise<{ client: S3Client; commands: typeof S3Sdk }> | undefined;
  const s3 = () => (sdk ??= import('@aws-sdk/client-s3').then((commands) => ({ client: makeClient(commands.S3Client, settings), commands })));
  const Bucket = settings.bucket;
  const size = async (key: string) => {
    assertSafeMediaKey(key);
    const { client, commands } = await s3();
    try {
      const head = await client.send(new commands.HeadObjectCommand({ Bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    async put(key, source: MediaSource, contentType) {
      assertSafeMediaKey(key);
      const { client, commands } = await s3();
      // A stream needs its length up front: S3 refuses an upload of unknown length without chunking.
      // The stat comes first, so a missing file fails here rather than as an error on an unread stream.
      const body = Buffer.isBuffer(source)
        ? { Body: source, ContentLength: source.length }
        : { ContentLength: (await stat(source.file)).size, Body: createReadStream(source.file) };
      await client.send(new commands.PutObjectCommand({ Bucket, Key: key, ...body, ContentType: contentType, CacheControl: MEDIA_CACHE_CONTROL }));
    },
    async remove(key) {
      assertSafeMediaKey(key);
      const { client, commands } = await s3();
      await client.send(new commands.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async exists(key) {
      return (await size(key)) !== null;
    },
    size,
    async openRead(key) {
      assertSafeMediaKey(key);
      const { client, commands } = await s3();
      try {
        const object = await client.send(new commands.GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error(`S3 answered "${key}" without a body stream.`);
        return object.Body;
      } catch (error) {
        if (isMissing(error)) throw new MediaNotFound(key);
        throw error;
      }
    },
  };
}

function makeClient(Client: typeof S3Client, settings: S3StorageConfig): S3Client {
  return new Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Newer SDKs add CRC checksums to every upload as aws-chunked trailers, which several S3-compatible
    // services (and s3rver) store as part of the object; checksums only where the API requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A storage service that stops answering must fail the upload, not hold the request forever; the
    // idle limit (not a total one) lets a large file take as long as it keeps moving.
    requestHandler: { connectionTimeout: 10_000, socketTimeout: 120_000 },
  });
}

/** HeadObject has no body, so its 404 arrives as "NotFound"; GetObject's as "NoSuchKey". */
function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NotFound' || failure.name === 'NoSuchKey' || failure.$metadata?.httpStatusCode === 404;
}
