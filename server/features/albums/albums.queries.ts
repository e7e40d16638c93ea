import type { Knex } from 'knex';
import { readWithKeptPlan } from '../../db/generic-plan';
import { songCards, type SongCardRow } from '../songs/songs.queries';

export interface AlbumCardRow {
  id: number;
  name: string;
  cover: string | null;
  /** 'YYYY-MM-DD': read as text, so no time zone can move the day. */
  released_at: string | null;
  artist_id: number;
  artist_name: string;
}

export interface AlbumRow extends AlbumCardRow {
  content_type: string | null;
  songs_count: number | string;
}

/** Public albums only: one in the backstage trash is in no list and has no page. */
export const albumCards = (knex: Knex) =>
  knex('albums')
    .join('artists', 'artists.id', 'albums.artist_id')
    .whereNull('albums.deleted_at')
    .select(
      'albums.id',
      'albums.name',
      'albums.cover',
      knex.raw("to_char(albums.released_at, 'YYYY-MM-DD') as released_at"),
      'albums.artist_id',
      'artists.name as artist_name',
    );

/** An artist's albums, newest first. */
export const artistAlbums = (knex: Knex, artistId: number): Promise<AlbumCardRow[]> =>
  // Read on every artist page: its plan kept per connection (the same index walk for any artist).
  readWithKeptPlan(
    knex,
    albumCards(knex)
      .where('albums.artist_id', artistId)
      .orderBy([{ column: 'albums.released_at', order: 'desc', nulls: 'last' }, { column: 'albums.id', order: 'desc' }]),
  );

export function findAlbum(knex: Knex, id: number): Promise<AlbumRow | undefined> {
  return albumCards(knex)
    .select('albums.content_type', knex('songs').count('*').whereRaw('songs.album_id = albums.id').whereNull('songs.deleted_at').as('songs_count'))
    .where('albums.id', id)
    .first();
}

/** The album's track list in the order of albumSongs, names and lengths only: the page's JSON-LD, drawn before the songs arrive. */
export const albumTrackList = (knex: Knex, albumId: number): Promise<{ id: number; name: string; duration_seconds: number | null }[]> =>
  knex('songs')
    .where('songs.album_id', albumId)
    .whereNull('songs.deleted_at')
    .select('songs.id', 'songs.name', 'songs.duration_seconds')
    .orderBy([
      { column: 'songs.album_position', order: 'asc', nulls: 'last' },
      { column: 'songs.released', order: 'asc', nulls: 'last' },
      { column: 'songs.id', order: 'asc' },
    ]);

/** The album's tracks in the order staff set (album_position); tracks without one after, in release order. */
export const albumSongs = (knex: Knex, albumId: number): Promise<SongCardRow[]> =>
  songCards(knex)
    .where('songs.album_id', albumId)
    .orderBy([
      { column: 'songs.album_position', order: 'asc', nulls: 'last' },
      { column: 'songs.released', order: 'asc', nulls: 'last' },
      { column: 'songs.id', order: 'asc' },
    ]);
