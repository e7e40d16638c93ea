import type { Knex } from 'knex';
import { songCards, type SongCardRow } from '../songs/songs.queries';

export interface PlaylistRow {
  id: number;
  name: string;
  description: string | null;
  cover: string | null;
  songs_count: number | string;
}

/** Public playlists only (not in the backstage trash), counting the songs a listener can play. */
const playlistsWithCount = (knex: Knex) =>
  knex('playlists')
    .whereNull('playlists.deleted_at')
    .select(
      'playlists.id',
      'playlists.name',
      'playlists.description',
      'playlists.cover',
      knex('playlist_song').join('songs', 'songs.id', 'playlist_song.song_id').count('*').whereRaw('playlist_song.playlist_id = playlists.id').whereNull('songs.deleted_at').as('songs_count'),
    );

/** Every playlist by name. */
export const allPlaylists = (knex: Knex) =>
  playlistsWithCount(knex).orderBy([{ column: 'playlists.name', order: 'asc' }, { column: 'playlists.id', order: 'asc' }]);

export const findPlaylist = (knex: Knex, id: number): Promise<PlaylistRow | undefined> =>
  playlistsWithCount(knex).where('playlists.id', id).first();

/** The playlist's songs in their curated order. */
export const playlistSongs = (knex: Knex, playlistId: number, limit: number): Promise<SongCardRow[]> =>
  songCards(knex)
    .join('playlist_song', 'playlist_song.song_id', 'songs.id')
    .where('playlist_song.playlist_id', playlistId)
    .orderBy([{ column: 'playlist_song.position', order: 'asc' }, { column: 'songs.id', order: 'asc' }])
    .limit(limit);
