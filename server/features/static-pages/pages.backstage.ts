import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { listPage } from '../../backstage/list-page';
import { NotFound } from '../../http/errors';
import { idParam } from '../../http/params';
import { validateForm } from '../../backstage/form-input';
import { listPageQuery, listStateProps, prepareListSearch, readListState, type ListSpec } from '../../backstage/list-query';
import { historyOf } from '../../backstage/activity-log';
import { answerWrite } from '../../backstage/write-answer';
import { pageInput, pageUpdate } from './pages.schema';
import { createPage, PAGE_ENTITY, restorePage, trashPage, updatePage } from './pages.writes';
import type { MessageId } from '../../i18n/catalogues';
import { translatorOf } from '../../i18n/i18n.props';

export const PAGES_LIST = '/backstage/pages';
const NOT_FOUND = 'Page not found.';
const editPath = (id: number) => `${PAGES_LIST}/${id}/edit`;

// Pages have no search column: their titles are searched with a plain match (a handful of rows).
const LIST: ListSpec = { sorts: { title: 'pages.title', updated_at: 'pages.updated_at' }, defaultSort: 'title', idColumn: 'pages.id', searchVector: 'pages.list_search_vector', listSearch: { table: 'pages', text: 't.title' }, deletedAt: 'pages.deleted_at' };

interface PageRow {
  id: number;
  title: string;
  slug: string;
  content: string;
  version: number;
  updated_at: Date;
  deleted_at: Date | null;
}
const presentPage = (row: PageRow) => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  content: row.content,
  version: row.version,
  updated_at: row.updated_at.toISOString(),
  deleted_at: row.deleted_at?.toISOString() ?? null,
});
export type BackstagePage = ReturnType<typeof presentPage>;

export const listPages =
  ({ db: { knex } }: AppContext): RequestHandler =>
  async (req, res) => {
    const state = readListState(req, LIST);
    await prepareListSearch(knex, state, LIST);
    const query = listPageQuery(knex('pages').select('id', 'title', 'slug', 'content', 'version', 'updated_at', 'deleted_at'), state, LIST);
    const pages = await listPage(knex, query, state.page, 50, (row: PageRow) => ({ ...presentPage(row), content: '' }));
    await res.inertia.render('backstage/pages/index', { title: translatorOf(req).t('backstage.section.pages'), pages, list: listStateProps(state) });
  };

export const createPageForm = (): RequestHandler => async (req, res) => {
  await res.inertia.render('backstage/pages/create', { title: translatorOf(req).t('backstage.new.page') });
};

async function loadPage(knex: AppContext['db']['knex'], id: number) {
  const row = await knex('pages').where('id', id).first<PageRow | undefined>();
  if (!row) throw new NotFound(NOT_FOUND);
  return presentPage(row);
}

export const editPageForm =
  ({ db: { knex } }: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, NOT_FOUND);
    const page = await loadPage(knex, id);
    await res.inertia.render('backstage/pages/edit', { title: translatorOf(req).t('backstage.edit', { name: page.title }), page, history: await historyOf(knex, PAGE_ENTITY, id) });
  };

export const storePage =
  ({ db: { knex } }: AppContext): RequestHandler =>
  async (req, res) => {
    const input = validateForm(pageInput, req.body ?? {});
    const id = await createPage(knex, req.user!.id, input);
    answerWrite(req, res, { status: 201, location: editPath(id), message: { id: 'backstage.flash.added', values: { name: input.title } }, data: await loadPage(knex, id) });
  };

export const savePage =
  ({ db: { knex } }: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, NOT_FOUND);
    await updatePage(knex, req.user!.id, id, validateForm(pageUpdate, req.body ?? {}));
    answerWrite(req, res, { status: 200, location: editPath(id), message: { id: 'backstage.flash.saved' }, data: await loadPage(knex, id) });
  };

const trashStateAction =
  (write: typeof trashPage, done: MessageId) =>
  ({ db: { knex } }: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, NOT_FOUND);
    await write(knex, req.user!.id, id);
    const page = await loadPage(knex, id);
    answerWrite(req, res, { status: 200, location: editPath(id), message: { id: done, values: { name: page.title } }, data: page });
  };
export const trashPageAction = trashStateAction(trashPage, 'backstage.flash.trashed');
export const restorePageAction = trashStateAction(restorePage, 'backstage.flash.restored');
