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
import { playlistInput, playlistUpdate } from './playlists.schema';
import { createPlaylist, PLAYLIST_ENTITY, restorePlaylist, trashPlaylist, updatePlaylist } from './playlists.writes';
import type { MessageId } from '../../i18n/catalogues';
import { translatorOf } from '../../i18n/i18n.props';

/** Spec §2 names the section in the singular. */
export const PLAYLISTS_LIST = '/backstage/playlist';
const NOT_FOUND = 'Playlist not found.';
const editPath = (id: number) => `${PLAYLISTS_LIST}/${id}/edit`;
const LIST: ListSpec = { sorts: { name: 'playlists.name', songs_count: 'songs_count', updated_at: 'playlists.updated_at' }, defaultSort: 'name', idColumn: 'playlists.id', searchVector: 'playlists.search_vector', deletedAt: 'playlists.deleted_at' };

interface PlaylistRow {
  id: number;
  name: string;
  description: string | null;
  cover: string | null;
  songs_count: number | string;
  version: number;
  deleted_at: Date | null;
}
const presentRow = (row: PlaylistRow, mediaUrl: MediaUrl) => ({
  id: row.id,
  name: row.name,
  cover_url: mediaUrl(row.cover),
  songs_count: Number(row.songs_count),
  deleted_at: row.deleted_at?.toISOString() ?? null,
});
export type BackstagePlaylistListItem = ReturnType<typeof presentRow>;

const playlistRows = (knex: Knex) =>
  knex('playlists').select('playlists.id', 'playlists.name', 'playlists.description', 'playlists.cover', 'playlists.version', 'playlists.deleted_at', knex('playlist_song').count('*').whereRaw('playlist_song.playlist_id = playlists.id').as('songs_count'));

async function loadPlaylist(knex: Knex, id: number, mediaUrl: MediaUrl) {
  const row = (await playlistRows(knex).where('playlists.id', id).first()) as PlaylistRow | undefined;
  if (!row) throw new NotFound(NOT_FOUND);
  const songs = await knex('playlist_song')
    .join('songs', 'songs.id', 'playlist_song.song_id')
    .join('artists', 'artists.id', 'songs.artist_id')
    .where('playlist_song.playlist_id', id)
    .orderBy([{ column: 'playlist_song.position', order: 'asc' }, { column: 'songs.id', order: 'asc' }])
    .select<{ id: number; name: string; detail: string }[]>('songs.id', 'songs.name', 'artists.name as detail');
  return { ...presentRow(row, mediaUrl), description: row.description, cover: row.cover, songs, version: row.version };
}
export type BackstagePlaylist = Awaited<ReturnType<typeof loadPlaylist>>;

export const listPlaylists =
  ({ db: { knex }, mediaUrl }: AppContext): RequestHandler =>
  async (req, res) => {
    const state = readListState(req, LIST);
    const playlists = await listPage(knex, listPageQuery(playlistRows(knex), state, LIST), state.page, 25, (row: PlaylistRow) => presentRow(row, mediaUrl));
    await res.inertia.render('backstage/playlist/index', { title: translatorOf(req).t('backstage.section.playlist'), playlists, list: listStateProps(state) });
  };

export const createPlaylistForm = (): RequestHandler => async (req, res) => {
  await res.inertia.render('backstage/playlist/create', { title: translatorOf(req).t('backstage.new.playlist') });
};

export const editPlaylistForm =
  ({ db: { knex }, mediaUrl }: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, NOT_FOUND);
    const playlist = await loadPlaylist(knex, id, mediaUrl);
    await res.inertia.render('backstage/playlist/edit', { title: translatorOf(req).t('backstage.edit', { name: playlist.name }), playlist, history: await historyOf(knex, PLAYLIST_ENTITY, id) });
  };

export const storePlaylist =
  ({ db: { knex }, mediaUrl }: AppContext): RequestHandler =>
  async (req, res) => {
    const input = validateForm(playlistInput, req.body ?? {});
    const id = await createPlaylist(knex, req.user!.id, input);
    answerWrite(req, res, { status: 201, location: editPath(id), message: { id: 'backstage.flash.added', values: { name: input.name } }, data: await loadPlaylist(knex, id, mediaUrl) });
  };

export const savePlaylist =
  ({ db: { knex }, mediaUrl }: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, NOT_FOUND);
    await updatePlaylist(knex, req.user!.id, id, validateForm(playlistUpdate, req.body ?? {}));
    answerWrite(req, res, { status: 200, location: editPath(id), message: { id: 'backstage.flash.saved' }, data: await loadPlaylist(knex, id, mediaUrl) });
  };

const trashStateAction =
  (write: typeof trashPlaylist, done: MessageId) =>
  ({ db: { knex }, mediaUrl }: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, NOT_FOUND);
    await write(knex, req.user!.id, id);
    const playlist = await loadPlaylist(knex, id, mediaUrl);
    answerWrite(req, res, { status: 200, location: editPath(id), message: { id: done, values: { name: playlist.name } }, data: playlist });
  };
export const trashPlaylistAction = trashStateAction(trashPlaylist, 'backstage.flash.trashed');
export const restorePlaylistAction = trashStateAction(restorePlaylist, 'backstage.flash.restored');
