import type { Credits, Translation } from '@common/lyrics-lines';
import type { Knex } from 'knex';
import { inOrderOf } from '../../lib/ids';
import { readWithKeptPlan } from '../../db/generic-plan';

/** A song as its card shows it: the columns of songCardColumns. */
export interface SongCardRow {
  id: number;
  name: string;
  cover: string | null;
  content_type: string | null;
  duration_seconds: number | null;
  artist_id: number;
  artist_name: string;
}

export const songCardColumns = [
  'songs.id',
  'songs.name',
  'songs.cover',
  'songs.content_type',
  'songs.duration_seconds',
  'songs.artist_id',
  'artists.name as artist_name',
] as const;

/**
 * Every public song list starts here, so a song in the backstage trash is in none of them (home,
 * artist, album, playlist, genre, charts, favorites, search cards, similar songs).
 */
export const songCards = (knex: Knex) =>
  knex('songs').join('artists', 'artists.id', 'songs.artist_id').whereNull('songs.deleted_at').select<SongCardRow[]>(...songCardColumns);

export async function songCardsByIds(knex: Knex, ids: number[]): Promise<SongCardRow[]> {
  if (!ids.length) return [];
  // The ids as one array value: one statement text, and one kept plan, for any number of them.
  return inOrderOf(ids, await readWithKeptPlan<SongCardRow>(knex, songCards(knex).whereRaw('songs.id = any(?)', [ids])));
}

/** The order of every "popular first" song list: lifetime plays, then the newest release. */
export const byPopularity = [
  { column: 'songs.plays_count', order: 'desc' },
  { column: 'songs.released', order: 'desc', nulls: 'last' },
  { column: 'songs.id', order: 'asc' },
] as const;

/** Public songs, newest first, for /just-added: the ids, in the order of songs_just_added_index (`reversed`: oldest first, the index read backwards). */
export const justAddedSongIds = (knex: Knex, reversed = false) =>
  knex('songs')
    .whereNull('deleted_at')
    .orderBy([{ column: 'created_at', order: reversed ? 'asc' : 'desc' }, { column: 'id', order: reversed ? 'asc' : 'desc' }])
    .select('id');

/** Songs with vocal and music stems (meta.is_smart), newest first: the ids; the condition matches a partial index. */
export const smartSongIds = (knex: Knex) =>
  knex('songs')
    .whereNull('deleted_at')
    .whereRaw("(meta->>'is_smart')::boolean")
    .orderBy('id', 'desc')
    .select('id');

export interface SongRow extends SongCardRow {
  released: number | null;
  youtube: string | null;
  mp3: string | null;
  meta: { is_smart?: boolean; thumbnail?: string | null } | null;
  credits: Credits | null;
  artist_image: string | null;
  original_artist_id: number | null;
  original_artist_name: string | null;
  album_id: number | null;
  album_name: string | null;
  created_at: Date;
}

/** One public song with its artist, original vocalist and album (trashed ones left out). */
const songWithRelations = (knex: Knex, id: number) =>
  knex('songs')
    .join('artists', 'artists.id', 'songs.artist_id')
    // A trashed original vocalist is left out, as if none were named.
    .leftJoin('artists as original', (on) => on.on('original.id', 'songs.original_artist_id').andOnNull('original.deleted_at'))
    // A trashed album is left out: the song stays public, without its album link.
    .leftJoin('albums', (on) => on.on('albums.id', 'songs.album_id').andOnNull('albums.deleted_at'))
    .where('songs.id', id)
    .whereNull('songs.deleted_at')
    .select(
      ...songCardColumns,
      'songs.released',
      'songs.youtube',
      'songs.mp3',
      'songs.meta',
      'songs.credits',
      'songs.created_at',
      'artists.image as artist_image',
      'original.id as original_artist_id',
      'original.name as original_artist_name',
      'albums.id as album_id',
      'albums.name as album_name',
    );

export function findSong(knex: Knex, id: number): Promise<SongRow | undefined> {
  return songWithRelations(knex, id).first();
}

export interface SongWithListsRow extends SongRow {
  features: NamedRow[];
  playlists: NamedRow[];
  verses: VerseRow[];
  /** Its kept similar-songs ranking (similar-songs.ts), or null when none is kept yet. */
  similar_ids: number[] | null;
}

/**
 * The song page's song with its featuring artists, playlists, lyrics versions and kept similar-songs
 * ranking, in one statement (each list a JSON array in the order the page shows it, the ranking an
 * array of ids): one round trip instead of five, which on
 * the embedded database (one connection, statements in turn) is most of a page's time, and on a
 * server keeps a page to one pooled connection at a time. Its plan is kept per connection
 * (readWithKeptPlan): primary-key lookups whatever the song, planned in 0.6 ms where they run in 0.2.
 */
export async function findSongWithLists(knex: Knex, id: number): Promise<SongWithListsRow | undefined> {
  const features = knex.raw(`coalesce((
      select json_agg(json_build_object('id', artists.id, 'name', artists.name) order by song_features.position)
      from song_features join artists on artists.id = song_features.artist_id
      where song_features.song_id = songs.id and artists.deleted_at is null), '[]'::json) as features`);
  // The spec caps a song's playlists at 10.
  const playlists = knex.raw(`coalesce((
      select json_agg(json_build_object('id', listed.id, 'name', listed.name) order by listed.name)
      from (select playlists.id, playlists.name from playlist_song join playlists on playlists.id = playlist_song.playlist_id
            where playlist_song.song_id = songs.id and playlists.deleted_at is null order by playlists.name limit 10) listed), '[]'::json) as playlists`);
  // The default version first.
  const verses = knex.raw(`coalesce((
      select json_agg(json_build_object('id', verses.id, 'title', verses.title, 'language', verses.language, 'is_default', verses.is_default,
        'non_synced_lyrics', verses.non_synced_lyrics, 'synced_lyrics', verses.synced_lyrics, 'translation', verses.translation,
        'verified_at', verses.verified_at) order by verses.is_default desc, verses.position, verses.id)
      from verses where verses.song_id = songs.id), '[]'::json) as verses`);
  const similarIds = knex.raw('(select similar_songs.song_ids from similar_songs where similar_songs.song_id = songs.id) as similar_ids');
  const [song] = await readWithKeptPlan<SongWithListsRow>(knex, songWithRelations(knex, id).select(features, playlists, verses, similarIds).limit(1));
  return song;
}

export async function songExists(knex: Knex, id: number): Promise<boolean> {
  return Boolean(await knex('songs').where('id', id).whereNull('deleted_at').first('id'));
}

export interface NamedRow {
  id: number;
  name: string;
}

export interface VerseRow {
  id: number;
  title: string | null;
  language: string;
  is_default: boolean;
  non_synced_lyrics: string;
  synced_lyrics: { time: number; text: string }[] | null;
  translation: Translation | null;
  verified_at: Date | null;
}
