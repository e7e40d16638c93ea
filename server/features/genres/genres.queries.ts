import type { Knex } from 'knex';
import { byPopularity, songCards } from '../songs/songs.queries';

export interface GenreRow {
  id: number;
  name: string;
  description: string | null;
  color: string | null;
  songs_count: number | string;
}

const genresWithCount = (knex: Knex) =>
  knex('genres').select(
    'genres.id',
    'genres.name',
    'genres.description',
    'genres.color',
    knex('song_genre').count('*').whereRaw('song_genre.genre_id = genres.id').as('songs_count'),
  );

export const allGenres = (knex: Knex): Promise<GenreRow[]> =>
  genresWithCount(knex).orderBy([{ column: 'genres.name', order: 'asc' }, { column: 'genres.id', order: 'asc' }]);

export const findGenre = (knex: Knex, id: number): Promise<GenreRow | undefined> =>
  genresWithCount(knex).where('genres.id', id).first();

/** The genre's songs, most played first. */
export const genreSongs = (knex: Knex, genreId: number) =>
  songCards(knex)
    .join('song_genre', 'song_genre.song_id', 'songs.id')
    .where('song_genre.genre_id', genreId)
    .orderBy([...byPopularity]);
