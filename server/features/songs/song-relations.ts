import type { Knex } from 'knex';
import { ValidationError } from '../../http/errors';
import { findUpload } from '../../backstage/media-uploads/media-uploads';
import type { SongInput } from './songs.schema';
import { forgetSimilarSongs } from './similar-songs';

/** The names of what a song form names by id, for the activity log and for the checks below. */
export interface SongRelationNames {
  artist: string;
  original_artist: string | null;
  features: string[];
  album: string | null;
  playlists: string[];
}

const liveNames = async (trx: Knex.Transaction, table: 'artists' | 'albums' | 'playlists', ids: number[]) => {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await trx(table).whereIn('id', ids).whereNull('deleted_at').select<{ id: number; name: string }[]>('id', 'name');
  return new Map(rows.map((row) => [row.id, row.name]));
};

/**
 * Checks every id the form names against the catalogue (not in the trash) and the paths against
 * the uploads: each problem is a 422 on its own field, never a foreign-key 500. An unchanged path
 * (the demo's files, a song saved before uploads were recorded) is left alone; a new one must be a
 * file our uploader stored, of the right kind.
 */
export async function checkSongRelations(trx: Knex.Transaction, input: SongInput, before?: { cover: string | null; audio: string | null }): Promise<SongRelationNames> {
  const artistIds = [input.artist, ...(input.original_artist ? [input.original_artist] : []), ...input.features];
  // One after another: a transaction is one connection, and statements sent at once on it only queue (pg warns).
  const artists = await liveNames(trx, 'artists', artistIds);
  const albums = await liveNames(trx, 'albums', input.album ? [input.album] : []);
  const playlists = await liveNames(trx, 'playlists', input.playlists);
  const errors: Record<string, string[]> = {};
  if (!artists.has(input.artist)) errors.artist = ['That artist does not exist (or is in the trash).'];
  if (input.original_artist && !artists.has(input.original_artist)) errors.original_artist = ['That original artist does not exist (or is in the trash).'];
  if (input.features.some((id) => !artists.has(id))) errors.features = ['A featuring artist does not exist (or is in the trash).'];
  else if (input.features.includes(input.artist)) errors.features = ['The artist cannot also feature on their own song.'];
  if (input.album && !albums.has(input.album)) errors.album = ['That album does not exist (or is in the trash).'];
  if (input.playlists.some((id) => !playlists.has(id))) errors.playlists = ['A playlist does not exist (or is in the trash).'];
  const newPath = (path: string | null, was: string | null | undefined) => path !== null && path.replace(/^\//, '') !== was?.replace(/^\//, '');
  if (newPath(input.cover, before?.cover) && !(await findUpload(trx, input.cover!, 'image'))) errors.cover = ['Upload the cover with the image uploader.'];
  if (newPath(input.audio, before?.audio) && !(await findUpload(trx, input.audio!, 'audio'))) errors.audio = ['Upload the audio with the audio uploader.'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return {
    artist: artists.get(input.artist)!,
    original_artist: input.original_artist ? artists.get(input.original_artist)! : null,
    features: input.features.map((id) => artists.get(id)!),
    album: input.album ? albums.get(input.album)! : null,
    playlists: input.playlists.map((id) => playlists.get(id)!),
  };
}

/**
 * Replaces a song's featuring artists (billing order) and its playlists. A playlist it was already
 * on keeps the song's place there; a new playlist gets it at its end. Its kept similar-songs ranking
 * is dropped, as its artist or playlists may have changed: its page ranks live until the job keeps it again.
 */
export async function saveSongLinks(trx: Knex.Transaction, songId: number, input: Pick<SongInput, 'features' | 'playlists'>): Promise<void> {
  await trx('song_features').where('song_id', songId).delete();
  if (input.features.length) await trx('song_features').insert(input.features.map((artistId, index) => ({ song_id: songId, artist_id: artistId, position: index + 1 })));
  await trx('playlist_song').where('song_id', songId).whereNotIn('playlist_id', input.playlists).delete();
  const kept = new Set(await trx('playlist_song').where('song_id', songId).pluck<number[]>('playlist_id'));
  for (const playlistId of input.playlists.filter((id) => !kept.has(id))) {
    await trx('playlist_song').insert({
      playlist_id: playlistId,
      song_id: songId,
      position: trx('playlist_song').where('playlist_id', playlistId).select(trx.raw('coalesce(max(position), 0) + 1')),
    });
  }
  await forgetSimilarSongs(trx, [songId]);
}

/**
 * Writes the lyrics versions in the form's order: known ids (of this song) are updated, new ones
 * added, the rest removed; exactly one is the default when any exist (the first, unless one is marked).
 */
export async function saveVerses(trx: Knex.Transaction, songId: number, verses: SongInput['verses']): Promise<void> {
  const mine = new Set(await trx('verses').where('song_id', songId).pluck<number[]>('id'));
  const foreign = verses.find((verse) => verse.id !== null && !mine.has(verse.id));
  if (foreign) throw new ValidationError({ verses: ['That lyrics version is not this song’s. Reload the page.'] });
  const keep = verses.flatMap((verse) => (verse.id === null ? [] : [verse.id]));
  await trx('verses').where('song_id', songId).whereNotIn('id', keep).delete();
  // Off first, in one statement: the index allows one default per song at every moment.
  await trx('verses').where('song_id', songId).update({ is_default: false });
  const defaultIndex = Math.max(0, verses.findIndex((verse) => verse.is_default));
  for (const [index, verse] of verses.entries()) {
    const fields = { title: verse.title, language: verse.language, non_synced_lyrics: verse.non_synced_lyrics, translation: verse.translation ? JSON.stringify(verse.translation) : null, position: index + 1, is_default: index === defaultIndex, updated_at: trx.fn.now() };
    if (verse.id === null) await trx('verses').insert({ ...fields, song_id: songId });
    else await trx('verses').where('id', verse.id).update(fields);
  }
}

/** Songs an album or playlist lists, checked (not in the trash), with their names for the log, in the given order. */
export async function checkSongIds(trx: Knex.Transaction, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await trx('songs').whereIn('id', ids).whereNull('deleted_at').select<{ id: number; name: string }[]>('id', 'name');
  const names = new Map(rows.map((row) => [row.id, row.name]));
  if (ids.some((id) => !names.has(id))) throw new ValidationError({ songs: ['A song does not exist (or is in the trash).'] });
  return ids.map((id) => names.get(id)!);
}

/** A new cover must be a file the image uploader stored (an unchanged one is left alone). */
export async function checkCover(trx: Knex.Transaction, cover: string | null, before?: string | null): Promise<void> {
  if (cover && cover.replace(/^\//, '') !== before?.replace(/^\//, '') && !(await findUpload(trx, cover, 'image'))) {
    throw new ValidationError({ cover: ['Upload the cover with the image uploader.'] });
  }
}
