import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import type { AppContext } from '../../app-context';
import { listPage } from '../../backstage/list-page';
import { NotFound } from '../../http/errors';
import { idParam } from '../../http/params';
import { validateForm } from '../../backstage/form-input';
import { listPageQuery, listStateProps, readListState, type ListSpec } from '../../backstage/list-query';
import { historyOf } from '../../backstage/activity-log';
import { answerWrite } from '../../backstage/write-answer';
import type { MediaUrl } from '@common/media-url';
import { albumInput, albumUpdate } from './albums.schema';
import { ALBUM_ENTITY, createAlbum, restoreAlbum, trashAlbum, updateAlbum } from './albums.writes';
import type { MessageId } from '../../i18n/catalogues';
import { translatorOf } from '../../i18n/i18n.props';

export const ALBUMS_LIST = '/backstage/albums';
const NOT_FOUND = 'Album not found.';
const editPath = (id: number) => `${ALBUMS_LIST}/${id}/edit`;
const LIST: ListSpec = { sorts: { name: 'albums.name', released_at: 'albums.released_at', updated_at: 'albums.updated_at' }, defaultSort: 'name', idColumn: 'albums.id', searchVector: 'albums.search_vector', deletedAt: 'albums.deleted_at' };

interface AlbumListRow {
  id: number;
  name: string;
  cover: string | null;
  released_at: string | null;
  artist_id: number;
  artist_name: string;
  songs_count: number | string;
  deleted_at: Date | null;
}
const presentRow = (row: AlbumListRow, mediaUrl: MediaUrl) => ({
  id: row.id,
  name: row.name,
  cover_url: mediaUrl(row.cover),
  released_at: row.released_at,
  artist: { id: row.artist_id, name: row.artist_name },
  songs_count: Number(row.songs_count),
  deleted_at: row.deleted_at?.toISOString() ?? null,
});
export type BackstageAlbumListItem = ReturnType<typeof presentRow>;

const albumRows = (knex: Knex) =>
  knex('albums')
    .join('artists', 'artists.id', 'albums.artist_id')
    .select('albums.id', 'albums.name', 'albums.cover', knex.raw(`to_char(albums.released_at, 'YYYY-MM-DD') as released_at`), 'albums.artist_id', 'artists.name as artist_name', 'albums.deleted_at', 'albums.version', knex('songs').count('*').whereRaw('songs.album_id = albums.id').whereNull('songs.deleted_at').as('songs_count'));

/** The album as its edit form loads it: the stored cover path, the artist and the tracks in order, the version. */
async function loadAlbum(knex: Knex, id: number, mediaUrl: MediaUrl) {
  const row = (await albumRows(knex).where('albums.id', id).first()) as (AlbumListRow & { version: number }) | undefined;
  if (!row) throw new NotFound(NOT_FOUND);
  const songs = await knex('songs')
    .join('artists', 'artists.id', 'songs.artist_id')
    .where('songs.album_id', id)
    .whereNull('songs.deleted_at')
    .orderBy([{ column: 'songs.album_position', order: 'asc', nulls: 'last' }, { column: 'songs.id', order: 'asc' }])
    .select<{ id: number; name: string; detail: string }[]>('songs.id', 'songs.name', 'artists.name as detail');
  const cover = await knex('albums').where('id', id).first('cover');
  return { ...presentRow(row, mediaUrl), cover: cover.cover as string | null, songs, version: row.version };
}
export type BackstageAlbum = Awaited<ReturnType<typeof loadAlbum>>;

export const listAlbums =
  ({ db: { knex }, mediaUrl }: AppContext): RequestHandler =>
  async (req, res) => {
    const state = readListState(req, LIST);
    const albums = await listPage(knex, listPageQuery(albumRows(knex), state, LIST), state.page, 25, (row: AlbumListRow) => presentRow(row, mediaUrl));
    await res.inertia.render('backstage/albums/index', { title: translatorOf(req).t('backstage.section.albums'), albums, list: listStateProps(state) });
  };

export const createAlbumForm = (): RequestHandler => async (req, res) => {
  await res.inertia.render('backstage/albums/create', { title: translatorOf(req).t('backstage.new.album') });
};

export const editAlbumForm =
  ({ db: { knex }, mediaUrl }: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, NOT_FOUND);
    const album = await loadAlbum(knex, id, mediaUrl);
    await res.inertia.render('backstage/albums/edit', { title: translatorOf(req).t('backstage.edit', { name: album.name }), album, history: await historyOf(knex, ALBUM_ENTITY, id) });
  };

export const storeAlbum =
  ({ db: { knex }, mediaUrl }: AppContext): RequestHandler =>
  async (req, res) => {
    const input = validateForm(albumInput, req.body ?? {});
    const id = await createAlbum(knex, req.user!.id, input);
    answerWrite(req, res, { status: 201, location: editPath(id), message: { id: 'backstage.flash.added', values: { name: input.name } }, data: await loadAlbum(knex, id, mediaUrl) });
  };

export const saveAlbum =
  ({ db: { knex }, mediaUrl }: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, NOT_FOUND);
    await updateAlbum(knex, req.user!.id, id, validateForm(albumUpdate, req.body ?? {}));
    answerWrite(req, res, { status: 200, location: editPath(id), message: { id: 'backstage.flash.saved' }, data: await loadAlbum(knex, id, mediaUrl) });
  };

const trashStateAction =
  (write: typeof trashAlbum, done: MessageId) =>
  ({ db: { knex }, mediaUrl }: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, NOT_FOUND);
    await write(knex, req.user!.id, id);
    const album = await loadAlbum(knex, id, mediaUrl);
    answerWrite(req, res, { status: 200, location: editPath(id), message: { id: done, values: { name: album.name } }, data: album });
  };
export const trashAlbumAction = trashStateAction(trashAlbum, 'backstage.flash.trashed');
export const restoreAlbumAction = trashStateAction(restoreAlbum, 'backstage.flash.restored');
