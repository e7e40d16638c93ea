import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { homeSections } from './home.loaders';
import type { HomeCharts } from './home-charts';
import { markLiked } from '../favorites/mark-liked';

export const homepageJson =
  (context: AppContext, charts: HomeCharts): RequestHandler =>
  async (req, res) => {
    res.vary('User-Agent');
    res.json({ data: await markLiked(context.db.knex, req.user?.id, await homeSections(context, charts, req.get('User-Agent'))) });
  };
