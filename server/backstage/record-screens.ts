import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import { listPage } from './list-page';
import { idParam } from '../http/params';
import { validateForm } from './form-input';
import type { MediaUrl } from '@common/media-url';
import { historyOf } from './activity-log';
import { listPageQuery, listStateProps, prepareListSearch, readListState, type ListSpec } from './list-query';
import type { RecordHandlers } from './record-routes';
import { answerWrite } from './write-answer';
import type { MessageId } from '../i18n/catalogues';
import { translatorOf } from '../i18n/i18n.props';

/**
 * What one backstage record type is made of, for the record types whose seven screens and writes
 * differ only in their fields (scholars, topics, resources): the generic handlers below do the
 * rest the same way for each (list state in the URL, 201/303 answers, history, trash and restore).
 */
export interface RecordKind<Row, ListItem, Loaded extends { id: number }, Input, Update> {
  /** The list's path, `/backstage/scholars`; the pages are `${page}/index|create|edit`. */
  path: string;
  page: string;
  /** The prop the edit page and JSON answers carry the record under (`scholar`), and the list's (`scholars`). */
  prop: string;
  listProp: string;
  /** The list's and the create screen's titles, as catalogue messages (said in the request's language). */
  titles: { list: MessageId; create: MessageId };
  entity: string;
  notFound: string;
  list: { spec: ListSpec; query: (knex: Knex) => Knex.QueryBuilder; present: (row: Row, mediaUrl: MediaUrl) => ListItem; perPage: number };
  load: (knex: Knex, id: number, mediaUrl: MediaUrl) => Promise<Loaded>;
  label: (record: Loaded) => string;
  /** Choices the forms need besides the record (topic types, limits). */
  formProps?: (knex: Knex) => Promise<Record<string, unknown>> | Record<string, unknown>;
  input: z.ZodType<Input>;
  update: z.ZodType<Update>;
  create: (knex: Knex, userId: number, input: Input, context: AppContext) => Promise<number>;
  save: (knex: Knex, userId: number, id: number, input: Update, context: AppContext) => Promise<void>;
  setTrashed: (knex: Knex, userId: number, id: number, trashed: boolean) => Promise<void>;
}

export function recordScreens<Row, ListItem, Loaded extends { id: number }, Input, Update>(context: AppContext, kind: RecordKind<Row, ListItem, Loaded, Input, Update>): RecordHandlers {
  const { knex } = context.db;
  const { mediaUrl } = context;
  const editPath = (id: number) => `${kind.path}/${id}/edit`;
  const formProps = async () => (kind.formProps ? await kind.formProps(knex) : {});
  const loaded = (id: number) => kind.load(knex, id, mediaUrl);

  const trashState =
    (trashed: boolean, done: MessageId): RequestHandler =>
    async (req, res) => {
      const id = idParam(req.params.id, kind.notFound);
      await kind.setTrashed(knex, req.user!.id, id, trashed);
      const record = await loaded(id);
      answerWrite(req, res, { status: 200, location: editPath(id), message: { id: done, values: { name: kind.label(record) } }, data: record });
    };

  return {
    list: async (req, res) => {
      const state = readListState(req, kind.list.spec);
      await prepareListSearch(knex, state, kind.list.spec);
      const rows = await listPage(knex, listPageQuery(kind.list.query(knex), state, kind.list.spec), state.page, kind.list.perPage, (row: Row) => kind.list.present(row, mediaUrl));
      await res.inertia.render(`${kind.page}/index`, { title: translatorOf(req).t(kind.titles.list), [kind.listProp]: rows, list: listStateProps(state) });
    },
    createForm: async (req, res) => {
      await res.inertia.render(`${kind.page}/create`, { title: translatorOf(req).t(kind.titles.create), ...(await formProps()) });
    },
    store: async (req, res) => {
      const input = validateForm(kind.input, req.body ?? {});
      const id = await kind.create(knex, req.user!.id, input, context);
      const record = await loaded(id);
      answerWrite(req, res, { status: 201, location: editPath(id), message: { id: 'backstage.flash.added', values: { name: kind.label(record) } }, data: record });
    },
    editForm: async (req, res) => {
      const id = idParam(req.params.id, kind.notFound);
      const record = await loaded(id);
      await res.inertia.render(`${kind.page}/edit`, { title: translatorOf(req).t('backstage.edit', { name: kind.label(record) }), [kind.prop]: record, history: await historyOf(knex, kind.entity, id), ...(await formProps()) });
    },
    save: async (req, res) => {
      const id = idParam(req.params.id, kind.notFound);
      await kind.save(knex, req.user!.id, id, validateForm(kind.update, req.body ?? {}), context);
      answerWrite(req, res, { status: 200, location: editPath(id), message: { id: 'backstage.flash.saved' }, data: await loaded(id) });
    },
    trash: trashState(true, 'backstage.flash.trashed'),
    restore: trashState(false, 'backstage.flash.restored'),
  };
}
