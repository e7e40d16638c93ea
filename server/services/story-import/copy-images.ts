import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from '../../logger';
import { probeImage } from '../media-probe/image-probe';
import { safeFetch } from '../outbound/safe-fetch';
import { newMediaKey } from '../storage/media-key';
import type { MediaStorage } from '../storage/media-storage';

/** An article's pictures worth copying; a gallery of hundreds is cut here. */
export const MAX_IMAGES = 20;
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export interface CopiedImage {
  key: string;
  contentType: string;
  format: string;
  bytes: number;
  width: number;
  height: number;
}

/**
 * Copies one picture from the web into our storage under `folder`: fetched through the SSRF-safe
 * client, checked as an image by its bytes with the uploader's own check (sharp decodes it whole;
 * the same formats and size limits), stored under a new key. Throws with a reason staff can read.
 */
export async function copyImage(
  url: string,
  folder: string,
  options: { storage: MediaStorage; allowHosts: readonly string[]; timeoutMs: number; maxBytes?: number; signal?: AbortSignal; workDir?: string },
): Promise<CopiedImage> {
  const work = options.workDir ?? (await mkdtemp(path.join(tmpdir(), 'hees-image-')));
  try {
    const fetched = await safeFetch(url, { allowHosts: options.allowHosts, maxBytes: options.maxBytes ?? MAX_IMAGE_BYTES, timeoutMs: options.timeoutMs, accept: 'image/*', signal: options.signal });
    const file = path.join(work, `image-${randomUUID()}`);
    await writeFile(file, fetched.body);
    const image = await probeImage(file);
    const key = newMediaKey(folder, image.extension);
    await options.storage.put(key, { file }, image.contentType);
    return { key, contentType: image.contentType, format: image.format, bytes: fetched.body.length, width: image.width, height: image.height };
  } finally {
    if (!options.workDir) await rm(work, { recursive: true, force: true });
  }
}

/**
 * Copies an article's images into our storage, so the story does not hotlink the source site (which
 * may block us, track readers, or change the picture). An image that fails any step of copyImage is
 * left out of the story, never fatal: the text is the story. Answers source URL -> stored image, for
 * the URLs that were copied.
 */
export async function copyImages(
  urls: readonly string[],
  options: { storage: MediaStorage; allowHosts: readonly string[]; timeoutMs: number; logger: Logger; signal?: AbortSignal },
): Promise<Map<string, CopiedImage>> {
  const copied = new Map<string, CopiedImage>();
  const work = await mkdtemp(path.join(tmpdir(), 'hees-story-'));
  try {
    for (const url of [...new Set(urls)].slice(0, MAX_IMAGES)) {
      try {
        copied.set(url, await copyImage(url, 'images/stories', { ...options, workDir: work }));
      } catch (error) {
        options.logger.info({ url, reason: (error as Error).message }, 'story image not copied');
      }
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return copied;
}
