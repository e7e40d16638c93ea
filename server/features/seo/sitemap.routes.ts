import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { publicOrigin } from '../../http/public-origin';
import { robotsTxt } from './robots';
import { sitemapIndex, urlSet } from './sitemap.xml';
import { isSitemapSource, sitemapEntries, sitemapFiles } from './sitemap.queries';

/** Public pages that no row stands behind. */
export const STATIC_PATHS = ['/', '/playlists', '/podcasts', '/just-added', '/smart', '/stories', '/scholars', '/genres', '/pages/apps'];

const SITEMAP_FILE = /^([a-z]+)-([1-9]\d{0,5})\.xml$/;

/**
 * robots.txt and the sitemaps. Mounted before sessions and CSRF: a crawler gets no cookie with them,
 * so the answers can be kept by shared caches (server/http/http-cache.ts).
 */
export function sitemapRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/robots.txt', showRobots(context));
  router.get('/sitemap.xml', showSitemapIndex(context));
  router.get('/sitemaps/static.xml', showStaticSitemap(context));
  router.get('/sitemaps/:file', showSitemap(context));
  return router;
}

const showRobots =
  ({ config }: AppContext): RequestHandler =>
  (req, res) => {
    res.type('text/plain').send(robotsTxt(publicOrigin(req, config)));
  };

const showSitemapIndex =
  ({ config, db, kept }: AppContext): RequestHandler =>
  async (req, res) => {
    const origin = publicOrigin(req, config);
    // Listing the files groups every public row of every table (135 ms at 100k songs); crawlers can
    // take a list a minute old (FIGURES_REFRESH_SECONDS), each file itself is read fresh.
    const files = await kept.get('sitemap-files', () => sitemapFiles(db.knex));
    const sitemaps = [
      { loc: `${origin}/sitemaps/static.xml` },
      ...files.map((file) => ({ loc: `${origin}/sitemaps/${file.source}-${file.page}.xml`, lastmod: file.lastmod })),
    ];
    res.type('application/xml').send(sitemapIndex(sitemaps));
  };

const showStaticSitemap =
  ({ config }: AppContext): RequestHandler =>
  (req, res) => {
    const origin = publicOrigin(req, config);
    res.type('application/xml').send(urlSet(STATIC_PATHS.map((path) => ({ loc: origin + path }))));
  };

/** `/sitemaps/songs-2.xml`: the second file of songs. A file with no URLs is a 404, like any unknown address. */
const showSitemap =
  ({ config, db }: AppContext): RequestHandler =>
  async (req, res, next) => {
    const [, source = '', page = ''] = SITEMAP_FILE.exec(String(req.params.file)) ?? [];
    if (!isSitemapSource(source)) return next();
    const entries = await sitemapEntries(db.knex, source, Number(page));
    if (!entries.length) return next();
    const origin = publicOrigin(req, config);
    res.type('application/xml').send(urlSet(entries.map((entry) => ({ loc: origin + entry.path, lastmod: entry.lastmod }))));
  };
