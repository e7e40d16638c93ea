import path from 'node:path';

/** The types of what we store under media: audio, artwork and images of stories and scholars. */
const TYPES: Record<string, string> = {
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

/** Unknown extensions go out as bytes; with nosniff (helmet) the browser will not guess otherwise. */
export const contentTypeOf = (file: string) => TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
