import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { pageRequest } from '../../db/paginate';
import { idParam } from '../../http/params';
import { excerpt } from '../../lib/rich-text';
import { loadEpisode, loadPodcast, loadPodcasts } from './podcasts.loaders';
import { translatorOf } from '../../i18n/i18n.props';

export const showPodcasts =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const { t } = translatorOf(req);
    await res.inertia.render('podcasts/index', {
      title: t('podcasts.title'),
      description: t('podcasts.description'),
      podcasts: await loadPodcasts(context, pageRequest(req)),
    });
  };

export const showPodcast =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const podcast = await loadPodcast(context, idParam(req.params.id, 'Podcast not found.'));
    await res.inertia.render('podcasts/show', {
      title: podcast.title,
      description: excerpt(podcast.description || translatorOf(req).t('podcast.description', { podcast: podcast.title })),
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
