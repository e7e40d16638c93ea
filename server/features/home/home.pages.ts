import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { homeSections, promoPerDevice } from './home.loaders';
import type { HomeCharts } from './home-charts';
import { markLiked } from '../favorites/mark-liked';
import { translatorOf } from '../../i18n/i18n.props';

export const showHome =
  (context: AppContext, charts: HomeCharts): RequestHandler =>
  async (req, res) => {
    // One promo per platform; the browser shows its own (lib/promo-device.ts), so the page does not vary by User-Agent.
    const { promo: promos, ...sections } = await homeSections(context, charts, promoPerDevice);
    const { t } = translatorOf(req);
    await res.inertia.render('home', {
      title: t('home.title'),
      description: t('home.description'),
      promos,
      ...(await markLiked(context.db.knex, req.user?.id, sections)),
    });
  };
