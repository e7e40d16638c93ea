import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { loadStaticPage } from './static-pages.loaders';

export const staticPageJson =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    res.json({ data: await loadStaticPage(context, req.params.slug) });
  };
