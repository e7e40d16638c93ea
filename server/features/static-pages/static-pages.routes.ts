import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { showStaticPage } from './static-pages.pages';
import { staticPageJson } from './static-pages.api';
import { createPageForm, editPageForm, listPages, PAGES_LIST, restorePageAction, savePage, storePage, trashPageAction } from './pages.backstage';
import { mountRecordRoutes, recordFormUploads } from '../../backstage/record-routes';

export function staticPageRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/pages/:slug', showStaticPage(context));
  router.get('/api/pages/:slug', staticPageJson(context));

  mountRecordRoutes(router, PAGES_LIST, {
    list: listPages(context),
    createForm: createPageForm(),
    store: storePage(context),
    editForm: editPageForm(context),
    save: savePage(context),
    trash: trashPageAction(context),
    restore: restorePageAction(context),
  });
  return router;
}

export const pageUploadRoutes = recordFormUploads(PAGES_LIST);
