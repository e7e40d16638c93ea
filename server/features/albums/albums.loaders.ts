import type { AppContext } from '../../app-context';
import { NotFound } from '../../http/errors';
import { presentSongCard } from '../songs/songs.presenter';
import { presentAlbum } from './albums.presenter';
import { albumSongs, findAlbum } from './albums.queries';

export async function loadAlbum({ db: { knex }, mediaUrl }: AppContext, id: number) {
  const row = await findAlbum(knex, id);
  if (!row) throw new NotFound('Album not found.');
  return presentAlbum(row, mediaUrl);
}

export async function loadAlbumSongs({ db: { knex }, mediaUrl }: AppContext, id: number) {
  return (await albumSongs(knex, id)).map((row) => presentSongCard(row, mediaUrl));
}
