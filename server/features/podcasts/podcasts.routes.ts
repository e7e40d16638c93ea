import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { showEpisode, showPodcast, showPodcasts } from './podcasts.pages';
import { episodeJson, podcastJson, podcastsJson } from './podcasts.api';
import { addFeedPodcast, listPodcasts, PODCASTS_LIST, refreshFeedPodcast } from './podcasts.backstage';
import { podcastFeedXml } from './podcast-feed.xml';
import type { UploadRoute } from '../../http/multipart/upload-routes';
import { recordFormUploads } from '../../backstage/record-routes';
import { podcastRecordScreens } from './podcasts.record';
import { setFeedPaused } from './feed-pause.backstage';
import { editEpisodeForm, EPISODES_PATH, saveEpisode, setEpisodeHidden } from './episodes.backstage';
import { addOwnEpisode } from './episode-upload.backstage';
import { podcastArtworkHandler } from './podcast-artwork.handler';

/**
 * What podcast apps and directories read: the feeds and their artwork. Mounted before sessions (like
 * the share cards): they carry no cookie and are the same for everyone, so shared caches keep them.
 */
export function podcastFeedRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/podcast/:id/feed.xml', podcastFeedXml(context));
  router.get('/podcast/:id/artwork/:file', podcastArtworkHandler(context, 'podcast'));
  router.get('/episode/:id/artwork/:file', podcastArtworkHandler(context, 'episode'));
  return router;
}

export function podcastRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/podcasts', showPodcasts(context));
  router.get('/podcast/:id', showPodcast(context));
  router.get('/episode/:id', showEpisode(context));
  router.get('/api/podcasts', podcastsJson(context));
  router.get('/api/podcast/:id', podcastJson(context));
  router.get('/api/episode/:id', episodeJson(context));

  router.get(PODCASTS_LIST, listPodcasts(context));
  // One address, two forms: by its feed ({feed_url}), or a podcast of our own (its fields).
  const screens = podcastRecordScreens(context);
  const addByFeed = addFeedPodcast(context);
  router.get(`${PODCASTS_LIST}/create`, screens.createForm);
  router.post(PODCASTS_LIST, (req, res, next) => (req.body && typeof req.body === 'object' && 'feed_url' in req.body ? addByFeed : screens.store)(req, res, next));
  router.post(`${PODCASTS_LIST}/:id/refresh`, refreshFeedPodcast(context));
  router.post(`${PODCASTS_LIST}/:id/pause`, setFeedPaused(context, true));
  router.post(`${PODCASTS_LIST}/:id/resume`, setFeedPaused(context, false));
  // Edit, trash and restore as every other record (server/backstage/record-screens.ts).
  router.get(`${PODCASTS_LIST}/:id/edit`, screens.editForm);
  router.put(`${PODCASTS_LIST}/:id`, screens.save);
  router.delete(`${PODCASTS_LIST}/:id`, screens.trash);
  router.post(`${PODCASTS_LIST}/:id/restore`, screens.restore);
  router.post(`${PODCASTS_LIST}/:id/episodes`, addOwnEpisode(context));
  router.get(`${EPISODES_PATH}/:id/edit`, editEpisodeForm(context));
  router.put(`${EPISODES_PATH}/:id`, saveEpisode(context));
  router.post(`${EPISODES_PATH}/:id/hide`, setEpisodeHidden(context, true));
  router.post(`${EPISODES_PATH}/:id/show`, setEpisodeHidden(context, false));
  return router;
}

/** The add-by-feed and edit forms may come as multipart (fields only; the image comes through the image uploader). */
export const podcastUploadRoutes: UploadRoute[] = [...recordFormUploads(PODCASTS_LIST), { method: 'PUT', path: `${EPISODES_PATH}/:id`, access: 'admin', files: {}, maxFileBytes: 1 }];
