import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, DeleteBucketCommand, DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { Env } from '../../server/config';

export interface LocalS3 {
  /** STORAGE_DRIVER=s3 and every S3_* variable, pointing at this server's bucket. */
  env: Partial<Env>;
  /** Where an anonymous browser reads the bucket (s3rver serves objects without signatures). */
  publicUrl: string;
  /** Empties and deletes the bucket, stops the server and removes its folder. */
  close(): Promise<void>;
}

/** s3rver checks request signatures against this fixed pair, so the driver's signing is exercised too. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** An S3-compatible server on 127.0.0.1 (a port the system picks) with an empty bucket of our own. */
export async function startLocalS3(bucket = 'hees-media'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'hees-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  const publicUrl = `${endpoint}/${bucket}`;

  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_PUBLIC_URL: publicUrl,
    },
    publicUrl,
    async close() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      for (const object of listed.Contents ?? []) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: object.Key }));
      await client.send(new DeleteBucketCommand({ Bucket: bucket }));
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
