import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { homeSections } from './home.loaders';
import type { HomeCharts } from './home-charts';
import { markLiked } from '../favorites/mark-liked';

export const showHome =
  (context: AppContext, charts: HomeCharts): RequestHandler =>
  async (req, res) => {
    res.vary('User-Agent');
    await res.inertia.render('home', {
      title: 'Heeso, Erayada iyo Podcasts',
      description: 'Somali music, verified lyrics and podcasts: thousands of songs from the 1950s to today.',
      ...(await markLiked(context.db.knex, req.user?.id, await homeSections(context, charts, req.get('User-Agent')))),
    });
  };
