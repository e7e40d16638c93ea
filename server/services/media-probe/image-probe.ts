import { stat } from 'node:fs/promises';
import sharp from 'sharp';
import { MediaRefused } from './probe-errors';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

export interface ImageProbe {
  format: ImageFormat;
  width: number;
  height: number;
  /** What to store it as, from its bytes: never the client's file name. */
  extension: string;
  contentType: string;
}

const ACCEPTED: Record<ImageFormat, { extension: string; contentType: string }> = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  webp: { extension: 'webp', contentType: 'image/webp' },
  gif: { extension: 'gif', contentType: 'image/gif' },
  avif: { extension: 'avif', contentType: 'image/avif' },
};

const ACCEPTED_NAMES = 'JPEG, PNG, WebP, GIF or AVIF';

/** A photo from a phone is about 12 megapixels; more than 50 is a mistake or an attempt to exhaust memory. */
export const MAX_IMAGE_PIXELS = 50_000_000;

/**
 * What an uploaded image really is, by its bytes: the header says the format and size, then the whole
 * image is decoded (every frame of an animation), so a truncated or corrupt file is refused rather than
 * stored. Dimensions over the pixel limit are refused from the header alone, before any decoding.
 */
export async function probeImage(file: string, options: { maxPixels?: number } = {}): Promise<ImageProbe> {
  const maxPixels = options.maxPixels ?? MAX_IMAGE_PIXELS;
  if ((await stat(file)).size === 0) throw new MediaRefused('The file is empty.');

  // Header only (no pixels are decoded), so sharp's own pixel limit is lifted here and ours applies below.
  const header = await sharp(file, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new MediaRefused(`The file is not an image: upload a ${ACCEPTED_NAMES} image.`);
    });
  const format = acceptedFormat(header.format, header.compression);
  const frames = header.pages ?? 1;
  const pixels = header.width * header.height * frames;
  if (pixels > maxPixels) {
    const megapixels = `${Math.round(pixels / 1_000_000)} megapixels`;
    throw new MediaRefused(`The image is too large (${header.width}×${header.height}${frames > 1 ? ` × ${frames} frames` : ''}, ${megapixels}); the limit is ${maxPixels / 1_000_000} megapixels.`);
  }

  // 'error' (not sharp's default 'warning'): refuses truncated and corrupt data, but not the harmless
  // oddities many cameras write, such as stray bytes between JPEG markers.
  await sharp(file, { animated: true, failOn: 'error', limitInputPixels: maxPixels })
    .stats()
    .catch((error: unknown) => {
      throw new MediaRefused(`The ${format.toUpperCase()} image is damaged or incomplete (${(error as Error).message}).`);
    });
  return { format, width: header.width, height: header.height, ...ACCEPTED[format] };
}

function acceptedFormat(format: string, compression: string | undefined): ImageFormat {
  if (format === 'heif' && compression === 'av1') return 'avif';
  if (format in ACCEPTED) return format as ImageFormat;
  if (format === 'svg') throw new MediaRefused(`SVG images are not accepted (they can carry scripts): upload a ${ACCEPTED_NAMES} image.`);
  throw new MediaRefused(`${format.toUpperCase()} images are not accepted: upload a ${ACCEPTED_NAMES} image.`);
}
