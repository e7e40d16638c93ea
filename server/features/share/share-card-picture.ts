import sharp from 'sharp';
import type { MediaStorage } from '../../services/storage/media-storage';
import { assertSafeMediaKey } from '../../services/storage/media-key';
import { MAX_IMAGE_PIXELS } from '../../services/media-probe/image-probe';
import { readOriginal } from '../../services/storage/read-original';

/** Larger stored pictures are not read for a card: uploads are capped well below this. */
const MAX_PICTURE_BYTES = 20 * 1024 * 1024;

/**
 * The picture a card shows, from our own storage only. A stored path that names another host (a
 * YouTube thumbnail, a feed's artwork) is not fetched: a card request must not make the server call
 * out. Anything that is missing, too large or not a decodable image gives the placeholder (null).
 */
export async function loadCardPicture(storage: MediaStorage, stored: string | null): Promise<Buffer | null> {
  if (!stored || /^https?:\/\//i.test(stored) || stored.includes('.com')) return null;
  const key = stored.replace(/^\/+/, '');
  try {
    assertSafeMediaKey(key);
    const bytes = await readOriginal(storage, key, MAX_PICTURE_BYTES);
    // Decoded once here, whole: a corrupt or bomb-sized file fails now, not inside the composition.
    return await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS, density: 144 })
      .resize(1200, 1200, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}
