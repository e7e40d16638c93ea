import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { pageRequest } from '../../db/paginate';
import { idParam } from '../../http/params';
import { loadStories, loadStory } from './stories.loaders';
import { translatorOf } from '../../i18n/i18n.props';

export const showStories =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const { t } = translatorOf(req);
    await res.inertia.render('stories/index', {
      title: t('stories.title'),
      description: t('stories.description'),
      stories: await loadStories(context, pageRequest(req)),
    });
  };

export const showStory =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const story = await loadStory(context, idParam(req.params.id, 'Story not found.'));
    await res.inertia.render('stories/show', { title: story.title, description: story.excerpt, story });
  };
