import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { homeSections, promoForDevice } from './home.loaders';
import type { HomeCharts } from './home-charts';
import { markLiked } from '../favorites/mark-liked';

export const homepageJson =
  (context: AppContext, charts: HomeCharts): RequestHandler =>
  async (req, res) => {
    // The apps get the promo of the asking device, chosen here (the page leaves it to the browser).
    res.vary('User-Agent');
    const sections = await homeSections(context, charts, promoForDevice(req.get('User-Agent')));
    res.json({ data: await markLiked(context.db.knex, req.user?.id, sections) });
  };
