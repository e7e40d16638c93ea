import type { AppContext } from '../../app-context';
import { NotFound } from '../../http/errors';
import { presentSongCard } from '../songs/songs.presenter';
import { presentAlbum } from './albums.presenter';
import { albumSongs, albumTrackList, findAlbum } from './albums.queries';
import { formatDuration } from '../../lib/format';

export async function loadAlbum({ db: { knex }, mediaUrl }: AppContext, id: number) {
  const row = await findAlbum(knex, id);
  if (!row) throw new NotFound('Album not found.');
  return presentAlbum(row, mediaUrl);
}

export async function loadAlbumSongs({ db: { knex }, mediaUrl }: AppContext, id: number) {
  return (await albumSongs(knex, id)).map((row) => presentSongCard(row, mediaUrl));
}

/** The names and lengths of the album's tracks, in order: what its JSON-LD lists (the songs themselves come deferred). */
export async function loadAlbumTracks({ db: { knex } }: AppContext, id: number) {
  return (await albumTrackList(knex, id)).map((row) => ({ id: row.id, name: row.name, formatted_duration: formatDuration(row.duration_seconds) }));
}
