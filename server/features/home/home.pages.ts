import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { homeSections, promoPerDevice } from './home.loaders';
import type { HomeCharts } from './home-charts';
import { markLiked } from '../favorites/mark-liked';

export const showHome =
  (context: AppContext, charts: HomeCharts): RequestHandler =>
  async (req, res) => {
    // One promo per platform; the browser shows its own (device.ts), so the page does not vary by User-Agent.
    const { promo: promos, ...sections } = await homeSections(context, charts, promoPerDevice);
    await res.inertia.render('home', {
      title: 'Heeso, Erayada iyo Podcasts',
      description: 'Somali music, verified lyrics and podcasts: thousands of songs from the 1950s to today.',
      promos,
      ...(await markLiked(context.db.knex, req.user?.id, sections)),
    });
  };
