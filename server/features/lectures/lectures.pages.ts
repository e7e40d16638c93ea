import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { idParam } from '../../http/params';
import { excerpt } from '../../lib/rich-text';
import { loadResource, loadScholar, loadScholars, loadTopic } from './lectures.loaders';
import { translatorOf } from '../../i18n/i18n.props';

/** The public lecture pages: scholars, a scholar, a topic, a lecture (our addition: no peer has them). */

export const showScholars =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const { t } = translatorOf(req);
    await res.inertia.render('scholars/index', {
      title: t('scholars.title'),
      description: t('scholars.description'),
      ...(await loadScholars(context)),
    });
  };

export const showScholar =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const scholar = await loadScholar(context, idParam(req.params.id, 'Scholar not found.'));
    await res.inertia.render('scholars/show', { title: scholar.name, description: excerpt(scholar.bio ?? translatorOf(req).t('scholar.description', { scholar: scholar.name }), 200), scholar });
  };

export const showTopic =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const topic = await loadTopic(context, idParam(req.params.id, 'Topic not found.'));
    await res.inertia.render('topics/show', { title: topic.name, description: excerpt(topic.description ?? translatorOf(req).t('topic.description', { topic: topic.name }), 200), topic });
  };

export const showResource =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const resource = await loadResource(context, idParam(req.params.id, 'Resource not found.'));
    const by = resource.scholar ? ` · ${resource.scholar.name}` : '';
    await res.inertia.render('resources/show', { title: `${resource.title}${by}`, description: excerpt(resource.description ?? resource.translation[0]?.content ?? resource.title, 200), resource });
  };
