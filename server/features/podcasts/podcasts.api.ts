import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { pageRequest } from '../../db/paginate';
import { idParam } from '../../http/params';
import { loadEpisode, loadPodcast, loadPodcasts } from './podcasts.loaders';

export const podcastsJson =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    res.json(await loadPodcasts(context, pageRequest(req)));
  };

export const podcastJson =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    res.json({ data: await loadPodcast(context, idParam(req.params.id, 'Podcast not found.')) });
  };

export const episodeJson =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    res.json({ data: await loadEpisode(context, idParam(req.params.id, 'Episode not found.')) });
  };
