import { isSafeKeySegment } from '../../services/storage/media-key';
import { RENDITION_WIDTHS, RESIZABLE_EXTENSIONS, type RenditionWidth } from '@common/image-renditions';

export type RenditionFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export const CONTENT_TYPES: Record<RenditionFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The rendition's width from the URL, or null unless it is exactly one of the widths we make. */
export function parseWidth(value: string): RenditionWidth | null {
  if (!/^[1-9]\d{0,4}$/.test(value)) return null;
  const width = Number(value);
  return (RENDITION_WIDTHS as readonly number[]).includes(width) ? (width as RenditionWidth) : null;
}

/**
 * The media key a rendition names, from the URL's segments (Express has decoded each once), or null when
 * it could leave the media root or reach something hidden (the rule the storage drivers apply: no empty,
 * dot-led, backslash or NUL segment; a `%2F` decoded inside a segment is split and checked too), or is not
 * an image we resize.
 */
export function parseKey(segments: string[] | string | undefined): string | null {
  if (segments === undefined) return null;
  const key = (Array.isArray(segments) ? segments : [segments]).join('/');
  if (key.length > 512) return null;
  if (!key.split('/').every(isSafeKeySegment)) return null;
  const dot = key.lastIndexOf('.');
  const extension = dot > 0 ? key.slice(dot + 1).toLowerCase() : '';
  return (RESIZABLE_EXTENSIONS as readonly string[]).includes(extension) ? key : null;
}

/**
 * The modern format the browser takes, by its `Accept` header: AVIF (the smallest), else WebP, else null
 * (the original's own format). Only explicit types count: `image/*` and `*∕*` are sent by browsers that
 * cannot decode either, and `;q=0` refuses a type.
 */
export function negotiateFormat(accept: string | undefined): 'avif' | 'webp' | null {
  if (!accept) return null;
  const accepted = new Set<string>();
  for (const part of accept.slice(0, 1024).split(',')) {
    const [type = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (q === undefined || Number(q) > 0) accepted.add(type.trim());
  }
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return null;
}

/**
 * What a browser gets when it takes neither AVIF nor WebP: the original's own format, known from the key's
 * extension (set from the bytes at upload, never the client's name); JPEG for a WebP or AVIF original.
 */
export function fallbackFormat(key: string): RenditionFormat {
  return key.toLowerCase().endsWith('.png') ? 'png' : 'jpeg';
}
