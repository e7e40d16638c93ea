import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { showEpisode, showPodcast, showPodcasts } from './podcasts.pages';
import { episodeJson, podcastJson, podcastsJson } from './podcasts.api';

export function podcastRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/podcasts', showPodcasts(context));
  router.get('/podcast/:id', showPodcast(context));
  router.get('/episode/:id', showEpisode(context));
  router.get('/api/podcasts', podcastsJson(context));
  router.get('/api/podcast/:id', podcastJson(context));
  router.get('/api/episode/:id', episodeJson(context));
  return router;
}
