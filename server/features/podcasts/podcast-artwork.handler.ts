import path from 'node:path';
import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { NotFound, TooManyRequests } from '../../http/errors';
import { idParam } from '../../http/params';
import { MEDIA_CACHE_CONTROL } from '../../services/storage/media-storage';
import { RenderSlots } from '../../lib/render-slots';
import { ShareCardStore } from '../share/share-card-store';
import { findEpisode } from './episodes.queries';
import { artworkPath, artworkVersion, renderArtwork, type ArtworkKind, type ArtworkSubject } from './podcast-artwork';

const ARTWORK_FILE = /^([0-9a-f]{16})\.jpg$/;

/**
 * `/podcast/{id}/artwork/{version}.jpg` and `/episode/{id}/artwork/{version}.jpg`: the square artwork
 * our feeds name (server/features/podcasts/podcast-artwork.ts), drawn once per version and kept on
 * disk like the share cards. The version is in the URL, so the answer is cached for good; an old
 * version (a feed read before the cover changed) is sent on to the current one.
 */
export function podcastArtworkHandler({ config, db: { knex }, storage }: AppContext, kind: ArtworkKind): RequestHandler {
  const store = new ShareCardStore(path.resolve(config.storageDir, 'cache', 'podcast-artwork'), '.jpg');
  const slots = new RenderSlots(2, { waiting: 100, refuse: () => new TooManyRequests('Too many pictures are being drawn. Try again in a moment.') });
  const notFound = kind === 'podcast' ? 'Podcast not found.' : 'Episode not found.';

  const subjectOf = async (id: number): Promise<ArtworkSubject | undefined> => {
    if (kind === 'podcast') {
      return knex('podcasts').where('id', id).whereNull('deleted_at').first<ArtworkSubject | undefined>('title', 'image');
    }
    const episode = await findEpisode(knex, id);
    if (!episode) return undefined;
    // An episode without a picture of its own shows its podcast's.
    return episode.image ? { title: episode.title, image: episode.image } : { title: episode.podcast_title, image: episode.podcast_image };
  };

  return async (req, res) => {
    const id = idParam(req.params.id, notFound);
    const [, version] = ARTWORK_FILE.exec(String(req.params.file)) ?? [];
    if (!version) throw new NotFound('No such picture.');
    const subject = await subjectOf(id);
    if (!subject) throw new NotFound(notFound);
    if (version !== artworkVersion(subject)) {
      res.setHeader('Cache-Control', 'public, max-age=300');
      return res.redirect(302, artworkPath(kind, id, subject));
    }
    res.setHeader('ETag', `"${version}"`);
    res.setHeader('Cache-Control', MEDIA_CACHE_CONTROL);
    if (req.fresh) return void res.status(304).end();
    const jpeg = await store.get(`${kind}/${id}`, version, () => slots.run(() => renderArtwork(storage, subject)));
    res.type('image/jpeg').setHeader('Content-Length', String(jpeg.length));
    res.end(req.method === 'HEAD' ? undefined : jpeg);
  };
}
