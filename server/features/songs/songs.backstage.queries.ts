import type { Credits, Translation } from '@common/lyrics-lines';
import type { Knex } from 'knex';
import type { MediaUrl } from '@common/media-url';

/** Spec §4's processing indicator, worked out once on the server so every list and the edit screen agree. */
export type ProcessingState = 'repeat' | 'fail' | 'processing' | 'ready' | 'pending' | 'done' | 'no-audio';

interface SongMeta {
  thumbnail?: string | null;
  is_youtube?: boolean;
  cover?: boolean;
  retry?: boolean;
  is_smart?: boolean;
  status?: string | null;
  message?: string | null;
  stems?: { method?: string; approximate?: boolean } | null;
  stems_error?: string | null;
}

/**
 * repeat -> check; fail -> cross (with retry); meta.retry -> processing; an mp3 with no status -> blue
 * check ('ready'); an empty status -> pending; otherwise a green check ('done'). A song with nothing
 * to make audio from and no mp3 says so ('no-audio') rather than pending for ever.
 */
export function processingState(song: { mp3: string | null; audio: string | null; youtube: string | null; meta: SongMeta | null }): ProcessingState {
  const meta = song.meta ?? {};
  if (meta.status === 'repeat') return 'repeat';
  if (meta.status === 'fail') return 'fail';
  if (meta.retry) return 'processing';
  if (song.mp3 && (meta.status === null || meta.status === undefined)) return 'ready';
  if (!song.mp3 && !song.audio && !(song.youtube && meta.is_youtube !== false)) return 'no-audio';
  if (!meta.status) return 'pending';
  return 'done';
}

export const SONG_FILTERS = ['no-audio', 'failed', 'smart', 'no-lyrics'] as const;
export type SongFilter = (typeof SONG_FILTERS)[number];

interface BackstageSongRow {
  id: number;
  name: string;
  artist_id: number;
  artist_name: string;
  album_id: number | null;
  album_name: string | null;
  cover: string | null;
  mp3: string | null;
  audio: string | null;
  youtube: string | null;
  meta: SongMeta | null;
  verses_count: number | string;
  updated_at: Date;
  deleted_at: Date | null;
}

/** Backstage lists trashed songs too (the trash tab); the list state decides. Search covers the song's and its artist's names. */
export function backstageSongList(knex: Knex, filter: SongFilter | null) {
  // A left join, though every song has its artist (a required foreign key): the planner then drops
  // it from the list's count and page of ids unless the order is by the artist's name.
  const query = knex('songs')
    .leftJoin('artists', 'artists.id', 'songs.artist_id')
    .leftJoin('albums', 'albums.id', 'songs.album_id')
    .select(
      'songs.id', 'songs.name', 'songs.artist_id', 'artists.name as artist_name', 'songs.album_id', 'albums.name as album_name',
      'songs.cover', 'songs.mp3', 'songs.audio', 'songs.youtube', 'songs.meta', 'songs.updated_at', 'songs.deleted_at',
      knex('verses').count('*').whereRaw('verses.song_id = songs.id').as('verses_count'),
    );
  return songFilter(knex, query, filter);
}

/**
 * The same list's rows for its ids alone: the songs, joined to their artist only when the order is by
 * the artist's name. The joins only shown columns need are left out rather than left to the planner:
 * removed from the plan, they still keep PostgreSQL 15 from an index-only scan of a whole order, which
 * the kept lists read once per change (server/db/kept-list-ids.ts).
 */
export function backstageSongIds(knex: Knex, filter: SongFilter | null, byArtist: boolean) {
  const query = knex('songs');
  if (byArtist) query.leftJoin('artists', 'artists.id', 'songs.artist_id');
  return songFilter(knex, query, filter);
}

function songFilter(knex: Knex, query: Knex.QueryBuilder, filter: SongFilter | null) {
  if (filter === 'no-audio') query.whereNull('songs.mp3');
  if (filter === 'failed') query.whereRaw(`songs.meta->>'status' = 'fail'`);
  if (filter === 'smart') query.whereRaw(`(songs.meta->>'is_smart')::boolean`);
  if (filter === 'no-lyrics') query.whereNotExists(knex('verses').whereRaw('verses.song_id = songs.id'));
  return query;
}

export const presentBackstageSongRow = (row: BackstageSongRow, mediaUrl: MediaUrl) => ({
  id: row.id,
  name: row.name,
  artist: { id: row.artist_id, name: row.artist_name },
  album: row.album_id ? { id: row.album_id, name: row.album_name ?? '' } : null,
  cover_url: mediaUrl(row.cover) ?? row.meta?.thumbnail ?? null,
  status: processingState(row),
  message: row.meta?.message ?? null,
  is_smart: row.meta?.is_smart === true,
  verses_count: Number(row.verses_count),
  updated_at: row.updated_at.toISOString(),
  deleted_at: row.deleted_at?.toISOString() ?? null,
});
export type BackstageSongListItem = ReturnType<typeof presentBackstageSongRow>;

interface Named {
  id: number;
  name: string;
}

/** The song as the edit form loads it: stored values (paths, not URLs), relations with their names, lyrics versions in order, the version. */
export async function findBackstageSong(knex: Knex, id: number, mediaUrl: MediaUrl) {
  const row = await knex('songs')
    .join('artists', 'artists.id', 'songs.artist_id')
    .leftJoin('artists as original', 'original.id', 'songs.original_artist_id')
    .leftJoin('albums', 'albums.id', 'songs.album_id')
    .where('songs.id', id)
    .first(
      'songs.*',
      'artists.name as artist_name',
      'original.name as original_artist_name',
      'albums.name as album_name',
    );
  if (!row) return undefined;
  const [features, playlists, verses] = await Promise.all([
    knex('song_features').join('artists', 'artists.id', 'song_features.artist_id').where('song_id', id).orderBy('position').select<Named[]>('artists.id', 'artists.name'),
    knex('playlist_song').join('playlists', 'playlists.id', 'playlist_song.playlist_id').where('song_id', id).orderBy('playlists.name').select<Named[]>('playlists.id', 'playlists.name'),
    knex('verses').where('song_id', id).orderBy([{ column: 'position', order: 'asc' }, { column: 'id', order: 'asc' }]).select('id', 'title', 'language', 'non_synced_lyrics', 'is_default', 'translation'),
  ]);
  const meta: SongMeta = row.meta ?? {};
  return {
    id: row.id as number,
    name: row.name as string,
    artist: { id: row.artist_id as number, name: row.artist_name as string },
    original_artist: row.original_artist_id ? { id: row.original_artist_id as number, name: row.original_artist_name as string } : null,
    features,
    album: row.album_id ? { id: row.album_id as number, name: row.album_name as string } : null,
    playlists,
    released: row.released as number | null,
    youtube: row.youtube as string | null,
    content_type: row.content_type as string | null,
    cover: row.cover as string | null,
    cover_url: mediaUrl(row.cover),
    audio: row.audio as string | null,
    audio_url: mediaUrl(row.audio),
    mp3_url: mediaUrl(row.mp3),
    duration_seconds: row.duration_seconds as number | null,
    meta: {
      thumbnail: meta.thumbnail ?? null,
      is_youtube: meta.is_youtube !== false,
      cover: meta.cover === true,
      is_smart: meta.is_smart === true,
      retry: meta.retry === true,
      status: meta.status ?? null,
      message: meta.message ?? null,
      stems: meta.stems ?? null,
      stems_error: meta.stems_error ?? null,
    },
    status: processingState({ mp3: row.mp3, audio: row.audio, youtube: row.youtube, meta }),
    credits: (row.credits ?? null) as Credits | null,
    verses: verses as { id: number; title: string | null; language: string; non_synced_lyrics: string; is_default: boolean; translation: Translation | null }[],
    version: row.version as number,
    updated_at: (row.updated_at as Date).toISOString(),
    deleted_at: (row.deleted_at as Date | null)?.toISOString() ?? null,
  };
}
export type BackstageSong = NonNullable<Awaited<ReturnType<typeof findBackstageSong>>>;
