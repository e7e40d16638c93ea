import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { MediaStorage } from '../../services/storage/media-storage';
import { assertSafeMediaKey } from '../../services/storage/media-key';
import { MAX_IMAGE_PIXELS } from '../../services/media-probe/image-probe';
import { readOriginal } from '../../services/storage/read-original';
import { escapeMarkup } from '../share/share-card-render';

/**
 * Podcast artwork as podcast apps take it: Apple and Spotify want a square JPEG or PNG of 1400 to
 * 3000 pixels in RGB, never SVG. We draw 1400 (the smallest they take: a tenth of 3000's bytes for
 * the phone screens it is shown on) as a JPEG (a cover photo as PNG would be megabytes).
 */
export const ARTWORK_SIZE = 1400;

/** Raised when the drawing changes, so every artwork kept on disk and named in a feed is drawn again. */
const DRAWING_VERSION = 1;

const BRAND = { from: '#134e4a', to: '#0b2f2c', title: '#ffffff', site: '#5eead4', flatten: '#0b2f2c' };
const FONT_FAMILIES = 'Noto Sans,DejaVu Sans';
const MAX_PICTURE_BYTES = 20 * 1024 * 1024;

/** What an artwork shows: the stored cover, or (with none) the title on the brand background. */
export interface ArtworkSubject {
  title: string;
  image: string | null;
}

export type ArtworkKind = 'podcast' | 'episode';

/** 16 hex digits naming everything the picture is drawn from: a new cover (or title, for a card) is a new URL. */
export function artworkVersion(subject: ArtworkSubject): string {
  const drawnFrom = subject.image && isStoredKey(subject.image) ? ['cover', subject.image] : ['card', subject.title];
  return createHash('sha256').update(JSON.stringify([DRAWING_VERSION, ...drawnFrom])).digest('hex').slice(0, 16);
}

/** The artwork's path: versioned, so it is cached for good and a feed names the new one when the cover changes. */
export const artworkPath = (kind: ArtworkKind, id: number, subject: ArtworkSubject) => `/${kind}/${id}/artwork/${artworkVersion(subject)}.jpg`;

/** Pictures are read from our own storage only: a stored address of another host is never fetched here. */
const isStoredKey = (stored: string) => !/^[a-z][a-z0-9+.-]*:/i.test(stored) && !stored.startsWith('//');

/** The square JPEG of a subject: its cover cut to a square, or the title card when the cover is missing or unreadable. */
export async function renderArtwork(storage: MediaStorage, subject: ArtworkSubject): Promise<Buffer> {
  const cover = subject.image && isStoredKey(subject.image) ? await squareCover(storage, subject.image) : null;
  const square = cover ?? (await titleCard(subject.title));
  // RGB without alpha, in sRGB: what Apple's check asks for.
  return sharp(square).flatten({ background: BRAND.flatten }).toColourspace('srgb').jpeg({ quality: 86, mozjpeg: true }).toBuffer();
}

async function squareCover(storage: MediaStorage, stored: string): Promise<Buffer | null> {
  const key = stored.replace(/^\/+/, '');
  try {
    assertSafeMediaKey(key);
    const bytes = await readOriginal(storage, key, MAX_PICTURE_BYTES);
    const meta = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    // A vector cover is drawn at the size we need, not enlarged from its nominal pixels.
    const shortSide = Math.min(meta.width ?? 0, meta.height ?? 0);
    const density = meta.format === 'svg' && shortSide > 0 ? Math.min(2400, Math.ceil((72 * ARTWORK_SIZE) / shortSide)) : undefined;
    return await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS, density })
      .rotate()
      .resize(ARTWORK_SIZE, ARTWORK_SIZE, { fit: 'cover' })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

/** The title, large and centred, on the brand's gradient, with the site's name at the foot. */
async function titleCard(title: string): Promise<Buffer> {
  const margin = 140;
  const width = ARTWORK_SIZE - 2 * margin;
  const background = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${ARTWORK_SIZE}" height="${ARTWORK_SIZE}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND.from}"/><stop offset="1" stop-color="${BRAND.to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`);
  const site = await text('Hees', 72, BRAND.site, width);
  const shown = title.length > 120 ? `${title.slice(0, 120)}…` : title;
  let size = 150;
  let heading = await text(shown, size, BRAND.title, width);
  // Shrunk until it fits above the site's name.
  while (size > 60 && (await sharp(heading).metadata()).height! > ARTWORK_SIZE - 2 * margin - 200) {
    size -= 15;
    heading = await text(shown, size, BRAND.title, width);
  }
  const [headingMeta, siteMeta] = await Promise.all([sharp(heading).metadata(), sharp(site).metadata()]);
  return sharp(background)
    .composite([
      { input: heading, left: Math.round((ARTWORK_SIZE - headingMeta.width!) / 2), top: Math.max(margin, Math.round((ARTWORK_SIZE - headingMeta.height! - 160) / 2)) },
      { input: site, left: Math.round((ARTWORK_SIZE - siteMeta.width!) / 2), top: ARTWORK_SIZE - margin - siteMeta.height! },
    ])
    .png()
    .toBuffer();
}

function text(value: string, size: number, colour: string, width: number): Promise<Buffer> {
  return sharp({
    text: { text: `<span foreground="${colour}">${escapeMarkup(value)}</span>`, font: `${FONT_FAMILIES} Bold ${size}px`, width, rgba: true, wrap: 'word-char', align: 'centre' },
  })
    .png()
    .toBuffer();
}
