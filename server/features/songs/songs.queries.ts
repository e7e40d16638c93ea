import type { Knex } from 'knex';
import type { SongCardRow } from './songs.presenter';

export const songCardColumns = [
  'songs.id',
  'songs.name',
  'songs.cover',
  'songs.content_type',
  'songs.duration_seconds',
  'songs.artist_id',
  'artists.name as artist_name',
] as const;

export const songCards = (knex: Knex) =>
  knex('songs').join('artists', 'artists.id', 'songs.artist_id').select<SongCardRow[]>(...songCardColumns);

export async function songCardsByIds(knex: Knex, ids: number[]): Promise<SongCardRow[]> {
  if (!ids.length) return [];
  const rows = await songCards(knex).whereIn('songs.id', ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is SongCardRow => Boolean(r));
}

/** The order of every "popular first" song list: lifetime plays, then the newest release. */
export const byPopularity = [
  { column: 'songs.plays_count', order: 'desc' },
  { column: 'songs.released', order: 'desc', nulls: 'last' },
  { column: 'songs.id', order: 'asc' },
] as const;

/** Newest first, for /just-added. */
export const justAddedSongs = (knex: Knex) =>
  songCards(knex).orderBy([{ column: 'songs.created_at', order: 'desc' }, { column: 'songs.id', order: 'desc' }]);

/** Songs with vocal and music stems (meta.is_smart), newest first; the condition matches a partial index. */
export const smartSongs = (knex: Knex) =>
  songCards(knex)
    .whereRaw("(songs.meta->>'is_smart')::boolean")
    .orderBy('songs.id', 'desc');

export interface SongRow extends SongCardRow {
  released: number | null;
  youtube: string | null;
  mp3: string | null;
  meta: { is_smart?: boolean; thumbnail?: string | null } | null;
  artist_image: string | null;
  original_artist_id: number | null;
  original_artist_name: string | null;
  album_id: number | null;
  album_name: string | null;
  created_at: Date;
}

export function findSong(knex: Knex, id: number): Promise<SongRow | undefined> {
  return knex('songs')
    .join('artists', 'artists.id', 'songs.artist_id')
    // A trashed original vocalist is left out, as if none were named.
    .leftJoin('artists as original', (on) => on.on('original.id', 'songs.original_artist_id').andOnNull('original.deleted_at'))
    .leftJoin('albums', 'albums.id', 'songs.album_id')
    .where('songs.id', id)
    .first<SongRow | undefined>(
      ...songCardColumns,
      'songs.released',
      'songs.youtube',
      'songs.mp3',
      'songs.meta',
      'songs.created_at',
      'artists.image as artist_image',
      'original.id as original_artist_id',
      'original.name as original_artist_name',
      'songs.album_id',
      'albums.name as album_name',
    );
}

export async function songExists(knex: Knex, id: number): Promise<boolean> {
  return Boolean(await knex('songs').where('id', id).first('id'));
}

export interface NamedRow {
  id: number;
  name: string;
}

/** Featuring artists, in their billing order (at most 4). */
export const songFeatures = (knex: Knex, songId: number) =>
  knex('song_features')
    .join('artists', 'artists.id', 'song_features.artist_id')
    .where('song_features.song_id', songId)
    .whereNull('artists.deleted_at')
    .orderBy('song_features.position')
    .select<NamedRow[]>('artists.id', 'artists.name');

/** The playlists a song is on (the spec caps them at 10). */
export const songPlaylists = (knex: Knex, songId: number) =>
  knex('playlist_song')
    .join('playlists', 'playlists.id', 'playlist_song.playlist_id')
    .where('playlist_song.song_id', songId)
    .orderBy('playlists.name')
    .limit(10)
    .select<NamedRow[]>('playlists.id', 'playlists.name');

export interface VerseRow {
  id: number;
  title: string | null;
  language: string;
  is_default: boolean;
  non_synced_lyrics: string;
  synced_lyrics: { time: number; text: string }[] | null;
  verified_at: Date | null;
}

/** A song's lyrics versions, the default one first. */
export const songVerses = (knex: Knex, songId: number) =>
  knex('verses')
    .where('song_id', songId)
    .orderBy([{ column: 'is_default', order: 'desc' }, { column: 'id', order: 'asc' }])
    .select<VerseRow[]>('id', 'title', 'language', 'is_default', 'non_synced_lyrics', 'synced_lyrics', 'verified_at');

/**
 * Songs like this one: by the same artist (weight 4), on a playlist with it (2 per shared playlist)
 * or in a genre with it (1 per shared genre); the highest sum first, then the most played.
 */
export function similarSongs(knex: Knex, song: { id: number; artist_id: number }, limit: number): Promise<SongCardRow[]> {
  const sameArtist = knex('songs')
    .select('id as song_id', knex.raw('4 as weight'))
    .where('artist_id', song.artist_id)
    .whereNot('id', song.id);
  const samePlaylist = knex('playlist_song as mine')
    .join('playlist_song as other', 'other.playlist_id', 'mine.playlist_id')
    .select('other.song_id', knex.raw('2 as weight'))
    .where('mine.song_id', song.id)
    .whereNot('other.song_id', song.id);
  const sameGenre = knex('song_genre as mine')
    .join('song_genre as other', 'other.genre_id', 'mine.genre_id')
    .select('other.song_id', knex.raw('1 as weight'))
    .where('mine.song_id', song.id)
    .whereNot('other.song_id', song.id);
  const scores = knex
    .from(sameArtist.unionAll([samePlaylist, sameGenre]).as('candidates'))
    .select('song_id')
    .sum('weight as score')
    .groupBy('song_id')
    .as('similar');
  return songCards(knex)
    .join(scores, 'similar.song_id', 'songs.id')
    .orderBy([{ column: 'similar.score', order: 'desc' }, ...byPopularity])
    .limit(limit);
}
