import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { homeSections } from './home.loaders';
import { markLiked } from '../favorites/mark-liked';

export const homepageJson =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    res.vary('User-Agent');
    res.json({ data: await markLiked(context.db.knex, req.user?.id, await homeSections(context, req.get('User-Agent'))) });
  };
