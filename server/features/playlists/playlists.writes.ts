import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { slugify } from '../../lib/slug';
import { ValidationError } from '../../http/errors';
import { changedFields, recordActivity } from '../../backstage/activity-log';
import { assertSameVersion, lockRow, nextVersion, type VersionedRow } from '../../backstage/versioned-record';
import { catalogueWrite } from '../../backstage/catalogue-write';
import { reindex } from '../search/search.indexer';
import { checkCover, checkSongIds } from '../songs/song-relations';
import { MAX_PLAYLISTS } from '../songs/songs.schema';
import { forgetSimilarSongs } from '../songs/similar-songs';
import type { PlaylistInput, PlaylistUpdate } from './playlists.schema';

export const PLAYLIST_ENTITY = 'playlist';
const NOT_FOUND = 'Playlist not found.';
const LOGGED = ['name', 'description', 'cover', 'songs'] as const;
type Logged = Record<(typeof LOGGED)[number], unknown>;
type PlaylistWriteRow = VersionedRow & { name: string; description: string | null; cover: string | null };

/** Spec §5: a song is on at most 10 playlists. Adding one already on 10 others is refused, naming it. */
async function checkPlaylistCap(trx: Knex.Transaction, playlistId: number | null, songIds: number[], names: string[]) {
  if (songIds.length === 0) return;
  const full = await trx('playlist_song')
    .whereIn('song_id', songIds)
    .modify((query) => (playlistId ? query.whereNot('playlist_id', playlistId) : query))
    .groupBy('song_id')
    .havingRaw('count(*) >= ?', [MAX_PLAYLISTS])
    .pluck<number[]>('song_id');
  if (full.length) {
    const named = full.map((id) => `“${names[songIds.indexOf(id)]}”`).join(', ');
    throw new ValidationError({ songs: [`${named} ${full.length === 1 ? 'is' : 'are'} already on ${MAX_PLAYLISTS} playlists, the most a song can be on.`] });
  }
}

/**
 * The playlist's songs in order (playlist_song.position 1..n); songs no longer listed leave it. The
 * kept similar-songs rankings of the songs it held and holds are dropped (a shared playlist counts).
 */
async function setSongs(trx: Knex.Transaction, playlistId: number, songIds: number[]) {
  const before = await trx('playlist_song').where('playlist_id', playlistId).pluck<number[]>('song_id');
  await forgetSimilarSongs(trx, [...new Set([...before, ...songIds])]);
  await trx('playlist_song').where('playlist_id', playlistId).delete();
  if (songIds.length) await trx('playlist_song').insert(songIds.map((songId, index) => ({ playlist_id: playlistId, song_id: songId, position: index + 1 })));
}

const songsOf = (trx: Knex.Transaction, playlistId: number) =>
  trx('playlist_song').join('songs', 'songs.id', 'playlist_song.song_id').where('playlist_id', playlistId).orderBy('position').pluck<string[]>('songs.name');

const columnsOf = (input: PlaylistInput) => ({ name: input.name, description: input.description, cover: input.cover });

export function createPlaylist(knex: Knex, userId: number, input: PlaylistInput): Promise<number> {
  return catalogueWrite(knex, async (trx) => {
    await checkCover(trx, input.cover);
    const names = await checkSongIds(trx, input.songs);
    await checkPlaylistCap(trx, null, input.songs, names);
    const [row] = await trx('playlists').insert({ ...columnsOf(input), slug: randomUUID() }).returning<{ id: number }[]>('id');
    const id = row!.id;
    await trx('playlists').where('id', id).update({ slug: `${slugify(input.name) || 'playlist'}-${id}` });
    await setSongs(trx, id, input.songs);
    await recordActivity(trx, { userId, entityType: PLAYLIST_ENTITY, entityId: id, entityLabel: input.name, action: 'created', changes: changedFields<Logged>({}, { ...columnsOf(input), songs: names.join(', ') || null }, LOGGED) });
    await reindex(trx, 'playlists', [id]);
    return id;
  });
}

export function updatePlaylist(knex: Knex, userId: number, id: number, { version, ...input }: PlaylistUpdate): Promise<void> {
  return catalogueWrite(knex, async (trx) => {
    const row = await lockRow<PlaylistWriteRow>(trx, 'playlists', id, NOT_FOUND);
    assertSameVersion(row, version, PLAYLIST_ENTITY);
    await checkCover(trx, input.cover, row.cover);
    const names = await checkSongIds(trx, input.songs);
    await checkPlaylistCap(trx, id, input.songs, names);
    const changes = changedFields<Logged>({ ...row, songs: (await songsOf(trx, id)).join(', ') || null }, { ...columnsOf(input), songs: names.join(', ') || null }, LOGGED);
    if (Object.keys(changes).length === 0) return;
    await trx('playlists').where('id', id).update({ ...columnsOf(input), ...nextVersion(trx) });
    await setSongs(trx, id, input.songs);
    await recordActivity(trx, { userId, entityType: PLAYLIST_ENTITY, entityId: id, entityLabel: input.name, action: 'updated', changes });
    await reindex(trx, 'playlists', [id]);
  });
}

export const trashPlaylist = (knex: Knex, userId: number, id: number) => setTrashed(knex, userId, id, true);
export const restorePlaylist = (knex: Knex, userId: number, id: number) => setTrashed(knex, userId, id, false);

function setTrashed(knex: Knex, userId: number, id: number, trashed: boolean): Promise<void> {
  return catalogueWrite(knex, async (trx) => {
    const row = await lockRow<PlaylistWriteRow>(trx, 'playlists', id, NOT_FOUND);
    if (Boolean(row.deleted_at) === trashed) return;
    await trx('playlists').where('id', id).update({ deleted_at: trashed ? trx.fn.now() : null, ...nextVersion(trx) });
    // A trashed playlist links its songs no more (similar songs): their kept rankings are made again.
    await forgetSimilarSongs(trx, await trx('playlist_song').where('playlist_id', id).pluck<number[]>('song_id'));
    await recordActivity(trx, { userId, entityType: PLAYLIST_ENTITY, entityId: id, entityLabel: row.name, action: trashed ? 'trashed' : 'restored' });
  });
}
