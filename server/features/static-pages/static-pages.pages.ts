import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { excerpt, plainText } from '../../lib/rich-text';
import { loadStaticPage } from './static-pages.loaders';
import { translatorOf } from '../../i18n/i18n.props';

/** The slug `apps` is the apps landing page (spec §2), whatever the pages table holds under it. */
export const APPS_SLUG = 'apps';

export const showStaticPage =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    if (req.params.slug === APPS_SLUG) {
      const { t } = translatorOf(req);
      await res.inertia.render('pages/apps', { title: t('apps.title'), description: t('apps.description') });
      return;
    }
    const page = await loadStaticPage(context, req.params.slug);
    await res.inertia.render('pages/show', { title: page.title, description: excerpt(plainText(page.content)), page });
  };
