import path from 'node:path';
import sharp from 'sharp';

/** What a page card's subject names as its picture: the site's maskable icon (full bleed, so the card's rounded corners cut it cleanly), a file we ship, not a media key. */
export const BRAND_PICTURE = 'icons/maskable-512.png';

let brand: Promise<Buffer | null> | undefined;

/** The site's icon for list and static page cards, read once; null (the initial) if the file is gone. */
export function loadBrandPicture(): Promise<Buffer | null> {
  brand ??= sharp(path.resolve('public', BRAND_PICTURE))
    .png()
    .toBuffer()
    .catch(() => null);
  return brand;
}
