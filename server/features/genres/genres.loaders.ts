import type { AppContext } from '../../app-context';
import { NotFound } from '../../http/errors';
import { paginate, type PageRequest } from '../../db/paginate';
import { presentSongCard, type SongCardRow } from '../songs/songs.presenter';
import { presentGenre } from './genres.presenter';
import { allGenres, findGenre, genreSongs } from './genres.queries';

export const GENRE_SONGS_PER_PAGE = 24;

export async function loadGenre({ db: { knex } }: AppContext, id: number) {
  const row = await findGenre(knex, id);
  if (!row) throw new NotFound('Genre not found.');
  return presentGenre(row);
}

export function loadGenreSongs({ db: { knex }, mediaUrl }: AppContext, id: number, request: PageRequest) {
  return paginate(knex, genreSongs(knex, id), request, GENRE_SONGS_PER_PAGE, (row: SongCardRow) => presentSongCard(row, mediaUrl));
}

export async function loadGenres({ db: { knex } }: AppContext) {
  return (await allGenres(knex)).map(presentGenre);
}
