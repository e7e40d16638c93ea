import { lyricsRevisions } from './lyrics-revisions';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { listPage } from '../../backstage/list-page';
import { NotFound } from '../../http/errors';
import { idParam } from '../../http/params';
import { ownPath } from '../../http/redirects';
import { validateForm } from '../../backstage/form-input';
import { applyListFilters, listPageQuery, listStateProps, readListState, type ListSpec } from '../../backstage/list-query';
import { historyOf } from '../../backstage/activity-log';
import { answerWrite } from '../../backstage/write-answer';
import { backstageSongIds, backstageSongList, findBackstageSong, presentBackstageSongRow, SONG_FILTERS, type SongFilter } from './songs.backstage.queries';
import { MAX_FEATURES, MAX_PLAYLISTS, songInput, songUpdate } from './songs.schema';
import { createSong, restoreSong, retrySongAudio, SONG_ENTITY, trashSong, updateSong } from './songs.writes';
import { publicOrigin } from '../../http/public-origin';
import type { MessageId } from '../../i18n/catalogues';
import { translatorOf } from '../../i18n/i18n.props';

export const SONGS_LIST = '/backstage/songs';
const PER_PAGE = 25;
const NOT_FOUND = 'Song not found.';
const editPath = (id: number) => `${SONGS_LIST}/${id}/edit`;

const LIST: ListSpec = {
  sorts: { name: 'songs.name', artist: 'artists.name', updated_at: 'songs.updated_at', created_at: 'songs.created_at' },
  defaultSort: '-updated_at',
  idColumn: 'songs.id',
  searchVector: 'songs.search_vector',
  deletedAt: 'songs.deleted_at',
};

/** What the form needs besides the song: the pickers' caps (spec §5). */
const formLimits = { maxFeatures: MAX_FEATURES, maxPlaylists: MAX_PLAYLISTS };

/** GET /backstage/songs: search, sort, trash, the spec §4 status of each, and the filters staff work through. */
export const listSongs =
  ({ db: { knex }, mediaUrl }: AppContext): RequestHandler =>
  async (req, res) => {
    const state = readListState(req, LIST);
    const filter = SONG_FILTERS.find((known) => known === req.query.filter) ?? null;
    const query = listPageQuery(backstageSongList(knex, filter), state, LIST);
    const ids = applyListFilters(backstageSongIds(knex, filter, query.order[0]!.column.startsWith('artists.')), state, LIST);
    const songs = await listPage(knex, { ...query, ids }, state.page, PER_PAGE, (row: Parameters<typeof presentBackstageSongRow>[0]) => presentBackstageSongRow(row, mediaUrl));
    await res.inertia.render('backstage/songs/index', { title: translatorOf(req).t('backstage.section.songs'), songs, list: listStateProps(state, filter ? { filter } : undefined), filter, filters: SONG_FILTERS satisfies readonly SongFilter[] });
  };

export const createSongForm = (): RequestHandler => async (req, res) => {
  await res.inertia.render('backstage/songs/create', { title: translatorOf(req).t('backstage.new.song'), limits: formLimits });
};

export const editSongForm =
  ({ db: { knex }, mediaUrl }: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, NOT_FOUND);
    const song = await findBackstageSong(knex, id, mediaUrl);
    if (!song) throw new NotFound(NOT_FOUND);
    const [history, revisions] = await Promise.all([historyOf(knex, SONG_ENTITY, id), lyricsRevisions(knex, id)]);
    await res.inertia.render('backstage/songs/edit', { title: translatorOf(req).t('backstage.edit', { name: song.name }), song, history, revisions, limits: formLimits });
  };

async function savedSong({ db: { knex }, mediaUrl }: AppContext, id: number) {
  const song = await findBackstageSong(knex, id, mediaUrl);
  if (!song) throw new NotFound(NOT_FOUND);
  return song;
}

export const storeSong =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const input = validateForm(songInput, req.body ?? {});
    const id = await createSong(context.db.knex, req.user!.id, input);
    answerWrite(req, res, { status: 201, location: editPath(id), message: { id: 'backstage.flash.added', values: { name: input.name } }, data: await savedSong(context, id) });
  };

export const saveSong =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, NOT_FOUND);
    const input = validateForm(songUpdate, req.body ?? {});
    await updateSong(context.db.knex, req.user!.id, id, input);
    answerWrite(req, res, { status: 200, location: editPath(id), message: { id: 'backstage.flash.saved' }, data: await savedSong(context, id) });
  };

const trashStateAction =
  (write: typeof trashSong, done: MessageId) =>
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, NOT_FOUND);
    await write(context.db.knex, req.user!.id, id);
    const song = await savedSong(context, id);
    answerWrite(req, res, { status: 200, location: editPath(id), message: { id: done, values: { name: song.name } }, data: song });
  };
export const trashSongAction = trashStateAction(trashSong, 'backstage.flash.trashed');
export const restoreSongAction = trashStateAction(restoreSong, 'backstage.flash.restored');

export const retryInput = z.object({ id: z.union([z.number().int().min(1).max(2_147_483_647), z.string().regex(/^[1-9]\d{0,9}$/).transform(Number)], { error: 'Say which song: its id.' }) });

/** POST /api/backstage/retry {id} (spec §7): the song's audio is made again; the list shows it processing. */
export const retrySong =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const { id } = validateForm(retryInput, req.body ?? {});
    const song = await retrySongAudio(context.db.knex, req.user!.id, id);
    answerWrite(req, res, { status: 200, location: backTo(req.get('Referer'), publicOrigin(req, context.config)) ?? SONGS_LIST, message: `${song.name} will be processed again.`, data: { id, status: 'processing' } });
  };

/** The page a button was pressed on (a filtered list, an edit screen), when it is one of ours. */
function backTo(referer: string | undefined, origin: string): string | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer, origin);
    return url.origin === new URL(origin).origin ? ownPath(`${url.pathname}${url.search}`) : undefined;
  } catch {
    return undefined;
  }
}
