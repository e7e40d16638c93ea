import type { AppContext } from '../../app-context';
import { NotFound } from '../../http/errors';
import { pageOf, type PageRequest } from '../../db/paginate';
import { presentSongCard } from '../songs/songs.presenter';
import type { SongCardRow } from '../songs/songs.queries';
import { songListSource } from '../songs/song-list-source';
import { presentGenre } from './genres.presenter';
import { allGenres, findGenre, genreSongCounts, genreSongIds } from './genres.queries';

export const GENRE_SONGS_PER_PAGE = 24;

/** Every genre's count of public songs, one statement for all, kept like the lists' totals. */
const songCounts = ({ db: { knex }, kept }: AppContext) => kept.get('genre-song-counts', () => genreSongCounts(knex));

export async function loadGenre(context: AppContext, id: number) {
  const [row, counts] = await Promise.all([findGenre(context.db.knex, id), songCounts(context)]);
  if (!row) throw new NotFound('Genre not found.');
  return presentGenre(row, counts.get(id) ?? 0);
}

export function loadGenreSongs(context: AppContext, id: number, request: PageRequest) {
  const { db: { knex }, kept, mediaUrl } = context;
  const total = async () => (await songCounts(context)).get(id) ?? 0;
  const source = songListSource(knex, kept, `genre:${id}`, genreSongIds(knex, id), total, genreSongIds(knex, id, true));
  return pageOf(source, request, GENRE_SONGS_PER_PAGE, (row: SongCardRow) => presentSongCard(row, mediaUrl));
}

export async function loadGenres(context: AppContext) {
  const [rows, counts] = await Promise.all([allGenres(context.db.knex), songCounts(context)]);
  return rows.map((row) => presentGenre(row, counts.get(row.id) ?? 0));
}
