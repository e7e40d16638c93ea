import sharp, { type Sharp } from 'sharp';
import { MAX_IMAGE_PIXELS } from '../../services/media-probe/image-probe';
import type { RenditionFormat } from './rendition-request';

/** A stored file we cannot make a rendition of: not an image, damaged, or over the pixel limit. */
export class NotResizable extends Error {}

/**
 * Encoder settings: quality where the eye stops seeing a difference at these sizes, and AVIF at a low
 * effort, because the first request for a rendition waits for it (on a small server a 1280 px AVIF at the
 * default effort takes seconds).
 */
const ENCODERS: Record<RenditionFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75, effort: 4 }),
  jpeg: (image) => image.jpeg({ quality: 78, progressive: true, mozjpeg: false }),
  png: (image) => image.png({ compressionLevel: 8, adaptiveFiltering: true }),
};

/**
 * `original` at most `width` pixels wide (never enlarged), in `format`. The size is read from the header
 * first, so an image claiming more than the upload limit's pixels (a decompression bomb) is refused before
 * any pixel is decoded; sharp's own limit stays on as a second guard.
 */
export async function renderRendition(original: Buffer, width: number, format: RenditionFormat): Promise<Buffer> {
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' as const };
  // Header only, no pixels decoded: sharp's limit would refuse a bomb here as "not an image"; ours names it below.
  const header = await sharp(original, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new NotResizable('The stored file is not an image.');
    });
  if (!['jpeg', 'png', 'webp', 'heif'].includes(header.format) || (header.format === 'heif' && header.compression !== 'av1')) {
    throw new NotResizable(`The stored file is ${header.format.toUpperCase()}, not a JPEG, PNG, WebP or AVIF image.`);
  }
  if (!header.width || !header.height || header.width * header.height > MAX_IMAGE_PIXELS) {
    throw new NotResizable(`The stored image is too large to resize (${header.width}×${header.height}).`);
  }
  // rotate(): turn by the EXIF orientation before it is dropped with the rest of the metadata.
  let image = sharp(original, options).rotate().resize({ width, withoutEnlargement: true });
  // A transparent WebP or AVIF going out as JPEG (a browser that takes neither) is laid on white, not black.
  if (format === 'jpeg' && header.hasAlpha) image = image.flatten({ background: '#ffffff' });
  return ENCODERS[format](image)
    .toBuffer()
    .catch((error: unknown) => {
      throw new NotResizable(`The stored image is damaged (${(error as Error).message}).`);
    });
}
