import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { homeSections } from './home.loaders';
import type { HomeCharts } from './home-charts';
import { markLiked } from '../favorites/mark-liked';
import { translatorOf } from '../i18n/i18n.props';

export const showHome =
  (context: AppContext, charts: HomeCharts): RequestHandler =>
  async (req, res) => {
    res.vary('User-Agent');
    const { t } = translatorOf(req);
    await res.inertia.render('home', {
      title: t('home.title'),
      description: t('home.description'),
      ...(await markLiked(context.db.knex, req.user?.id, await homeSections(context, charts, req.get('User-Agent')))),
    });
  };
