import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { pageRequest } from '../../db/paginate';
import { idParam } from '../../http/params';
import { excerpt } from '../../lib/rich-text';
import { loadEpisode, loadPodcast, loadPodcasts } from './podcasts.loaders';

export const showPodcasts =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    await res.inertia.render('podcasts/index', {
      title: 'Podcasts',
      description: 'Somali podcasts on music, history and life: interviews, stories and conversations.',
      podcasts: await loadPodcasts(context, pageRequest(req)),
    });
  };

export const showPodcast =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const podcast = await loadPodcast(context, idParam(req.params.id, 'Podcast not found.'));
    await res.inertia.render('podcasts/show', {
      title: podcast.title,
      description: excerpt(podcast.description || `${podcast.title}, a podcast on Hees.`),
      podcast,
    });
  };

export const showEpisode =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const episode = await loadEpisode(context, idParam(req.params.id, 'Episode not found.'));
    await res.inertia.render('episodes/show', {
      title: `${episode.title} – ${episode.podcast.title}`,
      description: excerpt(episode.excerpt || episode.description || episode.title),
      episode,
    });
  };
