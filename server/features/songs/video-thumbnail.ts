import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { probeImage } from '../../services/media-probe/image-probe';
import { newMediaKey } from '../../services/storage/media-key';
import { OutboundFailed, safeFetch } from '../../services/outbound/safe-fetch';
import type { MediaStorage } from '../../services/storage/media-storage';

/** Largest first: maxresdefault exists only for HD uploads; hqdefault exists for every video. */
const SIZES = ['maxresdefault', 'sddefault', 'hqdefault'] as const;

/**
 * A song's cover from its video's thumbnail (meta.cover): fetched through the SSRF-safe client from
 * the thumbnail host (YOUTUBE_THUMBNAIL_URL), checked as an image by its bytes, stored under a new
 * key. Answers the key, or null when the video has no thumbnail.
 */
export async function storeVideoThumbnail(
  videoId: string,
  work: string,
  options: { thumbnailBaseUrl: string; allowHosts: readonly string[]; storage: MediaStorage; signal: AbortSignal },
): Promise<string | null> {
  for (const size of SIZES) {
    let body: Buffer;
    try {
      ({ body } = await safeFetch(`${options.thumbnailBaseUrl.replace(/\/$/, '')}/${videoId}/${size}.jpg`, {
        allowHosts: options.allowHosts,
        maxBytes: 5 * 1024 * 1024,
        timeoutMs: 20_000,
        accept: 'image/*',
        signal: options.signal,
      }));
    } catch (error) {
      if (error instanceof OutboundFailed && error.status === 404) continue;
      throw error;
    }
    const file = path.join(work, `thumbnail-${size}`);
    await writeFile(file, body);
    const image = await probeImage(file);
    const key = newMediaKey('images/songs', image.extension);
    await options.storage.put(key, { file }, image.contentType);
    return key;
  }
  return null;
}
