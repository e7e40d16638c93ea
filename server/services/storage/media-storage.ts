import type { Readable } from 'node:stream';

/** What a driver stores: a file on this machine (an upload multer wrote, a transcoded track) or bytes in memory. */
export type MediaSource = { file: string } | Buffer;

/**
 * Where uploaded media lives: the local disk (served at /media) or S3-compatible object storage
 * (served by its public URL or the CDN). Keys are relative paths made by newMediaKey; the database
 * stores them and mediaUrl turns them into the URL a browser or app fetches.
 */
export interface MediaStorage {
  /** Stores the bytes under `key`, whole or not at all: a reader never sees half a file. */
  put(key: string, source: MediaSource, contentType: string): Promise<void>;
  /** Removes the object; removing one that is not there is not an error. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The size in bytes, or null when there is no such object. */
  size(key: string): Promise<number | null>;
  /** The bytes, for server-side work (transcoding, stems); throws MediaNotFound when there is no such object. */
  openRead(key: string): Promise<Readable>;
}

export class MediaNotFound extends Error {
  constructor(readonly key: string) {
    super(`No stored media under "${key}".`);
  }
}

/** Stored media never changes under its key (a new upload gets a new key), so it is cached for good. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
