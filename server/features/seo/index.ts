import type { Feature } from '../feature';
import { sitemapRoutes } from './sitemap.routes';

export const seoFeature: Feature = {
  name: 'seo',
  routes: { sessionless: (context) => [sitemapRoutes(context)] },
};
