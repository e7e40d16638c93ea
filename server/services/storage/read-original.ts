import type { Readable } from 'node:stream';
import type { MediaStorage } from './media-storage';

/** Uploads stop at 15 MB and imported story pictures at 10; a stored image larger than this is not resized. */
export const MAX_ORIGINAL_BYTES = 32 * 1024 * 1024;

export class OriginalTooLarge extends Error {}

/** The stored image's bytes through the storage driver (local disk or S3), at most `maxBytes`. */
export async function readOriginal(storage: MediaStorage, key: string, maxBytes = MAX_ORIGINAL_BYTES): Promise<Buffer> {
  const stream: Readable = await storage.openRead(key);
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      total += (chunk as Buffer).length;
      if (total > maxBytes) throw new OriginalTooLarge(`The stored image is over ${maxBytes / 1024 / 1024} MB.`);
      chunks.push(chunk as Buffer);
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks);
}
