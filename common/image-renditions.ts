/**
 * Resized copies of stored images (server/http/image-renditions/): `/img/<width>/<key>` answers the image under
 * media key `<key>` at most `<width>` pixels wide, in AVIF or WebP when the browser accepts them. Shared by
 * the server (which widths it makes) and the client (which widths it asks for), so the two cannot drift.
 */

/**
 * The only widths made: 96 for the 40-48 px thumbnails (list rows, player, search) at 2x, 192 and 320 for
 * cards (96-200 px), 640 for the 416 px detail hero, 1280 for full-width story and promo banners.
 */
export const RENDITION_WIDTHS = [96, 192, 320, 640, 1280] as const;
export type RenditionWidth = (typeof RENDITION_WIDTHS)[number];

export const RENDITION_PREFIX = '/img';

/** Stored images the server can resize; SVG (the demo artwork) and GIF (animations) are used as they are. */
export const RESIZABLE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif'] as const;

export const renditionUrl = (key: string, width: number) => `${RENDITION_PREFIX}/${width}/${key}`;

/**
 * The media key behind an image URL that `mediaUrl` made for one of our stored images (`mediaBase` is
 * `/media`, the CDN or the bucket's public URL), or null for anything else: external pictures, data
 * URLs, SVG and GIF files.
 */
export function resizableKey(src: string, mediaBase: string): string | null {
  const prefix = `${mediaBase.replace(/\/+$/, '')}/`;
  if (!src.startsWith(prefix)) return null;
  const key = src.slice(prefix.length);
  if (key === '' || /[?#\\]/.test(key) || key.split('/').some((segment) => segment === '' || segment.startsWith('.'))) return null;
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return (RESIZABLE_EXTENSIONS as readonly string[]).includes(extension) ? key : null;
}

export interface ResponsiveImage {
  src: string;
  srcSet: string;
  sizes: string;
}

/**
 * `src`, `srcset` and `sizes` for a stored image shown `displayWidth` CSS pixels wide (or `sizes`).
 * Normally every width up to three times the display width (enough for 3x phone screens), so the
 * browser picks what the screen needs; with data saver only widths up to the display width itself (at
 * least the smallest), so even a 2x or 3x screen gets a 1x picture. Null when the image is not ours to resize.
 */
export function responsiveImage(src: string, mediaBase: string, displayWidth: number, options: { dataSaver: boolean; sizes?: string }): ResponsiveImage | null {
  const key = resizableKey(src, mediaBase);
  if (key === null) return null;
  const limit = options.dataSaver ? displayWidth : displayWidth * 3;
  const fitting = RENDITION_WIDTHS.filter((width) => width <= limit);
  const widths = options.dataSaver
    ? fitting.length > 0 ? fitting : [RENDITION_WIDTHS[0]]
    : [...fitting, ...RENDITION_WIDTHS.filter((width) => width > limit).slice(0, 1)];
  // The fallback for a browser without srcset: the width that covers the box at 1x.
  const fallback = widths.find((width) => width >= displayWidth) ?? widths[widths.length - 1]!;
  return {
    src: renditionUrl(key, options.dataSaver ? widths[widths.length - 1]! : fallback),
    srcSet: widths.map((width) => `${renditionUrl(key, width)} ${width}w`).join(', '),
    sizes: options.sizes ?? `${displayWidth}px`,
  };
}
