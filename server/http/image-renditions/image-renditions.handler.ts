import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { RequestHandler } from 'express';
import { BadRequest, HttpError, NotFound } from '../errors';
import { MEDIA_CACHE_CONTROL, MediaNotFound, type MediaStorage } from '../../services/storage/media-storage';
import { RENDITION_WIDTHS } from '@common/image-renditions';
import { CONTENT_TYPES, fallbackFormat, negotiateFormat, parseKey, parseWidth } from './rendition-request';
import { NotResizable, renderRendition } from './render-rendition';
import { RenderSlots } from '../../lib/render-slots';
import { OriginalTooLarge, readOriginal } from '../../services/storage/read-original';
import type { RenditionCache } from './rendition-cache';

/**
 * How many renditions are made at once: each holds an original and its decoded pixels in memory and a
 * core busy, so a page of new covers is made a few at a time rather than all at once.
 */
const MAKING_AT_ONCE = 2;

/**
 * GET `/img/:width/*key`: the stored image `key` at most `width` pixels wide, as AVIF or WebP when the
 * browser accepts it (else the original's format), from the disk cache or made once into it. A stored key
 * never changes its bytes (a new upload gets a new key), so the URL plus the negotiated format name the
 * rendition for good: it is cached as immutable, with `Vary: Accept`, and its ETag is known before any
 * file is read (a revalidation is answered 304 without touching storage).
 */
export function imageRendition(storage: MediaStorage, cache: RenditionCache): RequestHandler {
  const slots = new RenderSlots(MAKING_AT_ONCE);
  return async (req, res, next) => {
    const width = parseWidth(String(req.params.width));
    if (width === null) return next(new BadRequest(`The width must be one of ${RENDITION_WIDTHS.join(', ')}.`));
    const key = parseKey(req.params.key as string[] | undefined);
    if (key === null) return next(new NotFound('No such image: renditions are made of stored JPEG, PNG, WebP and AVIF images.'));

    const format = negotiateFormat(req.get('Accept')) ?? fallbackFormat(key);
    res.vary('Accept');
    res.setHeader('Cache-Control', MEDIA_CACHE_CONTROL);
    res.setHeader('ETag', etagOf(key, width, format));
    if (req.fresh) return void res.status(304).end();

    try {
      const rendition = await cache.get(`${width}/${key}.${format}`, () =>
        slots.run(async () => renderRendition(await readOriginal(storage, key), width, format)),
      );
      res.setHeader('Content-Type', CONTENT_TYPES[format]);
      res.setHeader('Content-Length', String(rendition.size));
      res.setHeader('Last-Modified', rendition.modified.toUTCString());
      if (req.method === 'HEAD') return void res.end();
      const file = createReadStream(rendition.file);
      file.on('error', () => res.destroy());
      res.once('close', () => file.destroy());
      file.pipe(res);
    } catch (error) {
      res.removeHeader('ETag');
      res.removeHeader('Cache-Control');
      if (error instanceof MediaNotFound) return next(new NotFound('No such image.'));
      if (error instanceof NotResizable || error instanceof OriginalTooLarge) return next(new HttpError(422, error.message));
      next(error);
    }
  };
}

const etagOf = (key: string, width: number, format: string) =>
  `"${createHash('sha256').update(key).digest('base64url').slice(0, 22)}-${width}-${format}"`;
