import { createHash } from 'node:crypto';
import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppContext } from '../../app-context';
import { BadRequest, NotFound, TooManyRequests } from '../../http/errors';
import { renderLyricCard, renderPageCard } from './share-card-render';
import { loadCardPicture } from './share-card-picture';
import { ShareCardStore } from './share-card-store';
import { isShareKind, loadLyricCard, loadPageCard, loadShareSubject, MAX_LYRIC_CARD_LINES, type ShareSubject } from './share-subjects';
import { BRAND_PICTURE, loadBrandPicture } from './share-card-brand';
import { RenderSlots } from '../../lib/render-slots';
import { LruCache } from '../../lib/lru-cache';

/** Raised when the drawing changes, so every card kept on disk is drawn again. */
const DRAWING_VERSION = 1;

const CARD_FILE = /^([1-9]\d{0,9})\.png$/;
/** A page card's slug: the shape of the pages table's slugs (the list pages' slugs have it too). */
const PAGE_CARD_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.png$/;
const LINE_LIST = /^\d{1,5}(,\d{1,5}){0,9}$/;

/** Cards change when their page does; a day keeps crawlers and apps from asking again and again. */
const CARD_CACHE_CONTROL = 'public, max-age=86400';

/**
 * `/share/{kind}/{id}.png`: the share image of a song, artist, album, playlist, episode, event or
 * story, podcast, lecture (resource), scholar, topic or genre; `/share/page/{slug}.png`: the card of a
 * list page (`home`, `playlists`...) or a static page (`terms`...); `/share/lyrics/{verse id}.png?lines=3,4`:
 * a lyric card of up to four lines of one version.
 */
export function shareCardHandler({ config, db, storage }: AppContext): RequestHandler {
  const store = new ShareCardStore(path.resolve(config.storageDir, 'cache', 'share-cards'));
  const slots = new RenderSlots(2, { waiting: 100, refuse: () => new TooManyRequests('Too many share images are being drawn. Try again in a moment.') });
  // Lyric cards stay in memory only: the picks of a long song run to tens of thousands, and kept on
  // disk they would let anyone fill it. A CDN keeps them, like every card, for a day.
  const lyricCards = new LruCache<Buffer>({ maxEntries: 64, ttlMs: 60 * 60 * 1000 });
  const site = `Hees · ${new URL(config.appUrl).host}`;

  return async (req, res, next) => {
    const kind = String(req.params.kind);
    if (kind === 'page') return pageCard(req, res, next);
    const [, digits] = CARD_FILE.exec(String(req.params.file)) ?? [];
    if (!digits || !(kind === 'lyrics' || isShareKind(kind))) return next(new NotFound());
    const id = Number(digits);

    const lines = kind === 'lyrics' ? lineNumbers(req) : [];
    const subject = kind === 'lyrics' ? await loadLyricCard(db.knex, id, lines) : await loadShareSubject(db.knex, kind, id);
    if (!subject) return next(new NotFound());

    const version = versionOf(subject, site);
    if (fresh(req, res, version)) return void res.status(304).end();

    const draw = () =>
      slots.run(async () => {
        const picture = await loadCardPicture(storage, subject.image);
        return kind === 'lyrics' ? renderLyricCard(subject, picture, site) : renderPageCard(subject, picture, site);
      });
    const png = kind === 'lyrics' ? (await lyricCards.remember(`${id}/${lines.join('-')}/${version}`, draw)).value : await store.get(`${kind}/${id}`, version, draw);
    sendPng(req, res, png);
  };

  async function pageCard(req: Request, res: Response, next: NextFunction) {
    const [, slug] = PAGE_CARD_FILE.exec(String(req.params.file)) ?? [];
    const subject = slug && slug.length <= 220 ? await loadPageCard(db.knex, slug, BRAND_PICTURE) : undefined;
    if (!slug || !subject) return next(new NotFound());
    const version = versionOf(subject, site);
    if (fresh(req, res, version)) return void res.status(304).end();
    const png = await store.get(`page/${slug}`, version, () => slots.run(async () => renderPageCard(subject, await loadBrandPicture(), site)));
    sendPng(req, res, png);
  }
}

function sendPng(req: Request, res: Response, png: Buffer) {
  res.type('image/png').setHeader('Content-Length', String(png.length));
  res.end(req.method === 'HEAD' ? undefined : png);
}

/** `?lines=0,1,2`: one to four distinct line numbers, in the order they are sung. */
function lineNumbers(req: Request): number[] {
  const given = req.query.lines;
  if (typeof given !== 'string' || !LINE_LIST.test(given)) throw new BadRequest(`Pick one to ${MAX_LYRIC_CARD_LINES} lines of the lyrics, as ?lines=0,1.`);
  const numbers = [...new Set(given.split(',').map(Number))].sort((a, b) => a - b);
  if (numbers.length > MAX_LYRIC_CARD_LINES) throw new BadRequest(`A lyric card holds at most ${MAX_LYRIC_CARD_LINES} lines.`);
  return numbers;
}

/** Everything the picture shows: a change to any of it is a new card (and a new ETag). */
function versionOf(subject: ShareSubject, site: string): string {
  return createHash('sha256').update(JSON.stringify([DRAWING_VERSION, site, subject])).digest('hex').slice(0, 20);
}

function fresh(req: Request, res: Response, version: string): boolean {
  res.setHeader('ETag', `"${version}"`);
  res.setHeader('Cache-Control', CARD_CACHE_CONTROL);
  return req.fresh;
}
