import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { listPage } from '../../backstage/list-page';
import { NotFound } from '../../http/errors';
import { idParam } from '../../http/params';
import { validateForm } from '../../backstage/form-input';
import { listPageQuery, listStateProps, readListState, type ListSpec } from '../../backstage/list-query';
import { historyOf } from '../../backstage/activity-log';
import { answerWrite } from '../../backstage/write-answer';
import { CONTENT_TYPE_LABELS } from './artists.presenter';
import { artistInput, artistUpdate } from './artists.schema';
import { ARTIST_ENTITY, createArtist, restoreArtist, trashArtist, updateArtist } from './artists.writes';
import { backstageArtistList, findBackstageArtist, presentBackstageArtist, presentBackstageArtistRow } from './artists.backstage.queries';
import type { MessageId } from '../../i18n/catalogues';
import { translatorOf } from '../../i18n/i18n.props';

export const ARTISTS_LIST = '/backstage/artists';
const PER_PAGE = 25;
const NOT_FOUND = 'Artist not found.';
const editPath = (id: number) => `${ARTISTS_LIST}/${id}/edit`;

const LIST: ListSpec = {
  sorts: { name: 'artists.name', songs_count: 'songs_count', followers_count: 'followers_count', updated_at: 'artists.updated_at' },
  defaultSort: 'name',
  idColumn: 'artists.id',
  searchVector: 'artists.search_vector',
  deletedAt: 'artists.deleted_at',
};

/** The six content types as the form's select offers them (spec §3). */
const contentTypes = Object.entries(CONTENT_TYPE_LABELS).map(([code, label]) => ({ code, label }));

/** GET /backstage/artists: search, sort, trash and page, all from the URL. */
export const listArtists =
  ({ db: { knex }, mediaUrl }: AppContext): RequestHandler =>
  async (req, res) => {
    const state = readListState(req, LIST);
    const artists = await listPage(knex, listPageQuery(backstageArtistList(knex), state, LIST), state.page, PER_PAGE, (row: Parameters<typeof presentBackstageArtistRow>[0]) => presentBackstageArtistRow(row, mediaUrl));
    await res.inertia.render('backstage/artists/index', { title: translatorOf(req).t('backstage.section.artists'), artists, list: listStateProps(state) });
  };

export const createArtistForm = (): RequestHandler => async (req, res) => {
  await res.inertia.render('backstage/artists/create', { title: translatorOf(req).t('backstage.new.artist'), contentTypes });
};

export const editArtistForm =
  ({ db: { knex }, mediaUrl }: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, NOT_FOUND);
    const row = await findBackstageArtist(knex, id);
    if (!row) throw new NotFound(NOT_FOUND);
    await res.inertia.render('backstage/artists/edit', {
      title: translatorOf(req).t('backstage.edit', { name: row.name }),
      artist: presentBackstageArtist(row, mediaUrl),
      history: await historyOf(knex, ARTIST_ENTITY, id),
      contentTypes,
    });
  };

/** Answers a write with the artist as the edit form now loads it. */
async function savedArtist({ db: { knex }, mediaUrl }: AppContext, id: number) {
  const row = await findBackstageArtist(knex, id);
  if (!row) throw new NotFound(NOT_FOUND);
  return presentBackstageArtist(row, mediaUrl);
}

export const storeArtist =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const input = validateForm(artistInput, req.body ?? {});
    const id = await createArtist(context.db.knex, req.user!.id, input);
    answerWrite(req, res, { status: 201, location: editPath(id), message: { id: 'backstage.flash.added', values: { name: input.name } }, data: await savedArtist(context, id) });
  };

export const saveArtist =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, NOT_FOUND);
    const input = validateForm(artistUpdate, req.body ?? {});
    await updateArtist(context.db.knex, req.user!.id, id, input);
    answerWrite(req, res, { status: 200, location: editPath(id), message: { id: 'backstage.flash.saved' }, data: await savedArtist(context, id) });
  };

/** Trash and restore answer alike: back to the edit screen, which shows whether the artist is in the trash. */
const trashStateAction =
  (write: typeof trashArtist, done: MessageId) =>
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, NOT_FOUND);
    await write(context.db.knex, req.user!.id, id);
    const artist = await savedArtist(context, id);
    answerWrite(req, res, { status: 200, location: editPath(id), message: { id: done, values: { name: artist.name } }, data: artist });
  };

export const trashArtistAction = trashStateAction(trashArtist, 'backstage.flash.trashed');
export const restoreArtistAction = trashStateAction(restoreArtist, 'backstage.flash.restored');
